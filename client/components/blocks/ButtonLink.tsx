import { Link as RouterLink } from 'react-router';
import type { Button, Link } from '../../../shared/content/types';

type ResolvedLink = Link & { internalPath?: string | null };

/** The href of a content link: internal (resolved path), external, phone or email. */
export function linkHref(link: ResolvedLink): string {
  switch (link.type) {
    case 'internal': return link.internalPath ? `/${link.internalPath.replace(/^\/+/, '')}` : '/';
    case 'external': return link.url;
    case 'phone': return `tel:${link.phone}`;
    case 'email': return `mailto:${link.email}`;
  }
}

/** A content button; internal paths navigate client-side, blank links open a new tab. */
export function ButtonLink({ button, variant = 'primary' }: { button: Button; variant?: 'primary' | 'secondary' | 'text' }) {
  const cls = `button button--${variant}`;
  const href = linkHref(button.link as ResolvedLink);
  const blank = 'blank' in button.link && button.link.blank;
  if (href.startsWith('/') && !blank) return <RouterLink className={cls} to={href}>{button.title}</RouterLink>;
  return <a className={cls} href={href} {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{button.title}</a>;
}
