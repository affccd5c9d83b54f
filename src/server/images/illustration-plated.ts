// Dishes served loose on a plate or in a bowl: plated meals, soups and stews, pasta, salads.
import { type Dish, type Item } from './illustration-dish.ts';
import { between, blobPath, f1, inDisc, luminance, mix, type Rng, shade, Svg } from './illustration-draw.ts';
import { fallbackItems, garnish, heap, piece, pieceSize } from './illustration-food.ts';
import { type Shape } from './illustration-palette.ts';

export function drawPlate(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
  const items = dish.items.filter((i) => i.role !== 'garnish');
  const byRole = (role: string) => items.filter((i) => i.role === role);
  const groups: Item[] = [];
  for (const list of [
    byRole('base'),
    byRole('main'),
    byRole('sweet'),
    byRole('veg'),
    byRole('fruit'),
    byRole('liquid'),
  ]) {
    for (const it of list) if (groups.length < 4 && !groups.includes(it)) groups.push(it);
  }
  const chosen =
    groups.length > 0 ? groups.slice(0, Math.max(2, Math.min(4, groups.length))) : fallbackItems(r, dish.sweet);
  // a sauce under everything when the recipe has one
  const sauce = items.find((i) => i.role === 'liquid' || i.role === 'sweet');
  if (sauce && sauce.shape === 'liquid' && chosen.length > 1 && !chosen.includes(sauce)) {
    for (let i = 0; i < 3; i++) {
      const [x, y] = inDisc(r, cx, cy, food * 0.45);
      svg.add(
        `<path d="${blobPath(r, x, y, food * between(r, 0.25, 0.4), 9, 0.3)}" fill="${svg.lit(sauce.color, 0.18)}" opacity="0.85"/>`,
      );
    }
  }
  const n = chosen.length;
  const turn = r() * Math.PI * 2;
  const heapRadius = n === 1 ? food * 0.8 : n === 2 ? food * 0.58 : n === 3 ? food * 0.54 : food * 0.5;
  const dist = n === 1 ? 0 : food * (n === 2 ? 0.44 : 0.5);
  chosen.forEach((item, i) => {
    const a = turn + (i / n) * Math.PI * 2;
    heap(svg, r, item, cx + Math.cos(a) * dist, cy + Math.sin(a) * dist, heapRadius * between(r, 0.9, 1.05));
  });
}

export function drawBowl(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
  const liquids = dish.items.filter((i) => i.shape === 'liquid');
  const solids = dish.items.filter((i) => i.shape !== 'liquid' && i.role !== 'garnish');
  // Broth, milk and cream only tint a soup; curry, tomato, palm oil or chocolate colour it.
  const isPale = (i: Item) => luminance(i.color) > 0.8 || /broth|stock|caldo|bouillon/.test(i.name);
  const blend = (list: Item[]) => list.slice(1, 3).reduce((acc, l) => mix(acc, l.color, 0.4), list[0]!.color);
  const strong = liquids.filter((i) => !isPale(i));
  const pale = liquids.filter(isPale);
  const star =
    solids.find((i) => i.inTitle) ?? solids.find((i) => i.shape === 'bean') ?? solids.find((i) => i.role === 'veg');
  let liquid: string;
  if (strong.length > 0) {
    liquid = pale.length > 0 ? mix(blend(strong), blend(pale), 0.2 + 0.1 * Math.min(2, pale.length)) : blend(strong);
  } else if (star) {
    liquid = pale.length > 0 ? mix(star.color, blend(pale), 0.3) : shade(star.color, star.shape === 'bean' ? -0.1 : 0);
  } else if (pale.length > 0) {
    liquid = blend(pale);
  } else if (solids.length > 0) {
    liquid = mix(solids[0]!.color, '#d9a24c', 0.45);
  } else {
    liquid = dish.sweet ? '#6b3a22' : '#d9a24c';
  }
  const clip = svg.id('c');
  svg.def(`<clipPath id="${clip}"><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(food)}"/></clipPath>`);
  svg.add(`<g clip-path="url(#${clip})">`);
  svg.add(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(food)}" fill="${svg.lit(liquid, 0.16)}"/>`);
  // gentle ripples and oil drops
  for (let i = 0; i < 18; i++) {
    const [x, y] = inDisc(r, cx, cy, food * 0.9);
    svg.add(
      `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(between(r, 3, 11))}" fill="${shade(liquid, 0.25)}" opacity="0.35"/>`,
    );
  }
  // rice or bread is served beside a stew, not in it
  const inBowl = solids.filter((i) => i.role !== 'base' || solids.every((j) => j.role === 'base'));
  const floating = (
    inBowl.length > 0 ? inBowl : fallbackItems(r, dish.sweet).filter((i) => i.shape !== 'liquid')
  ).slice(0, 4);
  for (const item of floating) {
    const size = pieceSize(item.shape) * (item.shape === 'grain' || item.shape === 'bean' ? 1 : 0.9);
    const n = Math.round(
      ((item.shape === 'grain' || item.shape === 'bean' || item.shape === 'crumble' ? 60 : 11) * food) / 300,
    );
    // meat and chicken are chunks in a stew, not strips
    const shape = item.shape === 'strip' && item.role === 'main' ? 'cube' : item.shape;
    for (let i = 0; i < n; i++) {
      const [x, y] = inDisc(r, cx, cy, food * 0.85);
      piece(svg, r, shape, shade(item.color, between(r, -0.08, 0.06)), x, y, size * between(r, 0.8, 1.15));
    }
  }
  // a swirl of cream or coconut milk
  const cream = dish.items.find((i) => /cream|creme|nata|yogurt|iogurte|coconut milk|leite de coco|sour/.test(i.name));
  if (cream || r() < 0.25) {
    const c = cream?.color ?? '#f6eedf';
    const x = cx + between(r, -food * 0.2, food * 0.2);
    const y = cy + between(r, -food * 0.2, food * 0.2);
    svg.add(
      `<path d="M${f1(x - 60)} ${f1(y)} C${f1(x - 60)} ${f1(y - 55)} ${f1(x + 50)} ${f1(y - 55)} ${f1(x + 45)} ${f1(y)} C${f1(x + 40)} ${f1(y + 40)} ${f1(x - 25)} ${f1(y + 35)} ${f1(x - 20)} ${f1(y + 5)} C${f1(x - 15)} ${f1(y - 20)} ${f1(x + 18)} ${f1(y - 15)} ${f1(x + 12)} ${f1(y + 4)}" stroke="${c}" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.92"/>`,
    );
  }
  garnish(svg, r, dish, cx, cy, food);
  svg.add(`</g>`);
  // inner shadow at the bowl's edge
  const id = svg.id('edge');
  svg.def(
    `<radialGradient id="${id}"><stop offset="0.82" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`,
  );
  svg.add(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(food)}" fill="url(#${id})"/>`);
}

export function drawPasta(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
  const pasta = dish.items.find((i) => i.shape === 'noodle')?.color ?? '#f0cf82';
  const sauce = dish.items.find((i) => i.shape === 'liquid');
  const nest = food * 0.78;
  svg.add(`<path d="${blobPath(r, cx + 8, cy + 10, nest, 10, 0.1)}" fill="#000" opacity="0.14"/>`);
  svg.add(`<path d="${blobPath(r, cx, cy, nest, 10, 0.1)}" fill="${shade(pasta, -0.12)}"/>`);
  const strands: string[] = [];
  for (let i = 0; i < 160 && strands.length < 110; i++) {
    const [x, y] = inDisc(r, cx, cy, nest * 0.8);
    const a = r() * Math.PI * 2;
    const len = between(r, 90, 200);
    const bend = between(r, -70, 70);
    const x2 = x + Math.cos(a) * len;
    const y2 = y + Math.sin(a) * len;
    if (Math.hypot(x2 - cx, y2 - cy) > nest * 0.92) continue;
    const qx = (x + x2) / 2 + Math.cos(a + Math.PI / 2) * bend;
    const qy = (y + y2) / 2 + Math.sin(a + Math.PI / 2) * bend;
    strands.push(`M${f1(x)} ${f1(y)} Q${f1(qx)} ${f1(qy)} ${f1(x2)} ${f1(y2)}`);
  }
  for (const d of strands) {
    svg.add(`<path d="${d}" stroke="${shade(pasta, -0.25)}" stroke-width="15" stroke-linecap="round" fill="none"/>`);
    svg.add(
      `<path d="${d}" stroke="${shade(pasta, between(r, -0.02, 0.12))}" stroke-width="10" stroke-linecap="round" fill="none"/>`,
    );
    svg.add(
      `<path d="${d}" stroke="#fff" stroke-opacity="0.25" stroke-width="3" stroke-linecap="round" fill="none" transform="translate(-2 -2)"/>`,
    );
  }
  if (sauce) {
    const sx = cx + between(r, -20, 20);
    const sy = cy + between(r, -20, 20);
    svg.add(`<path d="${blobPath(r, sx + 5, sy + 7, nest * 0.42, 11, 0.3)}" fill="#000" opacity="0.15"/>`);
    svg.add(`<path d="${blobPath(r, sx, sy, nest * 0.42, 11, 0.3)}" fill="${svg.lit(sauce.color, 0.2)}"/>`);
    for (let i = 0; i < 16; i++) {
      const [x, y] = inDisc(r, sx, sy, nest * 0.32);
      piece(svg, r, 'cube', shade(sauce.color, between(r, -0.15, 0.1)), x, y, between(r, 12, 22));
    }
  }
  const toppings = dish.items
    .filter((i) => i.shape !== 'noodle' && i.shape !== 'liquid' && i.role !== 'garnish')
    .slice(0, 3);
  for (const item of toppings) {
    const n = item.shape === 'grain' || item.shape === 'crumble' || item.shape === 'bean' ? 28 : 7;
    for (let i = 0; i < n; i++) {
      const [x, y] = inDisc(r, cx, cy, nest * 0.6);
      piece(svg, r, item.shape, item.color, x, y, pieceSize(item.shape) * 0.9);
    }
  }
  garnish(svg, r, dish, cx, cy, nest * 0.8);
}

export function drawSalad(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
  const leaves = dish.items.filter((i) => i.shape === 'leaf' || i.shape === 'shred');
  const greens =
    leaves.length > 0 ? leaves : [{ name: 'lettuce', color: '#8cc152', shape: 'leaf' as Shape, role: 'veg' as const }];
  for (let i = 0; i < 70; i++) {
    const g = greens[i % greens.length]!;
    const [x, y] = inDisc(r, cx, cy, food * 0.9);
    piece(
      svg,
      r,
      g.shape,
      shade(g.color, between(r, -0.12, 0.12)),
      x,
      y,
      (g.shape === 'leaf' ? 52 : 44) * between(r, 0.8, 1.2),
    );
  }
  const others = dish.items
    .filter((i) => !greens.includes(i) && i.role !== 'garnish' && i.shape !== 'liquid')
    .slice(0, 4);
  for (const item of others) {
    const n = item.shape === 'grain' || item.shape === 'crumble' || item.shape === 'bean' ? 30 : 9;
    for (let i = 0; i < n; i++) {
      const [x, y] = inDisc(r, cx, cy, food * 0.75);
      piece(svg, r, item.shape, item.color, x, y, pieceSize(item.shape));
    }
  }
  garnish(svg, r, dish, cx, cy, food);
}
