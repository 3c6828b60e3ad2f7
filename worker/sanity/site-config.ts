// Site configuration from Sanity: the call-out bar and the mega menu's appointment tile.
import type { SiteConfig } from '../../shared/site/types';
import type { CacheContext } from '../cache/kv-cache';
import { cacheLong } from '../cache/strategies';
import type { Config } from '../env';
import { cachedQuery } from './client';
import { createImageResolver } from './images';
import type { SITE_CONFIG_QUERY_RESULT } from '../../shared/content/sanity.types';
import { SITE_CONFIG_QUERY } from './queries/site-config';

/**
 * An internal link resolves to the target's path ("" is the home page: "/"); otherwise the
 * configured url is used.
 */
export function linkHref(link: { type?: string | null; url?: string | null; internalPath?: string | null } | null | undefined): string | null {
  if (!link) return null;
  if (link.type === 'internal' && typeof link.internalPath === 'string') return '/' + link.internalPath.replace(/^\/+/, '');
  return link.url ?? null;
}

export async function siteConfig(config: Config, cache: CacheContext): Promise<SiteConfig> {
  const doc = await cachedQuery<SITE_CONFIG_QUERY_RESULT>(config, cache, {
    name: 'site-config', query: SITE_CONFIG_QUERY, types: ['siteConfig', 'page', 'blog'], strategy: cacheLong(),
  });
  const callout = doc?.callout;
  const calloutHref = linkHref(callout?.link);
  const appointmentHref = linkHref(doc?.appointment?.link);
  // The Studio requires the picture's file once it is set, yet an image's asset is optional in
  // Sanity's own type (a picture being uploaded has none yet).
  const image = doc?.appointmentImage;
  return {
    callout: callout?.enabled && callout.title
      ? { title: callout.title, buttonLabel: callout.buttonTitle || null, href: calloutHref ?? '/', openInNewTab: callout.link?.blank === true }
      : null,
    appointment: appointmentHref
      ? {
        href: appointmentHref, title: doc?.appointment?.title ?? '', text: doc?.appointmentText ?? '',
        image: image?.asset ? { ...createImageResolver(config)({ ...image, asset: image.asset }, 'thumbnail'), alt: image.alt } : null,
      }
      : null,
  };
}
