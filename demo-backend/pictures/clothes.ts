// Clothes drawn on a body (body.ts): the shape of each garment follows its cut and the pose, and
// is filled with its fabric. The same drawing without the body is the packshot ("ghost
// mannequin") of the product.
import type { Garment } from '../shopware/catalogue/images';
import type { Body } from './body';
import { shade } from './fabric';
import { along, num, type P, type Pen } from './pen';
import type { Style } from './style';

export interface Paint {
  hex: string;
  /** Fabric fill, e.g. `url(#f0)`. */
  fill: string;
  /** Light-and-shade overlay, e.g. `url(#l0)`. */
  light: string;
}

export interface Drawn {
  /** Torso, skirt or legs, with their details. */
  main: string;
  /** Sleeves, drawn over the arms. */
  sleeves: string;
}

export const UPPER: readonly Garment[] = ['top', 'shirt', 'knit', 'blazer', 'coat'];
export const LOWER: readonly Garment[] = ['trousers', 'jeans', 'skirt', 'shorts'];

function shape(d: string, paint: Paint): string {
  return `<path d="${d}" fill="${paint.fill}" stroke="#${shade(paint.hex, -45)}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="${paint.light}"/>`;
}

function stroke(d: string, paint: Paint, width: number, cap: 'round' | 'butt' = 'butt'): string {
  return `<path d="${d}" fill="none" stroke="#${shade(paint.hex, -45)}" stroke-width="${num(width + 5)}" stroke-linecap="${cap}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${paint.fill}" stroke-width="${num(width)}" stroke-linecap="${cap}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${paint.light}" stroke-width="${num(width)}" stroke-linecap="${cap}" stroke-linejoin="round"/>`;
}

function line(pen: Pen, points: P[], colour: string, width: number, opacity = 1): string {
  return `<path d="${pen.line(points)}" fill="none" stroke="#${colour}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;
}

function buttons(points: P[], hex: string, r = 6): string {
  return points.map(([x, y]) => `<circle cx="${num(x)}" cy="${num(y)}" r="${r}" fill="#${shade(hex, -55)}"/>`).join('');
}

/** The left half of a torso outline, top to bottom, mirrored by `torso`. */
function torso(pen: Pen, b: Body, o: { ease: number; hemY: number; neckOpen: number; dip: number; boxy?: boolean; flare?: number; shoulderIn?: number }): string {
  const { cx } = b;
  const w = (x: number) => x + o.ease;
  const side: P[] = [
    [cx - o.neckOpen, b.neckY - 6],
    [cx - b.shoulderW + (o.shoulderIn ?? 0) - o.ease * 0.4, b.shoulderY + 10], [cx - b.shoulderW + (o.shoulderIn ?? 0) - o.ease * 0.4, b.shoulderY + 10],
    [cx - w(b.chestW), b.shoulderY + 100],
    [cx - (o.boxy ? w(b.chestW) : w(b.waistW)), b.waistY],
  ];
  if (o.hemY > b.waistY + 60) side.push([cx - w(Math.max(b.hipW, o.boxy ? b.chestW : 0)) - (o.flare ?? 0) * 0.3, Math.min(o.hemY, b.hipY + 20)]);
  side.push([cx - w(Math.max(b.hipW, b.chestW * 0.9)) - (o.flare ?? 0), o.hemY], [cx - w(Math.max(b.hipW, b.chestW * 0.9)) - (o.flare ?? 0), o.hemY]);
  const right = side.map(([x, y]) => [2 * cx - x, y] as P).reverse();
  const hemMid: P = [cx, o.hemY + 8];
  const neckMid: P = [cx, b.neckY + o.dip];
  return pen.smooth([...side, hemMid, ...right, neckMid, neckMid]);
}

function sleevePair(pen: Pen, b: Body, paint: Paint, length: number, width: number, cuff?: string): string {
  return b.arms.map((arm) => {
    if (length <= 0) return '';
    // The sleeve starts a little down the arm: its rounded top then sits on the shoulder.
    const [s0, e0] = arm as [P, P];
    const top: P = [s0[0] + (e0[0] - s0[0]) * 0.08, s0[1] + (e0[1] - s0[1]) * 0.08];
    const pts = along([top, ...arm.slice(1, 3)], length);
    const d = pen.line(pts, width / 2);
    const end = pts[pts.length - 1]!;
    const prev = pts[pts.length - 2]!;
    const a = Math.atan2(end[1] - prev[1], end[0] - prev[0]);
    const back: P = [end[0] - Math.cos(a) * 18, end[1] - Math.sin(a) * 18];
    return stroke(d, paint, width, 'round') +
      (cuff ? `<path d="M${num(back[0])} ${num(back[1])}L${num(end[0])} ${num(end[1])}" stroke="#${cuff}" stroke-width="${num(width + 1)}" opacity=".55"/>` : '');
  }).join('');
}

function collar(pen: Pen, b: Body, paint: Paint, spread: number): string {
  const { cx } = b;
  const y = b.neckY;
  const l = pen.smooth([[cx - 4, y + 36], [cx - spread - 22, y - 12], [cx - spread - 22, y - 12], [cx - spread - 40, y + 26], [cx - 12, y + 58], [cx - 12, y + 58]]);
  const r = pen.smooth([[cx + 4, y + 36], [cx + spread + 22, y - 12], [cx + spread + 22, y - 12], [cx + spread + 40, y + 26], [cx + 12, y + 58], [cx + 12, y + 58]]);
  return shape(l, paint) + shape(r, paint);
}

function lapels(pen: Pen, b: Body, paint: Paint, depth: number): string {
  const { cx } = b;
  const dark = shade(paint.hex, -25);
  const side = (s: -1 | 1) => pen.smooth([
    [cx + s * (b.neckW + 8), b.neckY - 4], [cx + s * (b.neckW + 8), b.neckY - 4], [cx + s * (b.chestW * 0.72), b.chestY - 20],
    [cx + s * (b.chestW * 0.6), b.chestY + 10], [cx + s * 4, depth], [cx + s * 4, depth],
  ]);
  return `<path d="${side(-1)}" fill="#${dark}" opacity=".55"/><path d="${side(1)}" fill="#${dark}" opacity=".55"/>`;
}

/** One leg of trousers from the waist to its hem, widths at hip, knee and hem. */
function trouserLeg(pen: Pen, b: Body, leg: P[], s: -1 | 1, o: { ease: number; knee: number; hem: number; hemY: number }): P[] {
  const [, knee, ankle] = leg as [P, P, P];
  const t = (o.hemY - b.crotchY) / (ankle[1] - b.crotchY);
  const hemX = knee[0] + (ankle[0] - knee[0]) * Math.max(0, (o.hemY - b.kneeY) / (ankle[1] - b.kneeY));
  const thighX = b.cx + s * (b.hipW + o.ease);
  const lower: P[] = t < 0.55
    ? [[thighX + s * 6, o.hemY], [thighX + s * 6, o.hemY], [b.cx + s * 8, o.hemY], [b.cx + s * 8, o.hemY]]
    : [
      [knee[0] + s * o.knee, b.kneeY], [hemX + s * o.hem, o.hemY], [hemX + s * o.hem, o.hemY],
      [hemX - s * o.hem * 0.9, o.hemY], [hemX - s * o.hem * 0.9, o.hemY], [knee[0] - s * o.knee * 0.9, b.kneeY],
    ];
  return [[b.cx + s * (b.waistW + o.ease), b.waistY + 8], [b.cx + s * (b.waistW + o.ease), b.waistY + 8], [thighX, b.hipY], ...lower, [b.cx, b.crotchY + 12], [b.cx, b.crotchY + 12]];
}

function trousers(pen: Pen, b: Body, paint: Paint, o: { ease: number; knee: number; hem: number; hemY: number }, extras: (pts: P[][]) => string): string {
  const left = trouserLeg(pen, b, b.legs[0], -1, o);
  const right = trouserLeg(pen, b, b.legs[1], 1, o);
  // Left leg from the waist down and up its inside to the crotch, then the right leg back up.
  const rightBack = [...right].reverse();
  const outline = [...left.slice(0, -2), [b.cx, b.crotchY + 12] as P, [b.cx, b.crotchY + 12] as P, ...rightBack.slice(2)];
  return shape(pen.smooth(outline), paint) +
    `<path d="M${num(b.cx - b.waistW - o.ease)} ${num(b.waistY + 30)}H${num(b.cx + b.waistW + o.ease)}" stroke="#${shade(paint.hex, -40)}" stroke-width="2" opacity=".6"/>` +
    extras([left, right]);
}

/** Draws `garment` (cut and fabric in `style`) on `b`; `back` leaves out what only the front shows. */
export function drawGarment(pen: Pen, b: Body, garment: Garment, style: Style, paint: Paint, back: boolean): Drawn {
  const { cx } = b;
  const dark = shade(paint.hex, -50);
  const cut = style.cut;
  switch (garment) {
    case 'top': {
      const tank = cut === 'tank';
      const main = shape(torso(pen, b, { ease: cut === 'polo' ? 12 : 8, hemY: b.hipY + (cut === 'long' ? 20 : 6), neckOpen: tank ? 44 : 40, dip: back ? 10 : tank ? 70 : 36, shoulderIn: tank ? 56 : 0 }), paint) +
        (cut === 'polo' && !back ? collar(pen, b, paint, 24) + buttons([[cx, b.neckY + 70], [cx, b.neckY + 100]], paint.hex, 5) : '');
      return { main, sleeves: tank ? '' : sleevePair(pen, b, paint, cut === 'long' ? 0.98 : 0.3, b.armW + 14) };
    }
    case 'shirt': {
      if (cut === 'tunic') {
        // A tunic is pulled over the head: no collar and no placket down the front, a short slit
        // at the neck, a flared hem to mid-thigh and three-quarter sleeves. Drawn with a collar
        // and buttons all the way down it read as a long jacket (issue 50).
        const hemY = b.hipY + 170;
        const main = shape(torso(pen, b, { ease: 16, hemY, neckOpen: 38, dip: back ? 8 : 26, flare: 34 }), paint) +
          (back ? '' : line(pen, [[cx, b.neckY + 26], [cx, b.neckY + 120]], dark, 2.5, 0.6) +
            buttons([[cx + 7, b.neckY + 58], [cx + 7, b.neckY + 94]], paint.hex, 4) +
            line(pen, [[cx - b.hipW - 40, hemY - 70], [cx - b.hipW - 46, hemY]], dark, 2, 0.45) +
            line(pen, [[cx + b.hipW + 40, hemY - 70], [cx + b.hipW + 46, hemY]], dark, 2, 0.45));
        return { main, sleeves: sleevePair(pen, b, paint, 0.62, b.armW + 20) };
      }
      const hemY = b.hipY + 60;
      const main = shape(torso(pen, b, { ease: cut === 'overshirt' ? 22 : 14, hemY, neckOpen: 36, dip: back ? 8 : cut === 'blouse' ? 80 : 40, boxy: cut === 'overshirt' }), paint) +
        (cut === 'blouse' ? '' : collar(pen, b, paint, 26)) +
        (back ? '' : line(pen, [[cx, b.neckY + 50], [cx, hemY]], dark, 2, 0.5) +
          buttons(Array.from({ length: 5 }, (_, i) => [cx + 8, b.neckY + 80 + i * ((hemY - b.neckY - 120) / 4)] as P), paint.hex, 4.5)) +
        (cut === 'overshirt' && !back ? `<path d="${pen.smooth([[cx - 90, b.chestY - 30], [cx - 90, b.chestY - 30], [cx - 30, b.chestY - 30], [cx - 30, b.chestY - 30], [cx - 30, b.chestY + 40], [cx - 90, b.chestY + 40], [cx - 90, b.chestY + 40]])}" fill="none" stroke="#${dark}" stroke-width="2.5"/>` : '');
      return { main, sleeves: sleevePair(pen, b, paint, 0.96, b.armW + 14, shade(paint.hex, -20)) };
    }
    case 'knit': {
      const roll = cut === 'roll';
      const open = cut === 'cardigan';
      const hemY = b.hipY + 24;
      let main = shape(torso(pen, b, { ease: 18, hemY, neckOpen: roll ? 30 : 42, dip: back || roll ? 8 : open ? 150 : 34 }), paint);
      main += `<path d="M${num(cx - b.hipW - 26)} ${hemY - 10}H${num(cx + b.hipW + 26)}" stroke="#${shade(paint.hex, -30)}" stroke-width="22" opacity=".45"/>`;
      if (roll) main += shape(pen.smooth([[cx - 40, b.neckY - 66], [cx - 40, b.neckY - 66], [cx + 40, b.neckY - 66], [cx + 40, b.neckY - 66], [cx + 48, b.neckY + 14], [cx, b.neckY + 24], [cx - 48, b.neckY + 14]]), paint);
      if (open && !back) main += line(pen, [[cx, b.neckY + 150], [cx, hemY]], dark, 3, 0.6) + buttons([0, 1, 2, 3].map((i) => [cx, b.neckY + 180 + i * 70] as P), paint.hex, 6);
      if (cut === 'hoodie') {
        main = shape(pen.smooth([[cx - 70, b.neckY + 10], [cx - 80, b.neckY - 50], [cx, b.neckY - 80], [cx + 80, b.neckY - 50], [cx + 70, b.neckY + 10], [cx, b.neckY + 40]]), paint) + main;
        if (!back) main += shape(pen.smooth([[cx - 90, b.waistY + 40], [cx + 90, b.waistY + 40], [cx + 90, b.waistY + 40], [cx + 110, hemY - 24], [cx + 110, hemY - 24], [cx - 110, hemY - 24], [cx - 110, hemY - 24], [cx - 90, b.waistY + 40]]), paint) +
          line(pen, [[cx - 18, b.neckY + 30], [cx - 20, b.neckY + 110]], 'f1ebdf', 4) + line(pen, [[cx + 18, b.neckY + 30], [cx + 20, b.neckY + 110]], 'f1ebdf', 4);
      }
      return { main, sleeves: sleevePair(pen, b, paint, 1, b.armW + 18, shade(paint.hex, -30)) };
    }
    case 'blazer': {
      const gilet = cut === 'gilet';
      const big = cut === 'oversized';
      const hemY = b.hipY + (big ? 110 : 60);
      const depth = b.waistY - 10;
      let main = shape(torso(pen, b, { ease: big ? 32 : 16, hemY, neckOpen: 34, dip: back ? 6 : depth - b.neckY, boxy: big, shoulderIn: gilet ? 40 : 0 }), paint);
      if (!back) {
        main += lapels(pen, b, paint, depth) + line(pen, [[cx, depth], [cx + 6, hemY]], dark, 2, 0.6);
        main += cut === 'double' ? buttons([[cx - 28, depth + 30], [cx + 28, depth + 30], [cx - 28, depth + 90], [cx + 28, depth + 90]], paint.hex, 7) : buttons([[cx + 4, depth + 30]], paint.hex, 7);
        main += line(pen, [[cx - b.hipW - 6, b.hipY + 10], [cx - b.hipW + 70, b.hipY + 10]], dark, 3, 0.5) + line(pen, [[cx + b.hipW + 6, b.hipY + 10], [cx + b.hipW - 70, b.hipY + 10]], dark, 3, 0.5);
      }
      return { main, sleeves: gilet ? '' : sleevePair(pen, b, paint, 0.97, b.armW + 18) };
    }
    case 'coat': {
      const hemY = { coat: 1010, trench: 1090, puffer: 790, long: 1200, bomber: 740, parka: 930 }[cut] ?? 1010;
      const short = cut === 'puffer' || cut === 'bomber';
      const depth = short ? b.neckY + 20 : b.chestY + 60;
      let main = shape(torso(pen, b, { ease: cut === 'puffer' ? 40 : 26, hemY, neckOpen: short ? 40 : 36, dip: back ? 6 : depth - b.neckY, flare: short ? -10 : 34 }), paint);
      if (!back) {
        main += short ? line(pen, [[cx, b.neckY + 20], [cx, hemY]], 'c7c9cc', 4)
          : lapels(pen, b, paint, depth) + line(pen, [[cx + 10, depth], [cx + 14, hemY]], dark, 2.5, 0.6) +
            buttons(cut === 'trench' ? [[cx - 30, depth + 40], [cx + 40, depth + 40], [cx - 30, depth + 130], [cx + 40, depth + 130]] : [[cx + 30, depth + 40], [cx + 30, depth + 140], [cx + 30, depth + 240]], paint.hex, 8);
      }
      if (cut === 'trench') main += `<path d="M${num(cx - b.waistW - 34)} ${b.waistY}H${num(cx + b.waistW + 34)}" stroke="#${shade(paint.hex, -25)}" stroke-width="24"/>`;
      if (cut === 'bomber') main += `<path d="M${num(cx - b.hipW - 18)} ${hemY - 14}H${num(cx + b.hipW + 18)}" stroke="#${shade(paint.hex, -35)}" stroke-width="26"/>`;
      if (cut === 'parka' && !back) main += `<path d="M${cx - 120} ${b.waistY + 110}h80v90h-80zM${cx + 40} ${b.waistY + 110}h80v90h-80z" fill="none" stroke="#${dark}" stroke-width="3"/>`;
      return { main, sleeves: sleevePair(pen, b, paint, 1, b.armW + (cut === 'puffer' ? 36 : 22), short ? shade(paint.hex, -35) : undefined) };
    }
    case 'dress': {
      const hemY = { knee: 1020, maxi: 1370, midi: 1200, wrap: 1130, shirt: 1060 }[cut] ?? 1020;
      const flare = { knee: 46, maxi: 110, midi: 80, wrap: 64, shirt: 36 }[cut] ?? 46;
      const sleeveless = cut === 'maxi' || cut === 'knee';
      const dip = back ? 10 : cut === 'wrap' ? 130 : cut === 'shirt' ? 40 : 44;
      const { cx: c } = b;
      const side: P[] = [
        [c - (sleeveless ? 52 : 40), b.neckY - 6], [c - (sleeveless ? 70 : b.shoulderW), b.shoulderY + 10], [c - (sleeveless ? 70 : b.shoulderW), b.shoulderY + 10],
        [c - b.chestW - 6, b.shoulderY + 100], [c - b.waistW - 2, b.waistY], [c - b.waistW - 2, b.waistY],
        [c - b.hipW - 10 - flare * 0.2, b.hipY], [c - b.hipW - flare, hemY], [c - b.hipW - flare, hemY],
      ];
      const right = side.map(([x, y]) => [2 * c - x, y] as P).reverse();
      let main = shape(pen.smooth([...side, [c, hemY + 14], ...right, [c, b.neckY + dip], [c, b.neckY + dip]]), paint);
      if (cut === 'wrap' && !back) main += line(pen, [[c - 40, b.neckY + 10], [c + 30, b.waistY], [c + b.hipW * 0.6, hemY]], dark, 2.5, 0.6);
      if (cut === 'shirt') main += collar(pen, b, paint, 22) + (back ? '' : buttons([0, 1, 2, 3].map((i) => [c, b.neckY + 70 + i * 60] as P), paint.hex, 5)) +
        `<path d="M${num(c - b.waistW - 4)} ${b.waistY}H${num(c + b.waistW + 4)}" stroke="#${shade(paint.hex, -25)}" stroke-width="16"/>`;
      return { main, sleeves: sleeveless ? '' : sleevePair(pen, b, paint, cut === 'midi' ? 0.55 : cut === 'wrap' ? 0.94 : 0.3, b.armW + 14) };
    }
    case 'skirt': {
      const hemY = { aline: 960, pleated: 1180, midi: 1160, wrap: 1060 }[cut] ?? 960;
      const flare = { aline: 60, pleated: 90, midi: 56, wrap: 50 }[cut] ?? 60;
      const side: P[] = [[cx - b.waistW - 4, b.waistY - 4], [cx - b.waistW - 4, b.waistY - 4], [cx - b.hipW - 12, b.hipY], [cx - b.hipW - flare, hemY], [cx - b.hipW - flare, hemY]];
      const right = side.map(([x, y]) => [2 * cx - x, y] as P).reverse();
      let main = shape(pen.smooth([...side, [cx, hemY + 12], ...right]), paint) +
        `<path d="M${num(cx - b.waistW - 4)} ${b.waistY + 14}H${num(cx + b.waistW + 4)}" stroke="#${shade(paint.hex, -25)}" stroke-width="20" opacity=".6"/>`;
      if (cut === 'wrap' && !back) main += line(pen, [[cx + b.waistW - 10, b.waistY + 20], [cx + 40, hemY + 8]], dark, 2.5, 0.6);
      return { main, sleeves: '' };
    }
    case 'trousers':
    case 'jeans':
    case 'shorts': {
      const o = garment === 'shorts'
        ? { ease: 16, knee: 60, hem: 60, hemY: cut === 'swim' ? 880 : 930 }
        : {
          straight: { ease: 8, knee: 50, hem: 44, hemY: 1370 }, wide: { ease: 14, knee: 74, hem: 92, hemY: 1365 },
          cargo: { ease: 14, knee: 62, hem: 50, hemY: 1370 }, slim: { ease: 4, knee: 42, hem: 32, hemY: 1360 },
          flared: { ease: 4, knee: 42, hem: 84, hemY: 1370 }, mom: { ease: 16, knee: 54, hem: 38, hemY: 1330 },
        }[cut] ?? { ease: 8, knee: 50, hem: 44, hemY: 1370 };
      const stitch = garment === 'jeans' ? 'd9a441' : shade(paint.hex, -40);
      return {
        main: trousers(pen, b, paint, o, ([left, right]) => {
          if (back) return garment === 'jeans'
            ? `<path d="M${cx - 90} ${b.hipY - 30}h70l-6 80l-30 14l-30 -14z M${cx + 20} ${b.hipY - 30}h70l-4 80l-30 14l-30 -14z" fill="none" stroke="#${stitch}" stroke-width="3" stroke-dasharray="7 5"/>`
            : '';
          let extra = line(pen, [[cx, b.waistY + 12], [cx + 2, b.crotchY - 10]], stitch, 2.5, 0.7);
          extra += `<path d="M${num(cx - b.waistW + 4)} ${b.waistY + 12}q30 50 -10 ${b.hipY - b.waistY - 20}M${num(cx + b.waistW - 4)} ${b.waistY + 12}q-30 50 10 ${b.hipY - b.waistY - 20}" fill="none" stroke="#${stitch}" stroke-width="3" opacity=".7"${garment === 'jeans' ? ' stroke-dasharray="7 5"' : ''}/>`;
          // Cargo pockets sit on the outside of the thighs.
          if (cut === 'cargo') extra += `<path d="M${num(left![2]![0] + 12)} ${b.hipY + 150}h60v110h-60zM${num(right![2]![0] - 12)} ${b.hipY + 150}h-60v110h60z" fill="none" stroke="#${stitch}" stroke-width="3"/>`;
          if (cut === 'swim') extra += line(pen, [[cx - 10, b.waistY + 16], [cx - 20, b.waistY + 70]], 'f1ebdf', 4) + line(pen, [[cx + 10, b.waistY + 16], [cx + 20, b.waistY + 70]], 'f1ebdf', 4);
          return extra;
        }),
        sleeves: '',
      };
    }
    default:
      return { main: '', sleeves: '' };
  }
}
