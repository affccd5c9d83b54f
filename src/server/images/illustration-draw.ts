// Drawing primitives: seeded choices, colour mixing, blob paths and the SVG document builder.
import type { Rng } from '../../shared/random.ts';

/** The seeded generator every drawing function takes (src/shared/random.ts). */
export type { Rng };

export const ILLUSTRATION_SIZE = 1024;
export const S = ILLUSTRATION_SIZE;

// ---------------------------------------------------------------- randomness and colour helpers

export const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();
export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length) % list.length]!;
export const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

export function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes a towards b by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lighter (amount > 0) or darker (amount < 0). */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#1a1410', -amount);
}

export function luminance(color: string): number {
  const [r, g, b] = hexToRgb(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A smooth closed blob around (cx, cy) through `points` jittered radii (Catmull-Rom to Bézier). */
export function blobPath(
  r: Rng,
  cx: number,
  cy: number,
  radius: number,
  points = 9,
  jitter = 0.16,
  squash = 1,
): string {
  const pts: Array<[number, number]> = [];
  const turn = r() * Math.PI * 2;
  for (let i = 0; i < points; i++) {
    const a = turn + (i / points) * Math.PI * 2;
    const rr = radius * (1 - jitter + r() * jitter * 2);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * squash]);
  }
  let d = `M${f1(pts[0]![0])} ${f1(pts[0]![1])}`;
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % points]!;
    const p3 = pts[(i + 2) % points]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f1(c1[0]!)} ${f1(c1[1]!)} ${f1(c2[0]!)} ${f1(c2[1]!)} ${f1(p2[0])} ${f1(p2[1])}`;
  }
  return `${d}Z`;
}

/** A point spread evenly over a disc. */
export function inDisc(r: Rng, cx: number, cy: number, radius: number): [number, number] {
  const a = r() * Math.PI * 2;
  const d = Math.sqrt(r()) * radius;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

// ---------------------------------------------------------------- the SVG document

export class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }
  def(markup: string): void {
    this.defs.push(markup);
  }
  add(markup: string): void {
    this.body.push(markup);
  }
  /** A radial gradient lit from the upper left; returns its url(). */
  lit(color: string, strength = 0.22): string {
    const id = this.id('g');
    this.def(
      `<radialGradient id="${id}" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="${shade(color, strength)}"/><stop offset="0.65" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -strength)}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A soft round shadow (a radial gradient, cheaper than a blur filter). */
  softShadow(cx: number, cy: number, rx: number, ry: number, opacity: number): void {
    const id = this.id('sh');
    this.def(
      `<radialGradient id="${id}"><stop offset="0.55" stop-color="#000" stop-opacity="${opacity}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    );
    this.add(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="url(#${id})"/>`);
  }
  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}
