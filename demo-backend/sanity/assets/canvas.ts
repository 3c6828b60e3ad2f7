// What the emulator's image drawings share (svg.ts for motifs, scenes.ts for named subjects): the
// canvas they draw on, number formatting, and the catalogue's model (../../pictures) placed in it.
import { drawModel, type Model } from '../../pictures/figure';
import { Pen } from '../../pictures/pen';
import type { OutfitItem } from '../../pictures/style';

/** [background, light, mid, dark, highlight] */
export type Palette = readonly [string, string, string, string, string];

export interface Canvas {
  w: number;
  h: number;
  /** The shorter side: figures scale with it so they fit any aspect ratio. */
  s: number;
  p: Palette;
  r: () => number;
}

export const n = (value: number) => Math.round(value * 10) / 10;

/**
 * A model wearing `outfit`, drawn `scale` times its size with its own point (600, anchorY) at
 * (x, y); `id` prefixes the fabric ids so two models in one picture keep their own.
 */
export function placeModel(id: string, who: Model, outfit: OutfitItem[], x: number, y: number, scale: number, anchorY: number): { defs: string; body: string } {
  const pen = new Pen();
  const { defs, body } = drawModel(pen, who, outfit, id);
  const transform = `translate(${n(x - 600 * scale)} ${n(y - anchorY * scale)}) scale(${n(scale * 1000) / 1000})`;
  return { defs, body: `<g transform="${transform}">${body}</g>` };
}

/** One model full length on a portrait or landscape canvas: where it stands and how large. */
export function standing({ w, h, s }: Canvas, at = 0.5): { x: number; ground: number; scale: number } {
  return { x: w * at, ground: h * 0.9, scale: Math.min(h * 0.8, s * 1.25) / 1330 };
}
