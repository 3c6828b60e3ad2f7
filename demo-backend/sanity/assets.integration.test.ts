// The asset CDN as the storefront reaches it: image URLs from @sanity/image-url given the
// client, and file URLs of video assets.
import { createClient } from '@sanity/client';
import { createImageUrlBuilder } from '@sanity/image-url';
import { describe, expect, inject, it } from 'vitest';
import type { SanityFile, SanityImage } from '../../shared/content/types';

const backendUrl = inject('backendUrl');
const client = createClient({
  projectId: 'veld0demo',
  dataset: 'production',
  apiVersion: '2025-02-19',
  apiHost: backendUrl,
  useProjectHostname: false,
  useCdn: false,
  maxRetries: 0,
});

describe('images', () => {
  it('serves the SVG of an image the builder points at', async () => {
    const cover = await client.fetch<SanityImage>('*[_type == "blog"] | order(publishedAt desc)[0].coverImage');
    const url = createImageUrlBuilder(client).image(cover).width(800).height(600).auto('format').url();
    expect(url.startsWith(`${backendUrl}/images/veld0demo/production/`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="1600" height="1067"/);
    // The same id always draws the same picture.
    expect(await (await fetch(url)).text()).toBe(svg);
  });

  it('answers 404 for a name that is not an image asset', async () => {
    const response = await fetch(`${backendUrl}/images/veld0demo/production/not-an-asset.svg`);
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });
});

describe('files', () => {
  it('serves the video file of a Video block', async () => {
    const video = await client.fetch<SanityFile>('*[_type == "page" && slug.current == "over-veld"][0].pageBuilder[_type == "Video"][0].video');
    const [, hash, ext] = /^file-([0-9a-f]{40})-(\w+)$/.exec(video.asset._ref)!;
    const response = await fetch(`${backendUrl}/files/veld0demo/production/${hash}.${ext}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');
  });
});
