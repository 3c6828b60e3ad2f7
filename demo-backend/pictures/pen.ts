// Path building for the drawings: points are tracked, so a drawing knows its own bounds and can
// be framed (a packshot fills the picture, a detail zooms in on it).
export type P = [number, number];

const f = (v: number) => Math.round(v * 10) / 10;

export class Pen {
  minX = Infinity;
  minY = Infinity;
  maxX = -Infinity;
  maxY = -Infinity;

  track(points: readonly P[], margin = 0): void {
    for (const [x, y] of points) {
      this.minX = Math.min(this.minX, x - margin);
      this.maxX = Math.max(this.maxX, x + margin);
      this.minY = Math.min(this.minY, y - margin);
      this.maxY = Math.max(this.maxY, y + margin);
    }
  }

  /** A closed shape through `points`, rounded: each point is a control point, a point given twice is a corner. */
  smooth(points: readonly P[]): string {
    this.track(points);
    const mid = (a: P, b: P): P => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const n = points.length;
    const start = mid(points[n - 1]!, points[0]!);
    let d = `M${f(start[0])} ${f(start[1])}`;
    for (let i = 0; i < n; i++) {
      const c = points[i]!;
      const m = mid(c, points[(i + 1) % n]!);
      d += `Q${f(c[0])} ${f(c[1])} ${f(m[0])} ${f(m[1])}`;
    }
    return d + 'Z';
  }

  /** An open polyline (for strokes: limbs, sleeves, straps); `margin` is half the stroke width. */
  line(points: readonly P[], margin = 0): string {
    this.track(points, margin);
    return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`).join('');
  }

  /** The bounds as [x, y, width, height]. */
  box(): [number, number, number, number] {
    return [this.minX, this.minY, this.maxX - this.minX, this.maxY - this.minY];
  }
}

/** Points along a polyline from its start to `fraction` (0..1) of its length. */
export function along(points: readonly P[], fraction: number): P[] {
  const lengths = points.slice(1).map((p, i) => Math.hypot(p[0] - points[i]![0], p[1] - points[i]![1]));
  let left = lengths.reduce((s, l) => s + l, 0) * fraction;
  const out: P[] = [points[0]!];
  for (let i = 0; i < lengths.length && left > 0; i++) {
    const l = lengths[i]!;
    const a = points[i]!;
    const b = points[i + 1]!;
    const t = Math.min(1, left / l);
    out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    left -= l;
  }
  return out;
}

export const num = f;
