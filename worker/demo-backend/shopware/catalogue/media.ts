// Product "photos" drawn on the fly: a garment silhouette in the product's colour on a soft
// studio backdrop, deterministic from the URL (see images.ts for the paths). Mounted at /media.
import { Hono } from 'hono';
import type { DemoEnv } from '../../env';
import { GARMENTS, IMAGE_HEIGHT, IMAGE_WIDTH, type Garment } from './images';

export const mediaApp = new Hono<DemoEnv>();

/** Silhouettes on a 1200 x 1600 canvas, centred, drawn with the garment colour. */
const SHAPES: Record<Garment, string> = {
  dress: 'M510 330 Q600 370 690 330 L720 420 Q700 470 690 560 L880 1250 Q600 1320 320 1250 L510 560 Q500 470 480 420 Z',
  top: 'M440 420 L540 380 Q600 420 660 380 L760 420 L880 560 L800 620 L760 580 L760 1050 L440 1050 L440 580 L400 620 L320 560 Z',
  shirt: 'M430 400 L540 360 L600 430 L660 360 L770 400 L900 760 L820 790 L770 600 L770 1120 L430 1120 L430 600 L380 790 L300 760 Z M600 430 L600 1120',
  knit: 'M420 420 Q600 360 780 420 L900 900 L820 920 L760 640 L770 1100 L430 1100 L440 640 L380 920 L300 900 Z',
  trousers: 'M450 360 L750 360 L790 1300 L640 1300 L600 620 L560 1300 L410 1300 Z',
  jeans: 'M450 360 L750 360 L780 1300 L640 1300 L600 640 L560 1300 L420 1300 Z M470 420 L730 420',
  skirt: 'M480 500 L720 500 L860 1120 Q600 1180 340 1120 Z',
  coat: 'M430 340 L540 310 L600 420 L660 310 L770 340 L900 900 L820 930 L780 640 L790 1330 L410 1330 L420 640 L380 930 L300 900 Z M600 420 L600 1330',
  blazer: 'M430 380 L540 340 L600 560 L660 340 L770 380 L880 860 L800 880 L770 620 L780 1140 L420 1140 L430 620 L400 880 L320 860 Z',
  shorts: 'M440 560 L760 560 L800 980 L640 1000 L600 760 L560 1000 L400 980 Z',
  sneaker: 'M300 980 Q330 820 450 800 L600 760 Q700 820 820 860 Q920 890 920 980 L920 1040 L300 1040 Z',
  boot: 'M480 500 L680 500 L690 900 Q820 930 880 990 L880 1060 L470 1060 Z',
  sandal: 'M330 1000 Q600 940 880 1000 L880 1040 L330 1040 Z M420 1000 Q520 880 620 1000 M640 1000 Q720 900 800 1000',
  pump: 'M320 1040 L360 900 Q560 960 760 880 Q860 860 880 960 L880 1040 L840 1040 L820 980 Q600 1050 420 1040 Z',
  loafer: 'M300 990 Q340 860 480 850 L760 860 Q900 880 910 990 L910 1040 L300 1040 Z',
  bag: 'M380 640 L820 640 L860 1160 L340 1160 Z M480 640 Q480 440 600 440 Q720 440 720 640',
  scarf: 'M520 380 L680 380 L700 1260 L620 1300 L600 700 L560 1300 L480 1260 Z',
  belt: 'M240 760 L960 760 L960 840 L240 840 Z M520 740 L640 740 L640 860 L520 860 Z',
  jewellery: 'M420 500 Q600 900 780 500 M600 780 m-60 0 a60 60 0 1 0 120 0 a60 60 0 1 0 -120 0',
  sunglasses: 'M300 760 L900 760 M340 760 Q340 900 470 900 Q560 900 560 760 M640 760 Q640 900 730 900 Q860 900 860 760',
  cap: 'M380 880 Q380 600 600 600 Q820 600 820 880 Z M800 880 L960 900 L800 920 Z',
  giftcard: 'M300 600 L900 600 L900 1000 L300 1000 Z M300 760 L900 760 M520 600 L520 1000',
  look: 'M420 420 L540 380 Q600 420 660 380 L780 420 L820 780 L760 800 L760 840 L800 1320 L650 1320 L600 900 L550 1320 L400 1320 L440 840 L440 800 L380 780 Z',
};

/** Shapes drawn as lines rather than filled areas. */
const STROKED = new Set<Garment>(['sandal', 'jewellery', 'sunglasses']);

function shade(hex: string, amount: number): string {
  const n = parseInt(hex, 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return [16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('');
}

function lightness(hex: string): number {
  const n = parseInt(hex, 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

export function renderProductSvg(garment: Garment, hex: string, view: number, width: number, height: number): string {
  const backdrops = ['f4efe8', 'eef0ec', 'f2ecef'];
  const backdrop = backdrops[(view - 1) % backdrops.length]!;
  const outline = lightness(hex) > 0.8 ? 'b9b2a6' : shade(hex, -40);
  const shape = SHAPES[garment];
  const stroked = STROKED.has(garment);
  // The detail view zooms in; the back view mirrors the silhouette.
  const transform = view === 2 ? 'translate(-300 -400) scale(1.5)' : view === 3 ? 'translate(1200 0) scale(-1 1)' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">` +
    `<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="1" stop-color="#${backdrop}"/></radialGradient>` +
    `<linearGradient id="fabric" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${shade(hex, 28)}"/>` +
    `<stop offset="1" stop-color="#${shade(hex, -22)}"/></linearGradient></defs>` +
    `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="url(#bg)"/>` +
    `<ellipse cx="600" cy="1390" rx="360" ry="36" fill="#000" opacity="0.07"/>` +
    `<g transform="${transform}">` +
    (stroked
      ? `<path d="${shape}" fill="none" stroke="url(#fabric)" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<path d="${shape}" fill="url(#fabric)" stroke="#${outline}" stroke-width="6" stroke-linejoin="round"/>`) +
    `</g></svg>`;
}

mediaApp.get('/product/:garment/:hex/:view/:file', (c) => {
  const garment = c.req.param('garment') as Garment;
  const hex = c.req.param('hex');
  const view = Number(c.req.param('view'));
  const file = c.req.param('file');
  if (!GARMENTS.includes(garment) || !/^[0-9a-f]{6}$/.test(hex) || ![1, 2, 3].includes(view) || !file.endsWith('.svg')) {
    return c.text('Not found', 404);
  }
  const size = /_(\d{2,4})x(\d{2,4})\.svg$/.exec(file);
  const width = size ? Number(size[1]) : IMAGE_WIDTH;
  const height = size ? Number(size[2]) : IMAGE_HEIGHT;
  return c.body(renderProductSvg(garment, hex, view, width, height), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    // The picture is a pure function of its URL.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
  });
});
