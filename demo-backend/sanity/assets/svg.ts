// Draws the emulator's images: campaign-style compositions in soft colours, as SVG, from an
// asset id alone; figures and portraits are the catalogue's models (../../pictures). The motif comes from the id (see asset-ids.ts); the rest of the hash picks
// a palette and varies proportions, so every asset looks different but never changes.
import type { ImageAssetName, ImageMotif } from './asset-ids';
import { n, placeModel, standing, type Canvas, type Palette } from './canvas';
import { modelFor } from '../../pictures/figure';
import type { OutfitItem } from '../../pictures/style';
import { drawScene } from './scenes';

/** Soft campaign colours, shared with the video clips so all assets look like one brand. */
export const PALETTES: readonly Palette[] = [
  ['#efe6da', '#d9c7b0', '#b08d6e', '#6e5442', '#f7f1ea'], // sand
  ['#e6ebe1', '#b9c6ad', '#7f9474', '#3f4d3a', '#f4f6f0'], // sage
  ['#f4e4df', '#e3bfb4', '#c58b7c', '#7d4b42', '#fbf3f0'], // blush
  ['#e3e6ee', '#b7bfd3', '#7d89a8', '#3c4660', '#f3f4f8'], // dusk
  ['#f2e3d6', '#dfae8a', '#b86f4c', '#5e3324', '#faf2ea'], // terracotta
  ['#ecebdc', '#c9c59a', '#8f8a52', '#4a4728', '#f7f6ee'], // olive
];

/** Deterministic numbers in [0, 1) read from the hash, eight hex digits at a time. */
function randomFromHash(hash: string): () => number {
  let state = parseInt(hash.slice(1, 9), 16) ^ parseInt(hash.slice(9, 17), 16);
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A campaign outfit in the palette's colours: a long coat over a knit, trousers or a skirt, boots. */
function campaignOutfit(p: Palette, r: () => number, female: boolean, second: boolean): OutfitItem[] {
  const hex = (c: string) => c.slice(1);
  // A second model wears the palette the other way round, so the two stand apart.
  const coat: OutfitItem = { garment: 'coat', hex: hex(second ? p[3] : p[2]), pattern: r() < 0.4 ? 'twill' : 'plain', cut: ['long', 'trench', 'coat'][Math.floor(r() * 3)]! };
  const knit: OutfitItem = { garment: 'knit', hex: hex(r() < 0.5 ? p[4] : p[1]), pattern: r() < 0.5 ? 'cable' : 'rib', cut: 'roll' };
  const lower: OutfitItem = female && r() < 0.5
    ? { garment: 'skirt', hex: hex(p[3]), pattern: 'pleats', cut: 'pleated' }
    : { garment: 'trousers', hex: hex(second ? p[1] : p[3]), pattern: 'plain', cut: female ? 'wide' : 'straight' };
  const boots: OutfitItem = { garment: 'boot', hex: '2a211c', pattern: 'leather', cut: 'chelsea' };
  const extra: OutfitItem[] = r() < 0.5 ? [{ garment: 'scarf', hex: hex(p[1]), pattern: 'check', cut: 'scarf' }] : [];
  return r() < 0.25 ? [knit, lower, boots, ...extra] : [coat, knit, lower, boots, ...extra];
}

/** A model (pictures/figure.ts) in a campaign outfit, its own point (600, anchorY) at (x, y). */
function model(id: string, female: boolean, p: Palette, r: () => number, x: number, y: number, scale: number, anchorY: number): { defs: string; body: string } {
  const who = modelFor(female, r);
  return placeModel(id, who, campaignOutfit(p, r, female, id === 'b'), x, y, scale, anchorY);
}

function figure(canvas: Canvas): string {
  const { w, h, s, p, r } = canvas;
  // A wide banner is cropped like a campaign photo (head to knees, two models); a portrait
  // format shows one model full length (canvas.ts, as the scenes do). The figure's feet are at
  // y 1430 of its own canvas.
  const duo = w / h > 1.6;
  const single = standing(canvas);
  const ground = duo ? h * 1.3 : single.ground;
  const scale = duo ? (h * 1.2) / 1330 : single.scale;
  const first = model('a', r() < 0.6, p, r, w * (duo ? 0.56 : 0.35 + r() * 0.3), ground, scale, 1430);
  const second = duo ? model('b', false, p, r, w * 0.7, ground - h * 0.02, scale * 1.04, 1430) : null;
  const height = scale * 1330;
  return [
    `<defs>${first.defs}${second?.defs ?? ''}</defs>`,
    `<circle cx="${n(w * (0.15 + r() * 0.25))}" cy="${n(h * 0.3)}" r="${n(s * 0.2)}" fill="${p[4]}" opacity=".8"/>`,
    `<path d="M0 ${n(h * 0.62)}C${n(w * 0.3)} ${n(h * 0.55)} ${n(w * 0.6)} ${n(h * 0.68)} ${w} ${n(h * 0.58)}V${h}H0Z" fill="${p[1]}" opacity=".8"/>`,
    `<path d="M0 ${n(h * 0.78)}C${n(w * 0.35)} ${n(h * 0.72)} ${n(w * 0.7)} ${n(h * 0.84)} ${w} ${n(h * 0.76)}V${h}H0Z" fill="${p[2]}" opacity=".45"/>`,
    `<ellipse cx="${n(w * (duo ? 0.64 : 0.5))}" cy="${n(ground)}" rx="${n(height * (duo ? 0.4 : 0.22))}" ry="${n(height * 0.025)}" fill="#000" opacity=".1"/>`,
    first.body, second?.body ?? '',
  ].join('');
}

function portrait({ w, h, s, p, r }: Canvas): string {
  const cx = w * (0.42 + r() * 0.16);
  // Head and shoulders: the head (about 130 wide on the figure's canvas) a third of the picture.
  const face = model('a', r() < 0.5, p, r, cx, h * 0.5, (s * 0.36) / 130, 300);
  return [
    `<defs>${face.defs}</defs>`,
    `<circle cx="${n(cx)}" cy="${n(h * 0.42)}" r="${n(s * 0.38)}" fill="${p[4]}"/>`,
    face.body,
  ].join('');
}

function stillLife({ w, h, s, p, r }: Canvas): string {
  const table = h * 0.7;
  const x = w * (0.2 + r() * 0.15);
  const fold = s * 0.34;
  const stack = [p[2], p[1], p[3], p[4]]
    .map((colour, i) => `<rect x="${n(x + i * s * 0.012)}" y="${n(table - (i + 1) * s * 0.07)}" width="${n(fold)}" height="${n(s * 0.066)}" rx="${n(s * 0.02)}" fill="${colour}"/>`)
    .join('');
  const vx = x + fold + s * (0.12 + r() * 0.08);
  const vase = `<path d="M${n(vx)} ${n(table)}c${n(-s * 0.1)} 0 ${n(-s * 0.12)} ${n(-s * 0.2)} ${n(-s * 0.04)} ${n(-s * 0.28)}v${n(-s * 0.08)}h${n(s * 0.08)}v${n(s * 0.08)}c${n(s * 0.08)} ${n(s * 0.08)} ${n(s * 0.06)} ${n(s * 0.28)} ${n(-s * 0.04)} ${n(s * 0.28)}Z" fill="${p[3]}"/>`;
  const stem = `<path d="M${n(vx)} ${n(table - s * 0.36)}q${n(s * 0.05)} ${n(-s * 0.15)} ${n(s * 0.14)} ${n(-s * 0.22)}" stroke="${p[2]}" stroke-width="${n(s * 0.008 + 1)}" fill="none"/>`;
  return [
    `<rect x="0" y="0" width="${n(w * 0.55)}" height="${n(table)}" fill="${p[4]}" opacity=".7"/>`,
    `<rect x="0" y="${n(table)}" width="${w}" height="${n(h - table)}" fill="${p[1]}"/>`,
    stack, stem, vase,
    `<circle cx="${n(vx + s * 0.16)}" cy="${n(table - s * 0.045)}" r="${n(s * 0.045)}" fill="${p[2]}"/>`,
  ].join('');
}

function landscape({ w, h, s, p, r }: Canvas): string {
  const horizon = h * (0.5 + r() * 0.12);
  const dune = (y: number, amp: number, colour: string) =>
    `<path d="M0 ${n(y)}C${n(w * 0.25)} ${n(y - amp)} ${n(w * 0.45)} ${n(y + amp * 0.6)} ${n(w * 0.7)} ${n(y - amp * 0.4)}S${n(w * 0.95)} ${n(y - amp)} ${w} ${n(y)}V${h}H0Z" fill="${colour}"/>`;
  return [
    `<circle cx="${n(w * (0.2 + r() * 0.6))}" cy="${n(horizon - s * 0.12)}" r="${n(s * 0.13)}" fill="${p[4]}" opacity=".9"/>`,
    `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${p[2]}" opacity=".5"/>`,
    dune(horizon + s * 0.06, s * 0.08, p[1]),
    dune(horizon + s * 0.2, s * 0.1, p[2]),
    dune(horizon + s * 0.34, s * 0.06, p[3]),
  ].join('');
}

function abstract({ w, h, s, p, r }: Canvas): string {
  return [
    `<circle cx="${n(w * r())}" cy="${n(h * r())}" r="${n(s * (0.3 + r() * 0.2))}" fill="${p[1]}"/>`,
    `<rect x="${n(w * (0.3 + r() * 0.3))}" y="${n(h * 0.15)}" width="${n(s * 0.35)}" height="${n(h * 0.7)}" rx="${n(s * 0.175)}" fill="${p[2]}" opacity=".8"/>`,
    `<circle cx="${n(w * r())}" cy="${n(h * (0.5 + r() * 0.4))}" r="${n(s * 0.18)}" fill="${p[3]}" opacity=".75"/>`,
    `<path d="M${n(w * 0.1)} ${n(h * 0.85)}Q${n(w * 0.5)} ${n(h * 0.55)} ${n(w * 0.9)} ${n(h * 0.85)}" stroke="${p[4]}" stroke-width="${n(s * 0.02)}" fill="none"/>`,
  ].join('');
}

function fabric({ s, p, r }: Canvas): string {
  const size = n(s * (0.04 + r() * 0.04));
  const angle = Math.round(r() * 4) * 15 - 30;
  return [
    `<defs><pattern id="weave" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">`,
    `<rect width="${size}" height="${size}" fill="${p[1]}"/>`,
    `<path d="M0 0L${n(size / 2)} ${size}M${n(size / 2)} 0L${size} ${size}" stroke="${p[2]}" stroke-width="${n(size / 6)}"/>`,
    `<path d="M0 ${n(size / 2)}H${size}" stroke="${p[4]}" stroke-width="${n(size / 10)}" opacity=".6"/>`,
    `</pattern><radialGradient id="fold" cx=".3" cy=".3" r=".9"><stop offset="0" stop-color="${p[4]}" stop-opacity=".35"/>`,
    `<stop offset="1" stop-color="${p[3]}" stop-opacity=".45"/></radialGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#weave)"/><rect width="100%" height="100%" fill="url(#fold)"/>`,
  ].join('');
}

const MOTIFS: Record<Exclude<ImageMotif, 'scene'>, (canvas: Canvas) => string> = {
  figure, portrait, 'still-life': stillLife, landscape, abstract, fabric,
};

export function renderImage(asset: ImageAssetName): string {
  const r = randomFromHash(asset.hash);
  const p = PALETTES[Math.floor(r() * PALETTES.length)]!;
  const { width: w, height: h } = asset;
  const canvas: Canvas = { w, h, s: Math.min(w, h), p, r };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`
    + `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p[4]}"/>`
    + `<stop offset="1" stop-color="${p[0]}"/></linearGradient></defs>`
    + `<rect width="100%" height="100%" fill="url(#bg)"/>${asset.scene ? drawScene(asset.scene, canvas) : MOTIFS[asset.motif as Exclude<ImageMotif, 'scene'>](canvas)}</svg>`;
}
