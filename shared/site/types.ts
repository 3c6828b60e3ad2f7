// The site's frame: navigation, footer, snippets, call-out bar.
import type { ResolvedImageUrls } from '../content/types';

export interface NavItem {
  id: string;
  label: string;
  /** Resolved link (spec section 2): SEO path, external link, category path, /category/{id}, or '#'. */
  href: string;
  external: boolean;
  /** Shows the wide mega-menu panel on desktop. */
  megaMenu: boolean;
  /** Renders as an underlined link with an arrow. */
  asLink: boolean;
  children: NavItem[];
}

export interface FooterLink {
  id: string;
  label: string;
  /** null: plain text (no target). */
  href: string | null;
  external: boolean;
}

export interface FooterGroup {
  id: string;
  label: string;
  links: FooterLink[];
}

export interface CalloutBar {
  title: string;
  buttonLabel: string | null;
  href: string;
  openInNewTab: boolean;
}

export interface SiteConfig {
  callout: CalloutBar | null;
  /** The advice-on-measure tile in the mega menu. */
  appointment: { href: string; title: string; text: string; image?: (ResolvedImageUrls & { alt: string }) | null } | null;
}

export type Snippets = Record<string, string>;
