// The model: a stylised fashion-illustration figure with a face, hair, skin tone and pose that
// vary per picture, wearing an outfit (a list of garments, each with its own fabric).
import type { Garment } from '../shopware/catalogue/images';
import { bodyFor, POSES, type Body } from './body';
import { drawGarment, LOWER, UPPER, type Paint } from './clothes';
import { fabricPattern, lightGradient, lightness, shade } from './fabric';
import { num, type P, type Pen } from './pen';
import type { OutfitItem } from './style';

export const SKIN_TONES = ['f3d9c6', 'e6bc9c', 'd19c76', 'a8714f', '7d4f36', '5c3a28'];
const HAIR_COLOURS = ['231915', '3b2a20', '6a4a2f', 'a87a4d', 'd8b98a', '141414', '8c3b22'];
const FEMALE_HAIR = ['long', 'bob', 'bun', 'curly', 'ponytail'] as const;
const MALE_HAIR = ['short', 'curly', 'buzz', 'wavy'] as const;

export interface Model {
  female: boolean;
  pose: number;
  skin: string;
  hair: string;
  hairStyle: string;
  /** Looking into the camera, or eyes lowered. */
  eyesOpen: boolean;
}

/** A model chosen by the numbers in `r` (0..1 each): varied skin tones, hair and poses. */
export function modelFor(female: boolean, r: () => number): Model {
  const styles = female ? FEMALE_HAIR : MALE_HAIR;
  return {
    female,
    pose: Math.floor(r() * POSES),
    skin: SKIN_TONES[Math.floor(r() * SKIN_TONES.length)]!,
    hair: HAIR_COLOURS[Math.floor(r() * HAIR_COLOURS.length)]!,
    hairStyle: styles[Math.floor(r() * styles.length)]!,
    eyesOpen: r() < 0.6,
  };
}

function hairBehind(b: Body, m: Model): string {
  const [x, y] = b.head;
  const c = `#${m.hair}`;
  switch (m.hairStyle) {
    case 'long': return `<path d="M${x - 62} ${y - 20}C${x - 80} ${y + 80} ${x - 84} ${y + 170} ${x - 70} ${y + 230}L${x + 70} ${y + 230}C${x + 84} ${y + 170} ${x + 80} ${y + 80} ${x + 62} ${y - 20}Z" fill="${c}"/>`;
    case 'bob': return `<path d="M${x - 64} ${y - 20}C${x - 72} ${y + 40} ${x - 70} ${y + 70} ${x - 60} ${y + 86}L${x + 60} ${y + 86}C${x + 70} ${y + 70} ${x + 72} ${y + 40} ${x + 64} ${y - 20}Z" fill="${c}"/>`;
    case 'curly': return [[-58, 0], [-62, 44], [-48, 80], [58, 0], [62, 44], [48, 80], [-30, -60], [30, -60], [0, -74], [-56, -40], [56, -40]]
      .map(([dx, dy]) => `<circle cx="${x + dx!}" cy="${y + dy!}" r="34" fill="${c}"/>`).join('');
    case 'ponytail': return `<path d="M${x + 40} ${y - 40}C${x + 110} ${y - 20} ${x + 100} ${y + 110} ${x + 70} ${y + 170}C${x + 66} ${y + 110} ${x + 70} ${y + 40} ${x + 30} ${y - 20}Z" fill="${c}"/>`;
    default: return '';
  }
}

function hairFront(b: Body, m: Model): string {
  const [x, y] = b.head;
  const rx = b.headRx;
  const ry = b.headRy;
  const c = `#${m.hair}`;
  // A cubic's peak is a quarter of its ends' height plus three quarters of its controls'.
  const cap = (depth: number, side: number) => {
    const top = num(y - (ry + 12 + 0.25 * side) / 0.75);
    return `<path d="M${x - rx - 4} ${y + side}C${x - rx - 8} ${top} ${x + rx + 8} ${top} ${x + rx + 4} ${y + side}C${x + rx - 10} ${y - depth} ${x - 10} ${y - depth - 6} ${x - rx - 4} ${y + side}Z" fill="${c}"/>`;
  };
  switch (m.hairStyle) {
    case 'long': return cap(28, 30) + `<path d="M${x - rx} ${y - 10}q-14 70 -8 120" stroke="${c}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    case 'bob': return cap(24, 44);
    case 'bun': return `<circle cx="${x}" cy="${y - ry - 20}" r="30" fill="${c}"/>` + cap(34, 0);
    case 'curly': return [[-40, -52], [0, -66], [40, -52], [-60, -20], [60, -20]].map(([dx, dy]) => `<circle cx="${x + dx!}" cy="${y + dy!}" r="30" fill="${c}"/>`).join('');
    case 'ponytail': return cap(34, 0);
    case 'short': return cap(40, -6);
    case 'buzz': return `<path d="M${x - rx} ${y - 6}C${x - rx} ${y - ry * 1.36} ${x + rx} ${y - ry * 1.36} ${x + rx} ${y - 6}C${x + rx - 8} ${y - ry + 20} ${x - rx + 8} ${y - ry + 20} ${x - rx} ${y - 6}Z" fill="${c}" opacity=".85"/>`;
    case 'wavy': return cap(36, 4) + `<path d="M${x - 30} ${y - ry + 4}q20 -26 50 -8q20 -20 40 4" stroke="${c}" stroke-width="22" fill="none" stroke-linecap="round"/>`;
    default: return cap(36, 0);
  }
}

function face(b: Body, m: Model): string {
  const [x, y] = b.head;
  const skin = `#${m.skin}`;
  const line = `#${shade(m.skin, -95)}`;
  const lips = m.female ? `#${shade('b8645a', lightness(m.skin) < 0.5 ? -40 : 0)}` : `#${shade(m.skin, -50)}`;
  return [
    `<ellipse cx="${x - b.headRx + 2}" cy="${y + 6}" rx="9" ry="15" fill="#${shade(m.skin, -12)}"/><ellipse cx="${x + b.headRx - 2}" cy="${y + 6}" rx="9" ry="15" fill="#${shade(m.skin, -12)}"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="${b.headRx}" ry="${b.headRy}" fill="${skin}"/>`,
    `<path d="M${x - b.headRx + 6} ${y + 10}Q${x - b.headRx + 14} ${y + b.headRy - 6} ${x} ${y + b.headRy}Q${x + b.headRx - 14} ${y + b.headRy - 6} ${x + b.headRx - 6} ${y + 10}" fill="#${shade(m.skin, -14)}" opacity=".35"/>`,
    // brows, eyes, nose and mouth: a few quiet lines, as in a fashion illustration
    `<path d="M${x - 34} ${y - 16}q12 -8 24 -2M${x + 10} ${y - 18}q12 -6 24 2" stroke="#${m.hair}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    m.eyesOpen
      ? `<path d="M${x - 33} ${y + 1}q11 -8 22 0M${x + 11} ${y + 1}q11 -8 22 0" stroke="${line}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
        `<ellipse cx="${x - 22}" cy="${y + 3}" rx="5.5" ry="4.5" fill="${line}"/><ellipse cx="${x + 22}" cy="${y + 3}" rx="5.5" ry="4.5" fill="${line}"/>`
      : `<path d="M${x - 32} ${y}q10 6 20 0M${x + 12} ${y}q10 6 20 0" stroke="${line}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
    `<path d="M${x + 2} ${y + 6}q4 18 -4 24" stroke="#${shade(m.skin, -45)}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    `<path d="M${x - 14} ${y + 44}q14 ${m.female ? 9 : 5} 28 0q-14 -5 -28 0z" fill="${lips}"/>`,
    m.female ? `<circle cx="${x - 32}" cy="${y + 26}" r="11" fill="#e88" opacity=".12"/><circle cx="${x + 32}" cy="${y + 26}" r="11" fill="#e88" opacity=".12"/>` : '',
  ].join('');
}

/** Shoes on the model's feet, in front view. */
function footwear(b: Body, item: OutfitItem | undefined, paint: Paint | undefined, skin: string): string {
  return b.legs.map((leg) => {
    const [x, y] = leg[2]!;
    const foot = `<path d="M${x - 26} ${y - 6}L${x + 26} ${y - 6}L${x + 32} ${y + 44}Q${x} ${y + 56} ${x - 32} ${y + 44}Z" fill="#${skin}"/>`;
    if (!item || !paint) return foot;
    const dark = shade(item.hex, -50);
    const fill = `fill="${paint.fill}" stroke="#${dark}" stroke-width="2"`;
    switch (item.garment) {
      case 'sneaker':
        return `<path d="M${x - 32} ${y - (item.cut === 'high' ? 60 : 4)}L${x + 32} ${y - (item.cut === 'high' ? 60 : 4)}L${x + 38} ${y + 44}Q${x} ${y + 58} ${x - 38} ${y + 44}Z" ${fill}/>` +
          `<path d="M${x - 38} ${y + 40}Q${x} ${y + 54} ${x + 38} ${y + 40}L${x + 38} ${y + 52}Q${x} ${y + 66} ${x - 38} ${y + 52}Z" fill="#f4f1ea"/>` +
          `<path d="M${x - 12} ${y + 8}h24M${x - 12} ${y + 20}h24" stroke="#f4f1ea" stroke-width="4"/>`;
      case 'boot': {
        const top = item.cut === 'tall' || item.cut === 'cowboy' ? b.kneeY + 10 : y - 140;
        return `<path d="M${x - 34} ${top}L${x + 34} ${top}L${x + 36} ${y + 46}Q${x} ${y + 58} ${x - 36} ${y + 46}Z" ${fill}/>` +
          `<path d="M${x - 36} ${y + 42}Q${x} ${y + 56} ${x + 36} ${y + 42}" stroke="#${shade(item.hex, -70)}" stroke-width="10" fill="none"/>` +
          (item.cut === 'chelsea' ? `<path d="M${x - 30} ${top + 10}v70" stroke="#${dark}" stroke-width="8" opacity=".6"/>` : '');
      }
      case 'pump':
        return foot + `<path d="M${x - 30} ${y + 16}Q${x} ${y + 8} ${x + 30} ${y + 16}L${x + 24} ${y + 58}Q${x} ${y + 70} ${x - 24} ${y + 58}Z" ${fill}/>`;
      case 'sandal':
        return foot + `<path d="M${x - 30} ${y + 14}h60M${x - 28} ${y + 34}h56" stroke="${paint.fill}" stroke-width="9"/>` +
          `<path d="M${x - 34} ${y + 48}Q${x} ${y + 60} ${x + 34} ${y + 48}" stroke="#${dark}" stroke-width="7" fill="none"/>`;
      default:
        return `<path d="M${x - 30} ${y + 4}Q${x} ${y - 4} ${x + 30} ${y + 4}L${x + 36} ${y + 46}Q${x} ${y + 58} ${x - 36} ${y + 46}Z" ${fill}/>` +
          `<path d="M${x - 36} ${y + 44}Q${x} ${y + 56} ${x + 36} ${y + 44}" stroke="#${shade(item.hex, -70)}" stroke-width="7" fill="none"/>`;
    }
  }).join('');
}

function accessory(pen: Pen, b: Body, item: OutfitItem, paint: Paint): string {
  const { cx } = b;
  const [hx, hy] = b.head;
  const dark = shade(item.hex, -55);
  const handR = b.arms[1][3]!;
  switch (item.garment) {
    case 'bag': {
      if (item.cut === 'backpack') return `<path d="M${cx - 70} ${b.shoulderY}q-10 120 -10 200M${cx + 70} ${b.shoulderY}q10 120 10 200" stroke="#${dark}" stroke-width="18" fill="none"/>`;
      if (item.cut === 'clutch') return `<rect x="${handR[0] - 70}" y="${handR[1] - 40}" width="120" height="74" rx="10" fill="${paint.fill}" stroke="#${dark}" stroke-width="2"/>`;
      const big = item.cut === 'shopper' || item.cut === 'weekender';
      const w = big ? 190 : 140;
      const h = big ? 170 : 110;
      const x = handR[0] - w / 2 + 10;
      const y = item.cut === 'crossbody' ? b.hipY - 20 : handR[1] - 20;
      const strap = item.cut === 'crossbody'
        ? `<path d="M${cx - b.shoulderW + 30} ${b.shoulderY + 4}L${x + w / 2} ${y + 4}" stroke="#${dark}" stroke-width="10"/>`
        : `<path d="M${x + 30} ${y + 4}Q${x + w / 2} ${y - 70} ${x + w - 30} ${y + 4}" stroke="#${dark}" stroke-width="10" fill="none"/>`;
      return strap + `<path d="M${x} ${y}h${w}l10 ${h}h-${w + 20}z" fill="${paint.fill}" stroke="#${dark}" stroke-width="2.5"/><path d="M${x} ${y}h${w}l10 ${h}h-${w + 20}z" fill="${paint.light}"/>` +
        `<path d="M${x + 4} ${y + 30}h${w - 8}" stroke="#${dark}" stroke-width="2" opacity=".5"/>`;
    }
    case 'scarf': {
      const wide = item.cut === 'shawl' ? 70 : 46;
      if (item.cut === 'silk') return `<path d="M${cx - 40} ${b.neckY - 20}Q${cx} ${b.neckY + 30} ${cx + 40} ${b.neckY - 20}L${cx + 44} ${b.neckY + 6}Q${cx} ${b.neckY + 50} ${cx - 44} ${b.neckY + 6}Z" fill="${paint.fill}" stroke="#${dark}" stroke-width="2"/><path d="M${cx + 10} ${b.neckY + 28}l30 50l-24 6z" fill="${paint.fill}"/>`;
      const d1 = pen.smooth([[cx - 50, b.neckY - 40], [cx + 50, b.neckY - 40], [cx + 60, b.neckY + 20], [cx - 60, b.neckY + 20]]);
      return `<path d="${d1}" fill="${paint.fill}" stroke="#${dark}" stroke-width="2"/>` +
        `<path d="M${cx - 30} ${b.neckY}L${cx - 30 - wide} ${b.neckY + 10}L${cx - 40 - wide} ${b.waistY + 40}L${cx - 30} ${b.waistY + 40}Z" fill="${paint.fill}" stroke="#${dark}" stroke-width="2"/>` +
        `<path d="M${cx + 10} ${b.neckY}L${cx + 10 + wide} ${b.neckY + 10}L${cx + wide} ${b.waistY - 20}L${cx + 6} ${b.waistY - 20}Z" fill="${paint.fill}" stroke="#${dark}" stroke-width="2"/>` +
        `<path d="M${cx - 40 - wide} ${b.waistY + 40}v16M${cx - 30} ${b.waistY + 40}v16" stroke="#${dark}" stroke-width="3"/>`;
    }
    case 'belt':
      return `<path d="M${cx - b.waistW - 12} ${b.waistY + 14}H${cx + b.waistW + 12}" stroke="${paint.fill}" stroke-width="24"/>` +
        `<rect x="${cx - 20}" y="${b.waistY}" width="40" height="30" rx="4" fill="none" stroke="#c9a441" stroke-width="5"/>`;
    case 'jewellery': {
      if (item.cut === 'earrings') return `<circle cx="${hx - b.headRx + 2}" cy="${hy + 26}" r="9" fill="none" stroke="#${item.hex}" stroke-width="4"/><circle cx="${hx + b.headRx - 2}" cy="${hy + 26}" r="9" fill="none" stroke="#${item.hex}" stroke-width="4"/>`;
      if (item.cut === 'bracelet' || item.cut === 'ring') {
        const w = b.arms[0][2]!;
        return `<circle cx="${w[0]}" cy="${w[1]}" r="${item.cut === 'ring' ? 8 : 22}" fill="none" stroke="#${item.hex}" stroke-width="6"/>`;
      }
      return `<path d="M${cx - 30} ${b.neckY - 10}Q${cx} ${b.neckY + 90} ${cx + 30} ${b.neckY - 10}" stroke="#${item.hex}" stroke-width="3.5" fill="none"/><circle cx="${cx}" cy="${b.neckY + 48}" r="10" fill="#${item.hex}"/>`;
    }
    case 'sunglasses':
      return `<path d="M${hx - 46} ${hy - 4}h92" stroke="#${dark}" stroke-width="4"/>` +
        `<ellipse cx="${hx - 22}" cy="${hy + 4}" rx="${item.cut === 'oversized' ? 26 : 20}" ry="${item.cut === 'cateye' ? 13 : 17}" fill="${paint.fill}" stroke="#${dark}" stroke-width="3"/>` +
        `<ellipse cx="${hx + 22}" cy="${hy + 4}" rx="${item.cut === 'oversized' ? 26 : 20}" ry="${item.cut === 'cateye' ? 13 : 17}" fill="${paint.fill}" stroke="#${dark}" stroke-width="3"/>`;
    case 'cap':
      return item.cut === 'beanie'
        ? `<path d="M${hx - b.headRx - 6} ${hy - 16}C${hx - b.headRx} ${hy - b.headRy - 50} ${hx + b.headRx} ${hy - b.headRy - 50} ${hx + b.headRx + 6} ${hy - 16}Z" fill="${paint.fill}" stroke="#${dark}" stroke-width="2"/><path d="M${hx - b.headRx - 6} ${hy - 26}H${hx + b.headRx + 6}" stroke="#${shade(item.hex, -25)}" stroke-width="22"/>`
        : `<path d="M${hx - b.headRx - 4} ${hy - 20}C${hx - b.headRx} ${hy - b.headRy - 30} ${hx + b.headRx} ${hy - b.headRy - 30} ${hx + b.headRx + 4} ${hy - 20}Z" fill="${paint.fill}" stroke="#${dark}" stroke-width="2"/><path d="M${hx - b.headRx - 10} ${hy - 20}Q${hx} ${hy - 4} ${hx + b.headRx + 10} ${hy - 20}L${hx + b.headRx + 20} ${hy - 8}Q${hx} ${hy + 14} ${hx - b.headRx - 20} ${hy - 8}Z" fill="#${shade(item.hex, -20)}"/>`;
    default:
      return '';
  }
}

const ORDER: Garment[] = ['trousers', 'jeans', 'skirt', 'shorts', 'dress', 'top', 'shirt', 'knit', 'blazer', 'coat'];

/**
 * The model wearing `outfit` (first item first in the defs ids `f0`, `l0`, ...). Returns the
 * defs and the drawing; `pen` learns the figure's bounds.
 */
export function drawModel(pen: Pen, model: Model, outfit: readonly OutfitItem[], idPrefix = ''): { defs: string; body: string } {
  const b = bodyFor(model.female, model.pose);
  const paints = outfit.map((item, i): Paint => ({ hex: item.hex, fill: `url(#${idPrefix}f${i})`, light: `url(#${idPrefix}l${i})` }));
  const defs = outfit.map((item, i) => fabricPattern(`${idPrefix}f${i}`, item.hex, item.pattern) +
    lightGradient(`${idPrefix}l${i}`, item.pattern === 'satin' || item.pattern === 'leather')).join('');
  const skin = `#${model.skin}`;
  const skinDark = `#${shade(model.skin, -8)}`;
  const worn = outfit.map((item, i) => ({ item, paint: paints[i]! }))
    .filter(({ item }) => ORDER.includes(item.garment))
    .sort((a, z) => ORDER.indexOf(a.item.garment) - ORDER.indexOf(z.item.garment));
  const drawn = worn.map(({ item, paint }) => drawGarment(pen, b, item.garment, item, paint, false));
  const shoes = outfit.findIndex((i) => ['sneaker', 'boot', 'sandal', 'pump', 'loafer'].includes(i.garment));
  const extras = outfit.map((item, i) => ({ item, paint: paints[i]! })).filter(({ item }) => !ORDER.includes(item.garment) && shoes !== outfit.indexOf(item));
  pen.track([[b.cx - b.shoulderW - 60, b.head[1] - b.headRy - 40], [b.cx + b.shoulderW + 60, b.footY + 20]]);
  const limb = (pts: P[], w: number, colour: string) =>
    `<path d="${pts.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join('')}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const torsoSkin = `<path d="M${b.cx - b.neckW} ${b.head[1] + 30}V${b.neckY}L${b.cx - b.shoulderW + 10} ${b.shoulderY + 6}L${b.cx - b.chestW} ${b.chestY}L${b.cx - b.waistW} ${b.waistY}L${b.cx - b.hipW} ${b.hipY}L${b.cx} ${b.crotchY}L${b.cx + b.hipW} ${b.hipY}L${b.cx + b.waistW} ${b.waistY}L${b.cx + b.chestW} ${b.chestY}L${b.cx + b.shoulderW - 10} ${b.shoulderY + 6}L${b.cx + b.neckW} ${b.neckY}V${b.head[1] + 30}Z" fill="${skin}"/>`;
  const legs = b.legs.map((leg) => limb([leg[0]!, leg[1]!], b.thighW, skin) + limb([leg[1]!, leg[2]!], b.calfW, skin)).join('');
  // The arm starts below the shoulder, so its rounded end stays under the clothes.
  const arms = b.arms.map((arm) => {
    const [s, e] = arm as [P, P];
    const start: P = [s[0] + (e[0] - s[0]) * 0.15, s[1] + (e[1] - s[1]) * 0.15];
    return limb([start, ...arm.slice(1, 3)], b.armW, skin) + limb(arm.slice(2), b.armW * 0.62, skinDark);
  }).join('');
  const body = [
    hairBehind(b, model),
    legs,
    footwear(b, shoes >= 0 ? outfit[shoes] : undefined, shoes >= 0 ? paints[shoes] : undefined, model.skin),
    torsoSkin,
    `<path d="M${b.cx - b.neckW} ${b.neckY - 30}Q${b.cx} ${b.neckY - 6} ${b.cx + b.neckW} ${b.neckY - 30}" stroke="${skinDark}" stroke-width="6" fill="none" opacity=".6"/>`,
    ...drawn.map((d) => d.main),
    arms,
    ...drawn.map((d) => d.sleeves),
    face(b, model),
    hairFront(b, model),
    ...extras.map(({ item, paint }) => accessory(pen, b, item, paint)),
  ].join('');
  return { defs, body };
}

/** True when the outfit has something on top and below (or a dress). */
export function isDressed(outfit: readonly OutfitItem[]): { upper: boolean; lower: boolean } {
  const dress = outfit.some((i) => i.garment === 'dress');
  return {
    upper: dress || outfit.some((i) => UPPER.includes(i.garment)),
    lower: dress || outfit.some((i) => LOWER.includes(i.garment)),
  };
}
