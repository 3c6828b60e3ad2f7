import type { ReactNode } from 'react';
import { Header } from '../header/Header';
import { Footer } from '../footer/Footer';
import { NavigationProgress } from './NavigationProgress';

export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">Naar de inhoud</a>
      <NavigationProgress />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
