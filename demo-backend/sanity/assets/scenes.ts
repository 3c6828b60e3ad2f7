// Pictures of one subject each, for images whose alt text says what they show (the journal's
// covers): a woman in a camel coat before an ochre wall, spools of thread beside scissors, a
// flax field. Each is drawn from the scene's name alone (asset-ids.ts puts its index in the
// asset id), in the colours its alt text names, so no two covers are the same picture.
import type { ImageScene } from './asset-ids';
import { n, placeModel, standing, type Canvas } from './canvas';
import { modelFor } from '../../pictures/figure';
import type { OutfitItem } from '../../pictures/style';

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** A wall of `wall` and a floor of `floor` from `at` of the height down. */
function room({ w, h }: Canvas, wall: string, floor: string, at = 0.86): string {
  return rect(0, 0, w, h, wall) + rect(0, h * at, w, h * (1 - at), floor);
}

/** A wooden table top from `at` of the height down, with the grain in a few lines. */
function table({ w, h, s }: Canvas, wood: string, grain: string, at = 0.66): string {
  const lines = [0.2, 0.45, 0.7].map((t) => path(`M0 ${n(h * at + (h * (1 - at)) * t)}C${n(w * 0.3)} ${n(h * at + (h * (1 - at)) * t - s * 0.01)} ${n(w * 0.6)} ${n(h * at + (h * (1 - at)) * t + s * 0.012)} ${w} ${n(h * at + (h * (1 - at)) * t)}`, 'none', ` stroke="${grain}" stroke-width="${n(s * 0.004 + 1)}" opacity=".5"`)).join('');
  return rect(0, h * at, w, h * (1 - at), wood) + lines;
}

/** One model in `outfit`, full length, `at` across the picture. */
function dressed(c: Canvas, female: boolean, outfit: OutfitItem[], at = 0.5): string {
  const { x, ground, scale } = standing(c, at);
  const who = placeModel('a', modelFor(female, c.r), outfit, x, ground, scale, 1430);
  return `<defs>${who.defs}</defs>` + `<ellipse cx="${n(x + c.s * 0.02)}" cy="${n(ground)}" rx="${n(c.s * 0.2)}" ry="${n(c.s * 0.02)}" fill="#000" opacity=".12"/>` + who.body;
}

const boots: OutfitItem = { garment: 'boot', hex: '2a211c', pattern: 'leather', cut: 'chelsea' };

const SCENES: Record<ImageScene, (c: Canvas) => string> = {
  'camel-coat': (c) => room(c, '#d9a441', '#b88a3a') +
    dressed(c, true, [
      { garment: 'coat', hex: 'c19a6b', pattern: 'plain', cut: 'long' },
      { garment: 'knit', hex: 'f1ebdf', pattern: 'rib', cut: 'roll' },
      { garment: 'trousers', hex: '3c3f44', pattern: 'plain', cut: 'wide' }, boots,
    ], 0.55),

  'navy-suit': (c) => room(c, '#e3e1dc', '#c9c4bb') + rect(c.w * 0.12, c.h * 0.1, c.w * 0.22, c.h * 0.62, '#f4f1ea', ' opacity=".8"') +
    dressed(c, false, [
      { garment: 'blazer', hex: '1f2f4f', pattern: 'twill', cut: 'blazer' },
      { garment: 'shirt', hex: 'a9c6e8', pattern: 'plain', cut: 'shirt' },
      { garment: 'trousers', hex: '1f2f4f', pattern: 'twill', cut: 'straight' },
      { garment: 'loafer', hex: '1f1f1f', pattern: 'leather', cut: 'derby' },
    ], 0.6),

  'sage-dress': (c) => {
    // A sunny terrace: a white wall, terracotta tiles and a potted plant.
    const { w, h, s } = c;
    const tiles = Array.from({ length: 9 }, (_, i) => path(`M${n(w * 0.5)} ${n(h * 0.8)}L${n(w * (i / 8) * 1.6 - w * 0.3)} ${h}`, 'none', ` stroke="#a9593b" stroke-width="${n(s * 0.004 + 1)}" opacity=".4"`)).join('');
    return room(c, '#f6efe2', '#c8734f', 0.8) + tiles + circle(w * 0.82, h * 0.18, s * 0.09, '#fbe7a1', ' opacity=".9"') +
      path(`M${n(w * 0.2)} ${n(h * 0.8)}l${n(-s * 0.06)} ${n(-s * 0.16)}h${n(s * 0.2)}l${n(-s * 0.06)} ${n(s * 0.16)}Z`, '#b86f4c') +
      [[-0.1, -0.42], [0.02, -0.48], [0.12, -0.38]].map(([dx, dy]) => path(`M${n(w * 0.2 + s * 0.04)} ${n(h * 0.64)}q${n(s * dx!)} ${n(s * dy! * 0.5)} ${n(s * dx! * 1.6)} ${n(s * dy!)}`, 'none', ` stroke="#5d7a4e" stroke-width="${n(s * 0.03)}" stroke-linecap="round"`)).join('') +
      dressed(c, true, [
        { garment: 'dress', hex: '9caf88', pattern: 'satin', cut: 'midi' },
        { garment: 'sandal', hex: 'c19a6b', pattern: 'leather', cut: 'strap' },
      ], 0.58);
  },

  'grey-wool-coat': (c) => {
    // A quiet canal: brick fronts, the quay and the water with the light on it.
    const { w, h, s } = c;
    const houses = [0.02, 0.2, 0.38, 0.62, 0.8].map((x, i) => {
      const top = h * (0.12 + (i % 2) * 0.06);
      return rect(w * x, top, w * 0.17, h * 0.5 - top, ['#8c4a3a', '#6f3b30', '#9a5a45'][i % 3]!) +
        [0.25, 0.6].map((wx) => rect(w * (x + 0.17 * wx - 0.02), top + h * 0.08, w * 0.04, h * 0.09, '#e9e2d0', ' opacity=".8"')).join('');
    }).join('');
    const ripples = [0.62, 0.7, 0.8, 0.9].map((y) => path(`M${n(w * 0.05)} ${n(h * y)}h${n(w * 0.3)}M${n(w * 0.55)} ${n(h * y + s * 0.01)}h${n(w * 0.35)}`, 'none', ` stroke="#c9d3d8" stroke-width="${n(s * 0.004 + 1)}" opacity=".6"`)).join('');
    return rect(0, 0, w, h, '#dfe3e2') + houses + rect(0, h * 0.5, w, h * 0.06, '#6b6e70') + rect(0, h * 0.56, w, h * 0.44, '#5f7480') + ripples +
      dressed(c, false, [
        { garment: 'coat', hex: '8a8d91', pattern: 'twill', cut: 'long' },
        { garment: 'knit', hex: '1f1f1f', pattern: 'rib', cut: 'roll' },
        { garment: 'trousers', hex: '3c3f44', pattern: 'plain', cut: 'straight' }, boots,
      ], 0.5);
  },

  'burgundy-teddy': (c) => {
    // Grey concrete: the panels' seams and the holes of the formwork.
    const { w, h, s } = c;
    const seams = [0.33, 0.66].map((x) => rect(w * x, 0, s * 0.004 + 1, h, '#8f9193')).join('') + rect(0, h * 0.45, w, s * 0.004 + 1, '#8f9193');
    const holes = [0.16, 0.5, 0.84].flatMap((x) => [0.22, 0.68].map((y) => circle(w * x, h * y, s * 0.012, '#9a9c9e'))).join('');
    return rect(0, 0, w, h, '#b4b6b8') + seams + holes + rect(0, h * 0.88, w, h * 0.12, '#8f9193') +
      dressed(c, true, [
        { garment: 'coat', hex: '6d2330', pattern: 'rib', cut: 'coat' },
        { garment: 'knit', hex: 'f1ebdf', pattern: 'rib', cut: 'roll' },
        { garment: 'jeans', hex: '1f1f1f', pattern: 'denim', cut: 'straight' }, boots,
      ], 0.45);
  },

  'folded-knits': (c) => {
    // Stacks of folded jumpers in soft greys on a wooden shelf.
    const { w, h, s } = c;
    const greys = ['#c9c8c4', '#a9a8a4', '#dcdad5', '#8e8d8a', '#bdbcb7'];
    const stacks = [0.12, 0.42, 0.72].map((x, k) => Array.from({ length: 4 + (k % 2) }, (_, i) => {
      const y = h * 0.62 - (i + 1) * s * 0.085;
      const colour = greys[(i + k * 2) % greys.length]!;
      return rect(w * x + (i % 2) * s * 0.01, y, w * 0.2, s * 0.08, colour, ` rx="${n(s * 0.025)}"`) +
        path(`M${n(w * x + s * 0.02)} ${n(y + s * 0.04)}h${n(w * 0.2 - s * 0.04)}`, 'none', ` stroke="#fff" stroke-width="${n(s * 0.003 + 1)}" opacity=".35"`);
    }).join('')).join('');
    return rect(0, 0, w, h, '#ece8e1') + stacks + rect(0, h * 0.62, w, h * 0.05, '#a0734b') + rect(0, h * 0.67, w, h * 0.03, '#7b5238') +
      rect(w * 0.05, h * 0.7, s * 0.02, h * 0.3, '#7b5238') + rect(w * 0.95 - s * 0.02, h * 0.7, s * 0.02, h * 0.3, '#7b5238');
  },

  swatches: (c) => {
    // Three fabrics side by side, overlapping, with pinked edges: terracotta, sage, soft pink.
    const { w, h, s } = c;
    const pinked = (x: number, y: number, sw: number, sh: number) => {
      const teeth = 14;
      const top = Array.from({ length: teeth }, (_, i) => `L${n(x + (sw * (i + 0.5)) / teeth)} ${n(y - s * 0.012)}L${n(x + (sw * (i + 1)) / teeth)} ${n(y)}`).join('');
      return `M${n(x)} ${n(y)}${top}L${n(x + sw)} ${n(y + sh)}L${n(x)} ${n(y + sh)}Z`;
    };
    return rect(0, 0, w, h, '#f3efe8') +
      [['#b86f4c', 0.1, 0.2, -4], ['#9caf88', 0.36, 0.26, 3], ['#e7b3c0', 0.6, 0.18, -2]].map(([colour, x, y, turn]) =>
        `<g transform="rotate(${turn} ${n(w * (x as number) + w * 0.15)} ${n(h * 0.5)})">` +
        path(pinked(w * (x as number), h * (y as number), w * 0.3, h * 0.6), colour as string, ` stroke="#00000022" stroke-width="2"`) +
        path(pinked(w * (x as number), h * (y as number), w * 0.3, h * 0.6), 'url(#weave)', ' opacity=".25"') + '</g>').join('') +
      `<defs><pattern id="weave" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 6h12M6 0v12" stroke="#fff" stroke-width="2"/></pattern></defs>`;
  },

  'sewing-table': (c) => {
    const { w, h, s } = c;
    const mx = w * 0.22;
    const top = h * 0.66;
    // The machine: its arm, the head with the needle, the base and the hand wheel.
    const machine = path(`M${n(mx)} ${n(top)}v${n(-s * 0.08)}h${n(s * 0.06)}v${n(-s * 0.22)}q0 ${n(-s * 0.06)} ${n(s * 0.06)} ${n(-s * 0.06)}h${n(s * 0.36)}q${n(s * 0.06)} 0 ${n(s * 0.06)} ${n(s * 0.06)}v${n(s * 0.16)}h${n(-s * 0.08)}v${n(-s * 0.08)}h${n(-s * 0.34)}v${n(s * 0.22)}h${n(s * 0.3)}v${n(s * 0.08)}Z`, '#3c4660') +
      rect(mx - s * 0.03, top - s * 0.02, s * 0.62, s * 0.03, '#2a3145') +
      rect(mx + s * 0.42, top - s * 0.14, s * 0.012, s * 0.1, '#c7c9cc') +
      circle(mx + s * 0.54, top - s * 0.26, s * 0.05, '#2a3145') + circle(mx + s * 0.54, top - s * 0.26, s * 0.02, '#c7c9cc') +
      path(`M${n(mx + s * 0.14)} ${n(top - s * 0.28)}h${n(s * 0.16)}`, 'none', ` stroke="#e8c547" stroke-width="${n(s * 0.01)}"`);
    // Tailor's chalk: a flat triangle; the tape measure: a yellow ribbon with marks, half rolled.
    const chalk = path(`M${n(w * 0.66)} ${n(top + s * 0.06)}l${n(s * 0.12)} ${n(-s * 0.02)}l${n(-s * 0.05)} ${n(s * 0.08)}Z`, '#e9e2d0', ' stroke="#c9c0ae" stroke-width="2"');
    const tape = circle(w * 0.82, top + s * 0.12, s * 0.07, '#e8c547') + circle(w * 0.82, top + s * 0.12, s * 0.035, '#d2b13c') +
      path(`M${n(w * 0.82 - s * 0.07)} ${n(top + s * 0.12)}C${n(w * 0.6)} ${n(top + s * 0.22)} ${n(w * 0.5)} ${n(top + s * 0.14)} ${n(w * 0.36)} ${n(top + s * 0.24)}`, 'none', ` stroke="#e8c547" stroke-width="${n(s * 0.03)}"`) +
      path(`M${n(w * 0.82 - s * 0.07)} ${n(top + s * 0.12)}C${n(w * 0.6)} ${n(top + s * 0.22)} ${n(w * 0.5)} ${n(top + s * 0.14)} ${n(w * 0.36)} ${n(top + s * 0.24)}`, 'none', ` stroke="#5e3324" stroke-width="${n(s * 0.012)}" stroke-dasharray="2 ${n(s * 0.015)}"`);
    return rect(0, 0, w, h, '#efe6da') + table(c, '#b08d6e', '#6e5442') + machine + chalk + tape;
  },

  'thread-spools': (c) => {
    const { w, h, s } = c;
    const top = h * 0.68;
    const spool = (x: number, colour: string, tall: number) => {
      const sh = s * tall;
      return rect(x - s * 0.05, top - sh, s * 0.1, s * 0.02, '#d8c3a5') + rect(x - s * 0.042, top - sh + s * 0.02, s * 0.084, sh - s * 0.04, colour) +
        [0.3, 0.55, 0.8].map((t) => path(`M${n(x - s * 0.042)} ${n(top - sh + sh * t)}h${n(s * 0.084)}`, 'none', ` stroke="#fff" stroke-width="1.5" opacity=".25"`)).join('') +
        rect(x - s * 0.05, top - s * 0.02, s * 0.1, s * 0.02, '#d8c3a5');
    };
    // Scissors lying open: two blades and two round handles.
    const sx = w * 0.72;
    const scissors = path(`M${n(sx)} ${n(top + s * 0.1)}L${n(sx + s * 0.34)} ${n(top + s * 0.02)}L${n(sx + s * 0.02)} ${n(top + s * 0.13)}Z`, '#c7c9cc', ' stroke="#7d838a" stroke-width="2"') +
      path(`M${n(sx)} ${n(top + s * 0.13)}L${n(sx + s * 0.32)} ${n(top + s * 0.2)}L${n(sx + s * 0.01)} ${n(top + s * 0.1)}Z`, '#b7bcc2', ' stroke="#7d838a" stroke-width="2"') +
      [[-0.08, 0.06], [-0.08, 0.17]].map(([dx, dy]) => circle(sx + s * dx!, top + s * dy!, s * 0.045, 'none', ` stroke="#1f1f1f" stroke-width="${n(s * 0.016)}"`)).join('');
    return rect(0, 0, w, h, '#f2e3d6') + table(c, '#dfae8a', '#b86f4c', 0.68) +
      [[0.14, '#b86f4c', 0.2], [0.24, '#7b5238', 0.24], [0.34, '#c19a6b', 0.18], [0.44, '#8f8a52', 0.22], [0.54, '#5e3324', 0.2]]
        .map(([x, colour, tall]) => spool(w * (x as number), colour as string, tall as number)).join('') + scissors;
  },

  'care-labels': (c) => {
    // Hang tags and sewn-in labels on linen: each with its hole, string and a few printed lines.
    const { w, h, s } = c;
    const linen = `<defs><pattern id="linen" width="18" height="18" patternUnits="userSpaceOnUse"><rect width="18" height="18" fill="#e9e2d0"/><path d="M0 5h18M0 13h18" stroke="#d8cfb9" stroke-width="2"/><path d="M6 0v18" stroke="#f4efe3" stroke-width="1.5"/></pattern></defs>`;
    const tag = (x: number, y: number, turn: number, colour: string) => `<g transform="rotate(${turn} ${n(x)} ${n(y)})">` +
      path(`M${n(x)} ${n(y)}h${n(s * 0.2)}v${n(s * 0.3)}h${n(-s * 0.2)}v${n(-s * 0.24)}l${n(s * 0.03)} ${n(-s * 0.06)}Z`, colour, ' stroke="#00000022" stroke-width="2"') +
      circle(x + s * 0.05, y + s * 0.04, s * 0.012, '#e9e2d0') +
      [0.12, 0.16, 0.2, 0.24].map((t, i) => rect(x + s * 0.04, y + s * t, s * (i === 0 ? 0.12 : 0.09), s * 0.008, '#3f4d3a', ' opacity=".7"')).join('') +
      path(`M${n(x + s * 0.05)} ${n(y + s * 0.04)}q${n(-s * 0.1)} ${n(-s * 0.1)} ${n(-s * 0.18)} ${n(-s * 0.04)}`, 'none', ' stroke="#7b5238" stroke-width="3"') + '</g>';
    return linen + rect(0, 0, w, h, 'url(#linen)') +
      tag(w * 0.18, h * 0.3, -8, '#b9c6ad') + tag(w * 0.42, h * 0.22, 5, '#f4f6f0') + tag(w * 0.66, h * 0.34, -3, '#d9c7b0');
  },

  'flax-field': (c) => {
    // Flax in bloom: rows of green stems running to the horizon, dotted with small blue flowers.
    const { w, h, s, r } = c;
    const horizon = h * 0.46;
    const rows = Array.from({ length: 9 }, (_, i) => path(`M${n(w * 0.5)} ${n(horizon)}L${n(w * ((i - 1) / 6))} ${h}`, 'none', ` stroke="#6f8f4e" stroke-width="${n(s * 0.012)}" opacity=".55"`)).join('');
    const flowers = Array.from({ length: 90 }, () => {
      const y = horizon + (h - horizon) * r() ** 0.7;
      const size = s * 0.004 + ((y - horizon) / (h - horizon)) * s * 0.014;
      return circle(w * r(), y, size, r() < 0.85 ? '#7d9fd6' : '#a7bfe8');
    }).join('');
    return rect(0, 0, w, horizon, '#cfe3f4') + circle(w * 0.78, h * 0.16, s * 0.07, '#fdf6dc') +
      path(`M0 ${n(horizon)}Q${n(w * 0.3)} ${n(horizon - s * 0.03)} ${n(w * 0.6)} ${n(horizon)}T${w} ${n(horizon)}V${h}H0Z`, '#9bb877') + rows + flowers;
  },

  'dunes-sea': (c) => {
    // Warm evening at the coast: a low sun over the sea, the dunes with marram grass in front.
    const { w, h, s } = c;
    const horizon = h * 0.5;
    const dune = (y: number, amp: number, colour: string) =>
      path(`M0 ${n(y)}C${n(w * 0.25)} ${n(y - amp)} ${n(w * 0.45)} ${n(y + amp * 0.6)} ${n(w * 0.7)} ${n(y - amp * 0.4)}S${n(w * 0.95)} ${n(y - amp)} ${w} ${n(y)}V${h}H0Z`, colour);
    const grass = Array.from({ length: 14 }, (_, i) => path(`M${n(w * (0.05 + i * 0.065))} ${n(h * 0.86)}q${n(s * 0.01)} ${n(-s * 0.08)} ${n(s * 0.04)} ${n(-s * 0.12)}`, 'none', ` stroke="#7f9474" stroke-width="${n(s * 0.006 + 1)}"`)).join('');
    return rect(0, 0, w, horizon, '#f6c999') + circle(w * 0.66, horizon - s * 0.04, s * 0.09, '#f29e6a') +
      rect(0, horizon, w, h * 0.12, '#7d89a8') + path(`M${n(w * 0.56)} ${n(horizon + s * 0.02)}h${n(w * 0.2)}M${n(w * 0.6)} ${n(horizon + s * 0.05)}h${n(w * 0.12)}`, 'none', ` stroke="#f6c999" stroke-width="${n(s * 0.006 + 1)}"`) +
      dune(h * 0.66, s * 0.06, '#e6c79c') + dune(h * 0.8, s * 0.08, '#d9b27f') + grass;
  },

  'shop-interior': (c) => {
    // A light shop: white walls, a wooden floor, two racks with clothes on hangers, a tall mirror.
    const { w, h, s } = c;
    const rack = (x: number, colours: string[]) => rect(x, h * 0.3, w * 0.26, s * 0.012, '#a0734b') +
      rect(x, h * 0.3, s * 0.012, h * 0.52, '#a0734b') + rect(x + w * 0.26 - s * 0.012, h * 0.3, s * 0.012, h * 0.52, '#a0734b') +
      colours.map((colour, i) => {
        const gx = x + w * 0.03 + i * (w * 0.2 / colours.length);
        return path(`M${n(gx + s * 0.04)} ${n(h * 0.3)}l${n(-s * 0.04)} ${n(s * 0.04)}h${n(s * 0.08)}Z`, 'none', ' stroke="#6e5442" stroke-width="2"') +
          path(`M${n(gx)} ${n(h * 0.3 + s * 0.04)}h${n(s * 0.08)}l${n(s * 0.01)} ${n(s * 0.3)}h${n(-s * 0.1)}Z`, colour);
      }).join('');
    const mirror = rect(w * 0.44, h * 0.12, w * 0.12, h * 0.72, '#a0734b', ` rx="${n(s * 0.06)}"`) +
      rect(w * 0.45, h * 0.14, w * 0.1, h * 0.68, '#dfe7ec', ` rx="${n(s * 0.05)}"`) +
      path(`M${n(w * 0.47)} ${n(h * 0.3)}l${n(w * 0.05)} ${n(-h * 0.08)}M${n(w * 0.47)} ${n(h * 0.38)}l${n(w * 0.06)} ${n(-h * 0.09)}`, 'none', ' stroke="#fff" stroke-width="4" opacity=".8"');
    const boards = Array.from({ length: 8 }, (_, i) => path(`M${n(w * 0.5)} ${n(h * 0.84)}L${n(w * (i / 7) * 1.4 - w * 0.2)} ${h}`, 'none', ' stroke="#b08d6e" stroke-width="2" opacity=".6"')).join('');
    return room(c, '#f7f4ee', '#d9c3a0', 0.84) + boards + rack(w * 0.08, ['#c19a6b', '#f1ebdf', '#3c3f44', '#9caf88']) + mirror +
      rack(w * 0.66, ['#1f2f4f', '#e7b3c0', '#d8c3a5', '#7b5238']);
  },

  'wrapped-gifts': (c) => {
    // Presents in brown paper, tied with linen ribbon, on a wooden table.
    const { w, h, s } = c;
    const top = h * 0.7;
    const gift = (x: number, gw: number, gh: number, paper: string) =>
      rect(x, top - gh, gw, gh, paper, ' stroke="#00000018" stroke-width="2"') +
      rect(x + gw * 0.45, top - gh, gw * 0.1, gh, '#e9e2d0') + rect(x, top - gh * 0.55, gw, gh * 0.1, '#e9e2d0') +
      path(`M${n(x + gw * 0.5)} ${n(top - gh)}q${n(-s * 0.06)} ${n(-s * 0.06)} ${n(-s * 0.08)} 0q${n(s * 0.02)} ${n(s * 0.03)} ${n(s * 0.08)} 0q${n(s * 0.06)} ${n(-s * 0.06)} ${n(s * 0.08)} 0q${n(-s * 0.02)} ${n(s * 0.03)} ${n(-s * 0.08)} 0Z`, '#e9e2d0', ' stroke="#c9c0ae" stroke-width="2"');
    return rect(0, 0, w, h, '#f4e4df') + table(c, '#a0734b', '#6e5442', 0.7) +
      gift(w * 0.16, s * 0.34, s * 0.26, '#b08d6e') + gift(w * 0.42, s * 0.24, s * 0.4, '#c58b7c') + gift(w * 0.62, s * 0.4, s * 0.18, '#8f8a52');
  },
};

export function drawScene(scene: ImageScene, canvas: Canvas): string {
  return SCENES[scene](canvas);
}
