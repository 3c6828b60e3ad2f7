// GROQ for the site configuration document (docs/content-model.md).
import type { SanityImage } from '../../../shared/content/types';

export const SITE_CONFIG_QUERY = /* groq */ `*[_type == "siteConfig"][0]{
  _id,
  "callout": callOutBar{
    enabled, title, "buttonTitle": button.title,
    "link": button.link{ type, url, blank, internalLink, "internalPath": internalLink->slug.current }
  },
  "appointment": appointmentLink{
    title,
    "link": link{ type, url, blank, internalLink, "internalPath": internalLink->slug.current }
  },
  appointmentText,
  appointmentImage
}`;

interface LinkResult {
  type?: string | null;
  url?: string | null;
  blank?: boolean | null;
  internalPath?: string | null;
}

export interface SiteConfigResult {
  callout?: { enabled?: boolean; title?: string; buttonTitle?: string | null; link?: LinkResult | null } | null;
  appointment?: { title?: string; text?: string; link?: LinkResult | null } | null;
  appointmentText?: string | null;
  appointmentImage?: SanityImage | null;
}
