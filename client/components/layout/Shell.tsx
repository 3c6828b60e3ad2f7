import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useConsent, startAnalytics } from '../../lib/consent';
import { replayEarlyPresses } from '../../lib/early-presses';
import { onIntent } from '../../lib/preloadable';
import { Header } from '../header/Header';
import { SubmenuPanel } from '../header/MainNav';
import { NoScriptMenuList } from '../header/MobileMenu';
import { CheckoutFooter, isFocusedCheckout, preloadCheckoutChrome } from '../checkout/checkout-chrome';
import { ErrorWaysOn } from './error-parts';
import { Later } from '../ui/HydrateLater';
import { NavigationProgress } from './NavigationProgress';
import { PageAnnouncer } from './PageAnnouncer';
import { useSnippets } from '../../lib/snippets';
import { shopTextsReady } from '../../lib/page-snippets';
import { queryKeys } from '../../queries';
import { snippetText } from '../../../shared/snippets';

/**
 * The footer sits below the fold on every page: its code (links, newsletter form, payment
 * icons) loads when the shopper reaches for it; its server HTML works until then.
 */
const Footer = onIntent(async () => ({ default: (await import('../footer/Footer')).Footer }));

/**
 * The cookie choice (decision 012): its HTML is a form that works on its own (it posts to the
 * worker); its code loads when the shopper reaches for it, so it costs the first view nothing.
 */
const ConsentBanner = onIntent(async () => ({ default: (await import('../consent/ConsentBanner')).ConsentBanner }));

/**
 * On the server, before the render: the footer's and the menus' HTML goes out in place, not
 * streamed later. In the browser these parts keep that markup until the shopper reaches for them.
 */
export function loadShellModules(): Promise<void> {
  return typeof document === 'undefined'
    ? Promise.all([Footer.preload(), ConsentBanner.preload(), SubmenuPanel.preload(), NoScriptMenuList.preload(), preloadCheckoutChrome(), ErrorWaysOn.preload()]).then(() => undefined)
    : Promise.resolve();
}

/** The banner while there is no choice, the settings when the shopper asks for them. */
function Consent() {
  const { choice, settings } = useConsent();
  if (choice && settings === 'closed') return null;
  // The dialog (opened from the footer) is a part of its own: it shows at once, even while the
  // bar's server markup still waits for the shopper's intent.
  return <Later key={settings === 'dialog' ? 'dialog' : 'bar'} name="consent" component={ConsentBanner} props={{}} />;
}

export function Shell({ children }: { children: ReactNode }) {
  const { text } = useSnippets();
  // Checkout is focused (#32): the logo back to the shop and help, no menu, no newsletter.
  const focused = isFocusedCheckout(useLocation().pathname);
  const queryClient = useQueryClient();
  // Marks the page interactive (tests wait for it; CSS could too), then presses again what was
  // pressed before (the first press counts: shared/page/early-press.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyPresses();
    // Analytics only after consent, and never as part of the first view's code.
    void startAnalytics();
    // A content preview's code, only on a page the worker marked as one (#19:
    // shared/preview/meta.ts, PREVIEW_META, written out here to keep that module off this chunk).
    // The bar says what the page did not show: it is made once the shop's whole texts are in.
    if (document.querySelector('meta[name="sanity-preview"]')) {
      void Promise.all([import('../../preview/start'), shopTextsReady()]).then(([m]) => m.startPreview(queryClient,
        (key, fallback, params) => snippetText(queryClient.getQueryData(queryKeys.snippets()), key, fallback, params)));
    }
  }, [queryClient]);
  return (
    <>
      <a className="skip-link" href="#main">{text('header.skipLink', 'Skip to content')}</a>
      <NavigationProgress />
      <PageAnnouncer />
      <Header focused={focused} />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      {/* Fixed at the bottom of the screen, but after the page in the tab order (#32): the
          page's own first stops (menu, search, the content) come first on a first visit too. */}
      <Consent />
      {focused ? <Suspense fallback={null}><CheckoutFooter /></Suspense> : <Later name="footer" component={Footer} props={{}} />}
    </>
  );
}
