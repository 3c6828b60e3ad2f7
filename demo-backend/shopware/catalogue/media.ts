// Product and look "photos" drawn on the fly (../../pictures), deterministic from the URL (see
// images.ts for the paths). Mounted at /media.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { DemoEnv } from '../../env';
import { GARMENTS, IMAGE_HEIGHT, IMAGE_WIDTH, type Garment } from './images';
import { PRODUCT_VIEWS, renderLookPicture, renderProductPicture, type Wearer } from '../../pictures/render';
import { parseOutfit } from '../../pictures/style';

export const mediaApp = new Hono<DemoEnv>();

const WEARERS: readonly Wearer[] = ['dames', 'heren', 'unisex'];

/** The size a file name asks for (`…_400x533.svg`), else the original's. */
function sizeOf(file: string): { width: number; height: number; slug: string } | null {
  if (!file.endsWith('.svg')) return null;
  const size = /_(\d{2,4})x(\d{2,4})\.svg$/.exec(file);
  return {
    width: size ? Number(size[1]) : IMAGE_WIDTH,
    height: size ? Number(size[2]) : IMAGE_HEIGHT,
    slug: file.slice(0, size ? size.index : -4),
  };
}

function picture(c: Context<DemoEnv>, svg: string) {
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    // The picture is a pure function of its URL.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
  });
}

mediaApp.get('/product/:wearer/:garment/:hex/:view/:file', (c) => {
  const wearer = c.req.param('wearer') as Wearer;
  const garment = c.req.param('garment') as Garment;
  const hex = c.req.param('hex');
  const view = Number(c.req.param('view'));
  const size = sizeOf(c.req.param('file'));
  if (!WEARERS.includes(wearer) || !GARMENTS.includes(garment) || garment === 'look' || !/^[0-9a-f]{6}$/.test(hex)
    || !Number.isInteger(view) || view < 1 || view > PRODUCT_VIEWS || !size) {
    return c.text('Not found', 404);
  }
  return picture(c, renderProductPicture({ wearer, garment, hex, view, ...size }));
});

mediaApp.get('/look/:wearer/:hex/:outfit/:file', (c) => {
  const wearer = c.req.param('wearer') as Wearer;
  const hex = c.req.param('hex');
  const outfit = parseOutfit(c.req.param('outfit'));
  const size = sizeOf(c.req.param('file'));
  if (!WEARERS.includes(wearer) || !/^[0-9a-f]{6}$/.test(hex) || !outfit || !size) return c.text('Not found', 404);
  return picture(c, renderLookPicture({ wearer, hex, outfit, ...size }));
});
