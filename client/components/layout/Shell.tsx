import { useEffect, type ReactNode } from 'react';
import { replayEarlyPresses } from '../../lib/early-presses';
import { onIntent } from '../../lib/preloadable';
import { Header } from '../header/Header';
import { Later } from '../ui/HydrateLater';
import { NavigationProgress } from './NavigationProgress';

/**
 * The footer sits below the fold on every page: its code (links, newsletter form, payment
 * icons) loads when the shopper reaches for it; its server HTML works until then.
 */
const Footer = onIntent(async () => ({ default: (await import('../footer/Footer')).Footer }));

/** On the server, before the render: the footer's HTML goes out in place, not streamed later. */
export function loadShellModules(): Promise<void> {
  return typeof document === 'undefined' ? Footer.preload() : Promise.resolve();
}

export function Shell({ children }: { children: ReactNode }) {
  // Marks the page interactive (tests wait for it; CSS could too), then presses again what was
  // pressed before (the first press counts: shared/page/early-press.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyPresses();
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">Naar de inhoud</a>
      <NavigationProgress />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Later name="footer" component={Footer} props={{}} />
    </>
  );
}
