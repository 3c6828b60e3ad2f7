// The asset CDN: /images/:project/:dataset/<hash>-<w>x<h>.<ext> and /files/:project/:dataset/<hash>.<ext>.
// Images are drawn from their id (assets/svg.ts) at the size the id names; transformation
// parameters (w, h, rect, fit, fm, q, auto) are accepted and ignored, which keeps every URL
// the image-url builder makes valid. Both never change for an id, so they are immutable.
import { Hono } from 'hono';
import type { DemoEnv } from '../../env';
import { parseFileName, parseImageFileName } from '../assets/asset-ids';
import { renderImage } from '../assets/svg';
import { videoFor } from '../assets/video';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const assetRoutes = new Hono<DemoEnv>()
  .get('/images/:project/:dataset/:file', (c) => {
    const asset = parseImageFileName(c.req.param('file'));
    if (!asset) return c.json({ error: { type: 'notFound', description: 'Image not found' } }, 404);
    const etag = `"${asset.hash}-${asset.width}x${asset.height}"`;
    const headers = { 'cache-control': IMMUTABLE, etag, 'access-control-allow-origin': '*' };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(renderImage(asset), 200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
  })
  .get('/files/:project/:dataset/:file', (c) => {
    const file = parseFileName(c.req.param('file'));
    const video = file && file.ext === 'mp4' ? videoFor(file.hash) : null;
    if (!video) return c.json({ error: { type: 'notFound', description: 'File not found' } }, 404);
    return c.body(video, 200, {
      'content-type': 'video/mp4',
      'content-length': String(video.byteLength),
      'cache-control': IMMUTABLE,
      'access-control-allow-origin': '*',
    });
  });
