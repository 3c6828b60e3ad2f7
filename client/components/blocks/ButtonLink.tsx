import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../router/Link';
import type { Button, Link } from '../../../shared/content/types';
import { useSnippets } from '../../lib/snippets';

/** A content link after the page query resolved an internal target's path (`internalPath`). */
export type ResolvedLink = Link & { internalPath?: string | null };

/** The href of a content link: internal (resolved path), external, phone or email. */
export function linkHref(link: ResolvedLink): string {
  switch (link.type) {
    case 'internal': return link.internalPath ? `/${link.internalPath.replace(/^\/+/, '')}` : '/';
    case 'external': return link.url;
    case 'phone': return `tel:${link.phone}`;
    case 'email': return `mailto:${link.email}`;
  }
}

/** Whether a content link opens in a new tab (only internal and external links can). */
export function opensInNewTab(link: ResolvedLink): boolean {
  return 'blank' in link && link.blank === true;
}

/** Told to screen-reader users after the text of a link that opens in a new tab. */
export function NewWindowHint() {
  const { text } = useSnippets();
  return <span className="visually-hidden"> {text('link.newWindow', '(opens in a new window)')}</span>;
}

/**
 * A content link: site paths navigate client-side; a blank link opens a new tab (rel noopener)
 * and says so to screen readers; phone and email links are plain `tel:` / `mailto:` anchors.
 */
export function ContentLink({ link, className, children }: { link: ResolvedLink; className?: string; children: ReactNode }) {
  const href = linkHref(link);
  if (opensInNewTab(link)) {
    return <a className={className} href={href} target="_blank" rel="noopener noreferrer">{children}<NewWindowHint /></a>;
  }
  if (href.startsWith('/') && !href.startsWith('//')) return <RouterLink className={className} to={href}>{children}</RouterLink>;
  return <a className={className} href={href}>{children}</a>;
}

/** A content button; internal paths navigate client-side, blank links open a new tab. */
export function ButtonLink({ button, variant = 'primary' }: { button: Omit<Button, '_type'>; variant?: 'primary' | 'secondary' | 'text' }) {
  return <ContentLink className={`button button--${variant}`} link={button.link}>{button.title}</ContentLink>;
}
