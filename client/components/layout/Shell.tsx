import { useEffect, type ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { Header } from '../header/Header';
import { Footer } from '../footer/Footer';
import { NavigationProgress } from './NavigationProgress';

export function Shell({ children }: { children: ReactNode }) {
  // Marks the page interactive (tests wait for it; CSS could too).
  useEffect(() => { document.documentElement.dataset.hydrated = 'true'; }, []);
  return (
    <>
      <a className="skip-link" href="#main">Naar de inhoud</a>
      <NavigationProgress />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {/* New pages start at the top; back and forward return to where the shopper was. */}
      <ScrollRestoration />
    </>
  );
}
