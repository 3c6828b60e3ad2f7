// Fabric fills: an SVG <pattern> per garment in its own colour (stripes, florals, checks, rib
// knit, denim twill, ...), plus the colour helpers the drawings share.
import type { Pattern } from './style';

export function shade(hex: string, amount: number): string {
  const n = parseInt(hex, 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return [16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('');
}

export function lightness(hex: string): number {
  const n = parseInt(hex, 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** A second colour that reads on the base: ecru on dark cloth, navy or rust on light cloth. */
export function contrast(hex: string, accent = 0): string {
  const light = lightness(hex) > 0.55;
  return light ? ['1f2f4f', 'b0472c', '4f6b45'][accent % 3]! : ['f1ebdf', 'e8c547', 'e7b3c0'][accent % 3]!;
}

/** The <pattern> element with id `id` for a fabric of colour `hex`. */
export function fabricPattern(id: string, hex: string, pattern: Pattern): string {
  const base = `#${hex}`;
  const dark = `#${shade(hex, -34)}`;
  const light = `#${shade(hex, 30)}`;
  const second = `#${contrast(hex)}`;
  const tile = (size: number, body: string, extra = '') =>
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${extra}><rect width="${size}" height="${size}" fill="${base}"/>${body}</pattern>`;
  switch (pattern) {
    case 'stripes':
      return tile(34, `<rect y="20" width="34" height="11" fill="${second}"/>`);
    case 'floral': {
      const flower = (x: number, y: number, r: number, colour: string) =>
        [0, 72, 144, 216, 288].map((a) => {
          const rad = (a * Math.PI) / 180;
          return `<circle cx="${(x + Math.cos(rad) * r).toFixed(1)}" cy="${(y + Math.sin(rad) * r).toFixed(1)}" r="${(r * 0.75).toFixed(1)}" fill="${colour}"/>`;
        }).join('') + `<circle cx="${x}" cy="${y}" r="${(r * 0.55).toFixed(1)}" fill="#${contrast(hex, 1)}"/>`;
      return tile(96, flower(24, 26, 8, second) + flower(70, 68, 6, `#${contrast(hex, 2)}`) +
        `<path d="M44 40q10-4 14 6M20 70q8 6 4 14M80 20q-8 2-8 10" stroke="${dark}" stroke-width="3" fill="none" stroke-linecap="round"/>`);
    }
    case 'dots':
      return tile(40, `<circle cx="10" cy="10" r="4" fill="${second}"/><circle cx="30" cy="28" r="3" fill="${light}"/>`);
    case 'check':
      return tile(64, `<rect x="0" width="26" height="64" fill="${dark}" opacity=".55"/><rect y="0" width="64" height="26" fill="${dark}" opacity=".55"/>` +
        `<path d="M45 0v64M0 45h64" stroke="${second}" stroke-width="2.5" opacity=".8"/>`);
    case 'rib':
      return tile(14, `<rect width="5" height="14" fill="${dark}" opacity=".5"/><rect x="7" width="2" height="14" fill="${light}" opacity=".5"/>`);
    case 'cable':
      return tile(56, `<rect width="4" height="56" fill="${dark}" opacity=".5"/><rect x="52" width="4" height="56" fill="${dark}" opacity=".5"/>` +
        `<path d="M14 0c14 14 14 14 28 28S14 42 14 56M42 0C28 14 28 14 14 28s28 14 28 28" stroke="${dark}" stroke-width="7" fill="none" opacity=".6"/>` +
        `<path d="M14 0c14 14 14 14 28 28M14 28c14 14 28 14 28 28" stroke="${light}" stroke-width="2" fill="none" opacity=".7"/>`);
    case 'denim':
      return tile(12, `<path d="M0 12L12 0M-3 3L3 -3M9 15L15 9" stroke="${light}" stroke-width="2.2" opacity=".55"/><path d="M6 12L12 6" stroke="${dark}" stroke-width="1.5" opacity=".5"/>`);
    case 'twill':
      return tile(20, `<path d="M0 20L20 0M-5 5L5 -5M15 25L25 15" stroke="${dark}" stroke-width="3" opacity=".35"/>`);
    case 'linen':
      return tile(48, `<path d="M0 9h48M0 27h30M10 40h38" stroke="${light}" stroke-width="2" opacity=".6"/><path d="M16 0v48M37 0v30" stroke="${dark}" stroke-width="1.5" opacity=".25"/>`);
    case 'pleats':
      return tile(30, `<rect width="9" height="30" fill="${dark}" opacity=".35"/><rect x="22" width="4" height="30" fill="${light}" opacity=".5"/>`);
    case 'quilted':
      return tile(70, `<path d="M0 68h70" stroke="${dark}" stroke-width="5" opacity=".6"/><path d="M0 16h70" stroke="${light}" stroke-width="10" opacity=".35"/>`);
    case 'tortoise':
      return tile(60, `<ellipse cx="15" cy="20" rx="12" ry="8" fill="${dark}"/><ellipse cx="44" cy="42" rx="10" ry="13" fill="#${shade(hex, -60)}"/><circle cx="48" cy="12" r="5" fill="#${shade(hex, 40)}"/>`);
    case 'woven':
      // A basket weave: strips over and under, as in a braided belt or a woven bag.
      return tile(36, `<rect x="2" y="2" width="14" height="14" rx="3" fill="${light}" opacity=".55"/><rect x="20" y="20" width="14" height="14" rx="3" fill="${light}" opacity=".55"/>` +
        `<path d="M2 9h14M27 20v14" stroke="${dark}" stroke-width="2" opacity=".45"/><path d="M20 2v14M2 27h14" stroke="${dark}" stroke-width="1.5" opacity=".3"/>`);
    case 'embroidery': {
      // Small flowers stitched in a contrasting thread: outlines, not printed areas.
      const thread = `#${contrast(hex, 1)}`;
      return tile(72, [[18, 20], [54, 56]].map(([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="7" fill="none" stroke="${thread}" stroke-width="2" stroke-dasharray="3 2"/>` +
        `<path d="M${x! - 11} ${y}h-6M${x! + 11} ${y}h6M${x} ${y! - 11}v-6M${x} ${y! + 11}v6" stroke="${second}" stroke-width="2" stroke-linecap="round"/>`).join(''));
    }
    case 'satin':
    case 'leather':
    case 'plain':
      return tile(40, `<path d="M0 40L40 0" stroke="${light}" stroke-width="1" opacity=".25"/>`);
  }
}

/**
 * The light on a garment: brighter towards the top left, a little shadow at the bottom right.
 * Satin and leather get a stronger sheen.
 */
export function lightGradient(id: string, glossy: boolean): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${glossy ? 0.35 : 0.16}"/>` +
    `<stop offset=".45" stop-color="#fff" stop-opacity="0"/>${glossy ? '<stop offset=".62" stop-color="#fff" stop-opacity=".18"/><stop offset=".75" stop-color="#fff" stop-opacity="0"/>' : ''}` +
    `<stop offset="1" stop-color="#000" stop-opacity="${glossy ? 0.28 : 0.2}"/></linearGradient>`;
}
