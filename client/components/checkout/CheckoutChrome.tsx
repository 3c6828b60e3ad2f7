// The frame around checkout (#32): a shopper who is paying sees the logo (back to the shop),
// where to get help, and the legal links — no mega menu, no search, no newsletter to wander
// off into. The success page is the shop again: the order is placed. Which pages wear it, and
// its loading: checkout-chrome.ts.
import { Link } from '../../router/Link';
import { CONSENT_SETTINGS_PARAM } from '../../../shared/analytics/consent';
import { openConsentSettings } from '../../lib/consent';
import { useSnippets } from '../../lib/snippets';
import { LockIcon } from '../ui/icons';

/** The header's checkout face: logo, "secure checkout", help. */
export function CheckoutHeaderBar() {
  const { text } = useSnippets();
  return (
    <div className="site-header__inner site-header__inner--checkout container">
      <Link to="/" className="logo" aria-label={text('header.logoLabel', 'VELD, to the homepage')}>{text('header.logo', 'VELD')}</Link>
      <p className="checkout-header__secure"><LockIcon /> {text('checkout.secure', 'Secure checkout')}</p>
      <Link className="checkout-header__help" to="/contact/">{text('checkout.help', 'Need help? Contact us')}</Link>
    </div>
  );
}

/** What a paying shopper may need below the page: help, shipping and returns, the legal texts. */
export function CheckoutFooter() {
  const { t, text } = useSnippets();
  const year = new Date().getFullYear();
  const links = [
    { href: '/contact/', label: text('menu.customerService', 'Customer service') },
    { href: '/klantenservice/verzenden-en-retourneren', label: text('checkout.footer.returns', 'Shipping & returns') },
    { href: '/klantenservice', label: text('checkout.footer.terms', 'Terms and conditions') },
    { href: '/privacybeleid', label: text('checkout.footer.privacy', 'Privacy policy') },
  ];
  return (
    <footer className="site-footer site-footer--checkout">
      <div className="container checkout-footer">
        <nav aria-label={text('checkout.footer.label', 'Service and terms')}>
          <ul className="checkout-footer__links">
            {links.map((l) => <li key={l.href}><Link to={l.href}>{l.label}</Link></li>)}
            <li>
              {/* Without JavaScript the address shows the settings (the worker renders them). */}
              <a href={`?${CONSENT_SETTINGS_PARAM}`} onClick={(e) => { e.preventDefault(); openConsentSettings(); }}>
                {text('footer.cookieSettings', 'Cookie settings')}
              </a>
            </li>
          </ul>
        </nav>
        <p className="footer__copyright">© {year} {t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
