import { useNavigationBusy } from '../../router/hooks';

/** A slim bar while a client-side navigation loads its data. */
export function NavigationProgress() {
  const busy = useNavigationBusy();
  return <div className={`nav-progress${busy ? ' nav-progress--busy' : ''}`} role="presentation" aria-hidden="true" />;
}
