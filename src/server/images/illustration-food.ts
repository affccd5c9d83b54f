// Food on the vessel: single pieces, heaps of one ingredient, garnish and fallback ingredients.
import { type Dish, type Item } from './illustration-dish.ts';
import { between, blobPath, f1, inDisc, pick, type Rng, shade, Svg } from './illustration-draw.ts';
import { type Shape } from './illustration-palette.ts';

/** One piece of food of the given shape, centred at (x, y). */
export function piece(
  svg: Svg,
  r: Rng,
  shape: Shape,
  color: string,
  x: number,
  y: number,
  size: number,
  shadow = 0,
): void {
  const rot = f1(r() * 360);
  if (shadow > 0) {
    // a flat silhouette: same outline, no detail
    svg.add(`<g opacity="${shadow}">`);
    flatPiece(svg, shape, color, x, y, size, rot);
    svg.add('</g>');
    return;
  }
  const dark = shade(color, -0.28);
  const light = shade(color, 0.35);
  const at = `transform="translate(${f1(x)} ${f1(y)}) rotate(${rot})"`;
  switch (shape) {
    case 'grain':
      svg.add(
        `<ellipse ${at} rx="${f1(size * 0.42)}" ry="${f1(size * 0.19)}" fill="${color}" stroke="${dark}" stroke-width="1" stroke-opacity="0.5"/>`,
      );
      return;
    case 'bean':
      svg.add(
        `<g ${at}><ellipse rx="${f1(size * 0.5)}" ry="${f1(size * 0.32)}" fill="${color}" stroke="${dark}" stroke-width="1.5"/><ellipse cx="${f1(-size * 0.15)}" cy="${f1(-size * 0.1)}" rx="${f1(size * 0.18)}" ry="${f1(size * 0.08)}" fill="${light}" opacity="0.6"/></g>`,
      );
      return;
    case 'cube':
      svg.add(
        `<g ${at}><rect x="${f1(-size / 2)}" y="${f1(-size * 0.42)}" width="${f1(size)}" height="${f1(size * 0.84)}" rx="${f1(size * 0.2)}" fill="${color}" stroke="${dark}" stroke-width="2"/><rect x="${f1(-size * 0.36)}" y="${f1(-size * 0.3)}" width="${f1(size * 0.4)}" height="${f1(size * 0.22)}" rx="${f1(size * 0.1)}" fill="${light}" opacity="0.55"/></g>`,
      );
      return;
    case 'round':
      svg.add(
        `<g ${at}><circle r="${f1(size * 0.42)}" fill="${color}" stroke="${dark}" stroke-width="1.5"/><circle cx="${f1(-size * 0.14)}" cy="${f1(-size * 0.14)}" r="${f1(size * 0.12)}" fill="#fff" opacity="0.45"/></g>`,
      );
      return;
    case 'slice':
      svg.add(
        `<g ${at}><circle r="${f1(size * 0.5)}" fill="${color}" stroke="${dark}" stroke-width="2.5"/><circle r="${f1(size * 0.33)}" fill="${light}" opacity="0.5"/><circle r="${f1(size * 0.1)}" fill="${dark}" opacity="0.35"/></g>`,
      );
      return;
    case 'leaf':
      svg.add(
        `<g ${at}><path d="M${f1(-size)} 0 Q${f1(-size * 0.1)} ${f1(-size * 0.62)} ${f1(size)} 0 Q${f1(-size * 0.1)} ${f1(size * 0.62)} ${f1(-size)} 0Z" fill="${color}" stroke="${dark}" stroke-width="1.5"/><path d="M${f1(-size * 0.9)} 0 Q0 ${f1(-size * 0.05)} ${f1(size * 0.8)} 0" stroke="${light}" stroke-width="1.6" fill="none" opacity="0.8"/></g>`,
      );
      return;
    case 'shred':
      svg.add(
        `<path ${at} d="M${f1(-size * 0.8)} 0 Q0 ${f1(-size * 0.5)} ${f1(size * 0.8)} ${f1(size * 0.1)}" stroke="${color}" stroke-width="${f1(size * 0.22)}" stroke-linecap="round" fill="none"/>`,
      );
      return;
    case 'strip':
      svg.add(
        `<g ${at}><rect x="${f1(-size * 0.85)}" y="${f1(-size * 0.24)}" width="${f1(size * 1.7)}" height="${f1(size * 0.48)}" rx="${f1(size * 0.22)}" fill="${color}" stroke="${dark}" stroke-width="1.5"/><path d="M${f1(-size * 0.4)} ${f1(-size * 0.2)}L${f1(-size * 0.2)} ${f1(size * 0.2)}M${f1(size * 0.15)} ${f1(-size * 0.2)}L${f1(size * 0.35)} ${f1(size * 0.2)}" stroke="${dark}" stroke-width="${f1(size * 0.08)}" opacity="0.45"/></g>`,
      );
      return;
    case 'floret': {
      const parts: string[] = [
        `<path d="M0 0 L${f1(size * 0.12)} ${f1(size * 0.7)}" stroke="${light}" stroke-width="${f1(size * 0.22)}" stroke-linecap="round"/>`,
      ];
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        parts.push(
          `<circle cx="${f1(Math.cos(a) * size * 0.26)}" cy="${f1(Math.sin(a) * size * 0.22 - size * 0.1)}" r="${f1(size * 0.24)}" fill="${shade(color, (i % 3) * 0.06 - 0.06)}" stroke="${dark}" stroke-width="1"/>`,
        );
      }
      svg.add(`<g ${at}>${parts.join('')}</g>`);
      return;
    }
    case 'shrimp':
      svg.add(
        `<g ${at}><path d="M${f1(-size * 0.55)} 0 A${f1(size * 0.55)} ${f1(size * 0.55)} 0 1 1 ${f1(size * 0.3)} ${f1(size * 0.45)}" stroke="${color}" stroke-width="${f1(size * 0.38)}" stroke-linecap="round" fill="none"/><path d="M${f1(-size * 0.55)} 0 A${f1(size * 0.55)} ${f1(size * 0.55)} 0 1 1 ${f1(size * 0.3)} ${f1(size * 0.45)}" stroke="${light}" stroke-width="${f1(size * 0.1)}" stroke-dasharray="${f1(size * 0.12)} ${f1(size * 0.16)}" fill="none" opacity="0.7"/><path d="M${f1(size * 0.3)} ${f1(size * 0.45)} l${f1(size * 0.25)} ${f1(size * 0.15)} l${f1(-size * 0.05)} ${f1(-size * 0.3)}Z" fill="${dark}"/></g>`,
      );
      return;
    case 'egg':
      svg.add(
        `<g transform="translate(${f1(x)} ${f1(y)})"><path d="${blobPath(r, 0, 0, size * 0.95, 8, 0.2)}" fill="#fbfaf5" stroke="#e3ddcf" stroke-width="2"/><circle cx="${f1(size * 0.08)}" cy="${f1(size * 0.05)}" r="${f1(size * 0.36)}" fill="${svg.lit(color, 0.3)}" stroke="${shade(color, -0.2)}" stroke-width="1.5"/></g>`,
      );
      return;
    case 'crumble':
      svg.add(
        `<rect ${at} x="${f1(-size * 0.3)}" y="${f1(-size * 0.07)}" width="${f1(size * 0.6)}" height="${f1(size * 0.14)}" rx="${f1(size * 0.06)}" fill="${color}" stroke="${dark}" stroke-width="0.8" stroke-opacity="0.6"/>`,
      );
      return;
    case 'herb':
      svg.add(
        `<path ${at} d="M0 ${f1(-size * 0.3)} L${f1(size * 0.26)} ${f1(-size * 0.05)} L${f1(size * 0.1)} ${f1(size * 0.3)} L${f1(-size * 0.25)} ${f1(size * 0.18)} L${f1(-size * 0.22)} ${f1(-size * 0.15)}Z" fill="${color}" stroke="${shade(color, -0.25)}" stroke-width="0.8"/>`,
      );
      return;
    case 'seed':
      svg.add(`<ellipse ${at} rx="${f1(size * 0.16)}" ry="${f1(size * 0.08)}" fill="${color}"/>`);
      return;
    case 'slab':
      svg.add(
        `<g ${at}><rect x="${f1(-size / 2)}" y="${f1(-size * 0.45)}" width="${f1(size)}" height="${f1(size * 0.9)}" rx="${f1(size * 0.16)}" fill="${shade(color, -0.3)}"/><rect x="${f1(-size * 0.43)}" y="${f1(-size * 0.38)}" width="${f1(size * 0.86)}" height="${f1(size * 0.76)}" rx="${f1(size * 0.12)}" fill="${shade(color, 0.25)}"/><rect x="${f1(-size * 0.43)}" y="${f1(-size * 0.38)}" width="${f1(size * 0.86)}" height="${f1(size * 0.76)}" rx="${f1(size * 0.12)}" fill="${color}" opacity="0.45"/></g>`,
      );
      return;
    case 'noodle':
    case 'liquid':
      svg.add(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(size * 0.3)}" fill="${color}"/>`);
      return;
    default: {
      const never: never = shape;
      return never;
    }
  }
}

/** The outline of a piece in one colour (its shadow). */
export function flatPiece(
  svg: Svg,
  shape: Shape,
  color: string,
  x: number,
  y: number,
  size: number,
  rot: string,
): void {
  const at = `transform="translate(${f1(x)} ${f1(y)}) rotate(${rot})"`;
  switch (shape) {
    case 'strip':
      svg.add(
        `<rect ${at} x="${f1(-size * 0.85)}" y="${f1(-size * 0.24)}" width="${f1(size * 1.7)}" height="${f1(size * 0.48)}" rx="${f1(size * 0.22)}" fill="${color}"/>`,
      );
      return;
    case 'leaf':
      svg.add(
        `<path ${at} d="M${f1(-size)} 0 Q${f1(-size * 0.1)} ${f1(-size * 0.62)} ${f1(size)} 0 Q${f1(-size * 0.1)} ${f1(size * 0.62)} ${f1(-size)} 0Z" fill="${color}"/>`,
      );
      return;
    case 'cube':
      svg.add(
        `<rect ${at} x="${f1(-size / 2)}" y="${f1(-size * 0.42)}" width="${f1(size)}" height="${f1(size * 0.84)}" rx="${f1(size * 0.2)}" fill="${color}"/>`,
      );
      return;
    case 'slab':
      svg.add(
        `<rect ${at} x="${f1(-size / 2)}" y="${f1(-size * 0.45)}" width="${f1(size)}" height="${f1(size * 0.9)}" rx="${f1(size * 0.16)}" fill="${color}"/>`,
      );
      return;
    case 'bean':
    case 'crumble':
    case 'egg':
    case 'floret':
    case 'grain':
    case 'herb':
    case 'liquid':
    case 'noodle':
    case 'round':
    case 'seed':
    case 'shred':
    case 'shrimp':
    case 'slice':
      svg.add(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(size * 0.45)}" fill="${color}"/>`);
  }
}

/** A heap of one ingredient: a lit mound for small bits, or a pile of shaded pieces. */
export function heap(svg: Svg, r: Rng, item: Item, cx: number, cy: number, radius: number): void {
  const mound =
    item.shape === 'grain' ||
    item.shape === 'crumble' ||
    item.shape === 'bean' ||
    item.shape === 'shred' ||
    item.shape === 'liquid';
  if (mound) {
    svg.add(`<path d="${blobPath(r, cx + 7, cy + 9, radius, 10, 0.14)}" fill="#000" opacity="0.16"/>`);
    const base =
      item.shape === 'bean'
        ? shade(item.color, -0.15)
        : item.shape === 'liquid'
          ? item.color
          : shade(item.color, -0.06);
    svg.add(`<path d="${blobPath(r, cx, cy, radius, 10, 0.14)}" fill="${svg.lit(base, 0.22)}"/>`);
  }
  if (item.shape === 'liquid') {
    for (let i = 0; i < 6; i++) {
      const [x, y] = inDisc(r, cx, cy, radius * 0.7);
      svg.add(
        `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(between(r, 4, 12))}" ry="${f1(between(r, 3, 7))}" fill="#fff" opacity="0.25"/>`,
      );
    }
    return;
  }
  const size = pieceSize(item.shape);
  const minimum = item.shape === 'egg' || item.shape === 'slab' ? 2 : 4;
  const n = Math.max(
    minimum,
    Math.min(260, Math.round(((radius * radius) / (size * size)) * pieceDensity(item.shape))),
  );
  const spots: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) spots.push(inDisc(r, cx, cy, radius * (mound ? 0.9 : 0.8)));
  // farther pieces first, so the pile reads as a heap lit from above
  spots.sort((a, b) => Math.hypot(b[0] - cx, b[1] - cy) - Math.hypot(a[0] - cx, a[1] - cy));
  for (const [x, y] of spots) {
    const k = between(r, 0.8, 1.2);
    if (!mound) piece(svg, r, item.shape, '#000000', x + 3, y + 5, size * k, 0.22);
    piece(svg, r, item.shape, shade(item.color, between(r, -0.07, 0.07)), x, y, size * k);
  }
}

export function pieceSize(shape: Shape): number {
  switch (shape) {
    case 'grain':
      return 20;
    case 'seed':
      return 18;
    case 'herb':
      return 16;
    case 'crumble':
      return 28;
    case 'bean':
      return 24;
    case 'round':
      return 44;
    case 'egg':
      return 118;
    case 'slab':
      return 170;
    case 'leaf':
      return 58;
    case 'floret':
      return 76;
    case 'shrimp':
      return 62;
    case 'strip':
      return 62;
    case 'slice':
      return 56;
    case 'cube':
      return 50;
    case 'shred':
      return 46;
    case 'noodle':
    case 'liquid':
      return 30;
    default: {
      const never: never = shape;
      return never;
    }
  }
}

export function pieceDensity(shape: Shape): number {
  if (shape === 'grain' || shape === 'crumble' || shape === 'bean') return 1.7;
  if (shape === 'egg' || shape === 'slab') return 0.5;
  return 1.5;
}

/** Herbs, seeds and such sprinkled over the food. */
export function garnish(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, radius: number): void {
  let garnishes = dish.items.filter((i) => i.role === 'garnish');
  if (garnishes.length === 0) {
    garnishes = dish.sweet
      ? [{ name: 'sugar', color: '#fbf8f2', shape: 'seed', role: 'garnish' }]
      : [{ name: 'parsley', color: '#3f8f3a', shape: 'herb', role: 'garnish' }];
    if (r() < 0.3) return;
  }
  for (const g of garnishes.slice(0, 3)) {
    if (g.shape === 'slice' || g.shape === 'leaf') {
      // a few big ones (lemon slices, basil leaves)
      const n = 2 + Math.floor(r() * 3);
      for (let i = 0; i < n; i++) {
        const [x, y] = inDisc(r, cx, cy, radius * 0.75);
        piece(svg, r, g.shape, g.color, x, y, g.shape === 'leaf' ? 30 : 46);
      }
      continue;
    }
    const n = g.shape === 'seed' ? 90 : g.shape === 'round' ? 14 : 45;
    for (let i = 0; i < n; i++) {
      const [x, y] = inDisc(r, cx, cy, radius * 0.85);
      piece(svg, r, g.shape, shade(g.color, between(r, -0.1, 0.1)), x, y, pieceSize(g.shape) * between(r, 0.7, 1.1));
    }
  }
}

export function fallbackItems(r: Rng, sweet: boolean): Item[] {
  const warm = sweet ? ['#6b3a22', '#f1d7a8', '#d7263d'] : ['#c98a45', '#7ab648', '#d93a2b', '#ebcd86', '#7b3a27'];
  const shapes: Shape[] = sweet ? ['liquid', 'crumble', 'round'] : ['cube', 'round', 'slice', 'strip'];
  return [0, 1, 2].map((i) => ({
    name: `food${i}`,
    color: shade(pick(r, warm), between(r, -0.1, 0.1)),
    shape: pick(r, shapes),
    role: i === 0 ? ('base' as const) : ('veg' as const),
  }));
}
