// Product photos as SVG, a pure function of the image URL (see ../shopware/catalogue/images.ts):
//   view 1  the product on a model, styled with neutral pieces (shoes and accessories up close);
//   view 2  packshot, front;  view 3  packshot, back;  view 4  close-up of fabric and finish.
// A look's picture is the model wearing the look's products. Everything here is drawn by this
// code (no photos or fonts are shipped), so the pictures are the project's own work.
import type { Garment } from '../shopware/catalogue/images';
import { randomFor } from '../shopware/catalogue/ids';
import { bodyFor, POSES } from './body';
import { drawGarment, LOWER, UPPER } from './clothes';
import { fabricPattern, lightGradient, lightness } from './fabric';
import { drawModel, isDressed, modelFor } from './figure';
import { drawObject } from './objects';
import { num, Pen } from './pen';
import { styleOf, type OutfitItem } from './style';

export const PRODUCT_VIEWS = 4;
export const CANVAS_WIDTH = 1200;
export const CANVAS_HEIGHT = 1600;

export type Wearer = 'dames' | 'heren' | 'unisex';

const FOOTWEAR: readonly Garment[] = ['sneaker', 'boot', 'sandal', 'pump', 'loafer'];
const CLOSE_TO_FACE: readonly Garment[] = ['jewellery', 'sunglasses', 'cap', 'scarf'];
const NEUTRALS = ['f1ebdf', '1f1f1f', 'd8c3a5', '3c3f44', 'f5f3ee', '1f2f4f', 'c19a6b', '7b5238'];

function neutral(r: () => number, avoid: readonly string[]): string {
  const fits = NEUTRALS.filter((n) => avoid.every((a) => Math.abs(lightness(n) - lightness(a)) > 0.22));
  const from = fits.length > 0 ? fits : NEUTRALS;
  return from[Math.floor(r() * from.length)]!;
}

/**
 * Completes `items` into an outfit: something on top and below, and shoes, in neutral colours.
 * With `showFeet` the legs are slim, so the shoes on the picture are not hidden.
 */
export function completeOutfit(items: readonly OutfitItem[], female: boolean, r: () => number, showFeet = false): OutfitItem[] {
  const outfit = [...items];
  const hexes = items.map((i) => i.hex);
  const dressed = isDressed(outfit);
  const add = (item: OutfitItem) => { outfit.push(item); hexes.push(item.hex); };
  const outer = outfit.some((i) => i.garment === 'coat' || i.garment === 'blazer');
  if (!dressed.upper || (outer && !outfit.some((i) => ['top', 'shirt', 'knit', 'dress'].includes(i.garment)))) {
    const pick = r();
    add(pick < 0.55 ? { garment: 'top', hex: neutral(r, hexes), pattern: 'plain', cut: 'tee' }
      : pick < 0.8 ? { garment: 'knit', hex: neutral(r, hexes), pattern: 'rib', cut: outer ? 'roll' : 'jumper' }
        : { garment: 'shirt', hex: neutral(r, hexes), pattern: 'plain', cut: female ? 'blouse' : 'shirt' });
  }
  if (!isDressed(outfit).lower) {
    const pick = r();
    add(female && pick < 0.3 ? { garment: 'skirt', hex: neutral(r, hexes), pattern: 'plain', cut: 'midi' }
      : pick < 0.6 ? { garment: 'jeans', hex: ['3f6fb5', '1f2f4f', 'a9c6e8'][Math.floor(r() * 3)]!, pattern: 'denim', cut: female && !showFeet ? 'straight' : 'slim' }
        : { garment: 'trousers', hex: neutral(r, hexes), pattern: 'plain', cut: showFeet ? 'slim' : female ? 'wide' : 'straight' });
  }
  if (!outfit.some((i) => FOOTWEAR.includes(i.garment))) {
    const pick = r();
    add(pick < 0.45 ? { garment: 'sneaker', hex: 'f5f3ee', pattern: 'leather', cut: 'court' }
      : pick < 0.75 ? { garment: 'loafer', hex: ['1f1f1f', '7b5238'][Math.floor(r() * 2)]!, pattern: 'leather', cut: 'loafer' }
        : { garment: 'boot', hex: '1f1f1f', pattern: 'leather', cut: 'chelsea' });
  }
  return outfit;
}

function mix(a: string, b: string, t: number): string {
  const ca = parseInt(a, 16);
  const cb = parseInt(b, 16);
  return [16, 8, 0].map((s) => Math.round(((ca >> s) & 255) * (1 - t) + ((cb >> s) & 255) * t).toString(16).padStart(2, '0')).join('');
}

function backdrop(tint: string, view: number): string {
  const walls = ['efebe6', 'ece9e3', 'f1ece8', 'e9ebe7'];
  const wall = walls[(view - 1) % walls.length]!;
  return `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#${wall}"/><stop offset="1" stop-color="#${tint}"/></linearGradient>`;
}

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}">` +
    `<defs>${defs}</defs><rect width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="url(#wall)"/>${body}</svg>`;
}

/** A transform that puts the bounds `box` in the middle of the picture, as large as fits. */
function frame([x, y, w, h]: [number, number, number, number], margin: number, maxScale: number): { transform: string; scale: number } {
  const scale = Math.min((CANVAS_WIDTH - 2 * margin) / w, (CANVAS_HEIGHT - 2 * margin) / h, maxScale);
  const tx = CANVAS_WIDTH / 2 - (x + w / 2) * scale;
  const ty = CANVAS_HEIGHT / 2 - (y + h / 2) * scale;
  return { transform: `translate(${num(tx)} ${num(ty)}) scale(${num(scale * 1000) / 1000})`, scale };
}

/** A close-up: `focus` of the drawing `box` shown `zoom` times larger. */
function closeUp(focus: [number, number], zoom: number): string {
  return `translate(${num(CANVAS_WIDTH / 2 - focus[0] * zoom)} ${num(CANVAS_HEIGHT / 2 - focus[1] * zoom)}) scale(${zoom})`;
}

function modelPicture(items: OutfitItem[], wearer: Wearer, slug: string, focus: Garment | null, width: number, height: number, tint: string): string {
  const random = randomFor(`picture:${slug}`);
  const female = wearer === 'dames' || (wearer === 'unisex' && random.chance(0.5));
  const model = modelFor(female, () => random.next());
  const outfit = completeOutfit(items, female, () => random.next(), focus !== null && FOOTWEAR.includes(focus));
  const pen = new Pen();
  const { defs, body } = drawModel(pen, model, outfit);
  const b = bodyFor(female, model.pose);
  let transform = '';
  if (focus && CLOSE_TO_FACE.includes(focus)) transform = closeUp([b.cx, b.head[1] + (focus === 'scarf' ? 200 : 110)], focus === 'scarf' ? 1.7 : 2.3);
  else if (focus && FOOTWEAR.includes(focus)) transform = closeUp([b.cx + 40, 1250], 2.1);
  else if (focus === 'bag') transform = closeUp([b.cx + 60, 760], 1.45);
  else transform = frame(pen.box(), 40, 1.12).transform;
  const shadow = `<ellipse cx="${b.cx + 30}" cy="${b.footY + 6}" rx="230" ry="26" fill="#000" opacity=".08"/>`;
  return svg(width, height, backdrop(tint, 1) + defs, `<g transform="${transform}">${shadow}${body}</g>`);
}

function packshot(item: OutfitItem, wearer: Wearer, view: number, width: number, height: number): string {
  const pen = new Pen();
  const paint = { hex: item.hex, fill: 'url(#f0)', light: 'url(#l0)' };
  const defs = fabricPattern('f0', item.hex, item.pattern) + lightGradient('l0', item.pattern === 'satin' || item.pattern === 'leather');
  const wearable = UPPER.includes(item.garment) || LOWER.includes(item.garment) || item.garment === 'dress';
  let drawing: string;
  let focus: [number, number];
  if (wearable) {
    const b = bodyFor(wearer !== 'heren', POSES);
    const back = view === 3;
    const inside = `<ellipse cx="${b.cx}" cy="${b.neckY + 18}" rx="46" ry="30" fill="#000" opacity=".28"/>`;
    drawing = (UPPER.includes(item.garment) || item.garment === 'dress') && !back ? inside : '';
    const drawn = drawGarment(pen, b, item.garment, item, paint, back);
    drawing += drawn.sleeves + drawn.main;
    focus = LOWER.includes(item.garment) ? [b.cx - 50, b.waistY + 70] : [b.cx - 40, b.neckY + 90];
  } else {
    drawing = drawObject(pen, item.garment, item, paint);
    if (view === 3) drawing = `<g transform="translate(1200 0) scale(-1 1)">${drawing}</g>`;
    const [x, y, w, h] = pen.box();
    focus = [view === 3 ? 1200 - (x + w * 0.62) : x + w * 0.62, y + h * 0.5];
  }
  const { transform, scale } = frame(pen.box(), 150, 2.3);
  const placed = view === 4 ? closeUp(focus, Math.max(scale * 2.4, 2.4)) : transform;
  const shadow = view === 4 ? '' : `<ellipse cx="600" cy="${num(CANVAS_HEIGHT - 150)}" rx="300" ry="22" fill="#000" opacity=".06"/>`;
  return svg(width, height, backdrop('e4ded6', view) + defs, `${shadow}<g transform="${placed}">${drawing}</g>`);
}

/** The picture at a product image URL. */
export function renderProductPicture(o: { wearer: Wearer; garment: Garment; hex: string; view: number; slug: string; width: number; height: number }): string {
  const item: OutfitItem = { garment: o.garment, hex: o.hex, ...styleOf(o.garment, o.slug) };
  if (o.view === 1 && o.garment !== 'giftcard') return modelPicture([item], o.wearer, o.slug, o.garment, o.width, o.height, 'e2dcd3');
  return packshot(item, o.wearer, o.view, o.width, o.height);
}

/** A look: the model wearing its products, against a backdrop in the look's colour. */
export function renderLookPicture(o: { wearer: Wearer; outfit: OutfitItem[]; hex: string; slug: string; width: number; height: number }): string {
  return modelPicture(o.outfit, o.wearer, o.slug, null, o.width, o.height, mix(o.hex, 'efebe6', 0.5));
}
