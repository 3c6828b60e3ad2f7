import { useNavigation } from 'react-router';

/** A slim bar while a client-side navigation loads its data. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return <div className={`nav-progress${busy ? ' nav-progress--busy' : ''}`} role="presentation" aria-hidden="true" />;
}
