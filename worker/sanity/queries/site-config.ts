// GROQ for the site configuration document (docs/content-model.md).
import { defineQuery } from 'groq';
import { pathOf } from './pages';

export const SITE_CONFIG_QUERY = defineQuery(`*[_type == "siteConfig"][0]{
  _id,
  "callout": callOutBar{
    enabled, title, "buttonTitle": button.title,
    "link": button.link{ type, url, blank, internalLink, "internalPath": ${pathOf('internalLink')} }
  },
  "appointment": appointmentLink{
    title,
    "link": link{ type, url, blank, internalLink, "internalPath": ${pathOf('internalLink')} }
  },
  appointmentText,
  appointmentImage
}`);
