// Site configuration from Sanity: the call-out bar and the mega menu's appointment tile.
import type { SiteConfig } from '../../shared/site/types';
import type { CacheContext } from '../cache/kv-cache';
import { cacheLong } from '../cache/strategies';
import type { Config } from '../env';
import { cachedQuery } from './client';
import { createImageResolver } from './images';
import { SITE_CONFIG_QUERY, type SiteConfigResult } from './queries/site-config';

/** An internal link resolves to the target's path; otherwise the configured url is used. */
export function linkHref(link: { type?: string | null; url?: string | null; internalPath?: string | null } | null | undefined): string | null {
  if (!link) return null;
  if (link.type === 'internal' && link.internalPath) return '/' + link.internalPath.replace(/^\/+/, '');
  return link.url ?? null;
}

export async function siteConfig(config: Config, cache: CacheContext): Promise<SiteConfig> {
  const doc = await cachedQuery<SiteConfigResult | null>(config, cache, {
    name: 'site-config', query: SITE_CONFIG_QUERY, types: ['siteConfig', 'page'], strategy: cacheLong(),
  });
  const callout = doc?.callout;
  const calloutHref = linkHref(callout?.link);
  const appointmentHref = linkHref(doc?.appointment?.link);
  return {
    callout: callout?.enabled && callout.title
      ? { title: callout.title, buttonLabel: callout.buttonTitle || null, href: calloutHref ?? '/', openInNewTab: callout.link?.blank === true }
      : null,
    appointment: appointmentHref
      ? {
        href: appointmentHref, title: doc?.appointment?.title ?? '', text: doc?.appointmentText ?? doc?.appointment?.text ?? '',
        image: doc?.appointmentImage?.asset ? { ...createImageResolver(config)(doc.appointmentImage, 'thumbnail'), alt: doc.appointmentImage.alt ?? '' } : null,
      }
      : null,
  };
}
