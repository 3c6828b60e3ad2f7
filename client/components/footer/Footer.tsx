import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link } from '../../router/Link';
import { CONSENT_SETTINGS_PARAM } from '../../../shared/analytics/consent';
import type { FooterLink } from '../../../shared/site/types';
import { openConsentSettings } from '../../lib/consent';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { footerNavigationQuery } from '../../queries';
import { NewsletterForm } from './NewsletterForm';
import { PartBoundary } from '../ui/PartBoundary';
import { PaymentIcons } from './PaymentIcons';

function FooterItem({ link }: { link: FooterLink }) {
  if (!link.href) return <span>{link.label}</span>;
  if (link.external) return <a href={link.href} target="_blank" rel="noopener noreferrer">{link.label}</a>;
  return <Link to={link.href}>{link.label}</Link>;
}

function FooterGroups() {
  const { data: groups } = useSuspenseQuery(footerNavigationQuery(useApi()));
  return (
    <div className="footer__groups">
      {groups.map((group) => (
        <nav key={group.id} className="footer__group" aria-label={group.label}>
          <h2 className="footer__heading">{group.label}</h2>
          <ul>
            {group.links.map((link) => <li key={link.id}><FooterItem link={link} /></li>)}
          </ul>
        </nav>
      ))}
    </div>
  );
}

const SOCIALS = [
  ['facebook', 'Facebook'], ['instagram', 'Instagram'], ['linkedin', 'LinkedIn'], ['tiktok', 'TikTok'],
] as const;

export function Footer() {
  const { t, text } = useSnippets();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer__top">
          <PartBoundary message="Footer navigation failed to load" fallback={<div className="footer__groups" />}>
            <Suspense fallback={<div className="footer__groups footer__groups--loading" />}>
              <FooterGroups />
            </Suspense>
          </PartBoundary>
          <NewsletterForm />
        </div>
        <div className="footer__bottom">
          <ul className="footer__socials" aria-label={text('footer.follow', 'Follow VELD')}>
            {SOCIALS.map(([key, name]) => {
              const href = t(`footer.social.${key}`);
              return href ? (
                <li key={key}><a href={href} target="_blank" rel="noopener noreferrer">{name}</a></li>
              ) : null;
            })}
          </ul>
          <PaymentIcons />
          {/* Without JavaScript the address shows the settings (the worker renders them). */}
          <a className="footer__cookies" href={`?${CONSENT_SETTINGS_PARAM}`}
            onClick={(e) => { e.preventDefault(); openConsentSettings(); }}>{text('footer.cookieSettings', 'Cookie settings')}</a>
          <p className="footer__copyright">© {year} {t('footer.copyright')}</p>
        </div>
      </div>
    </footer>
  );
}
