// Dishes cut or set out in portions: baking trays, snacks and pieces (round cakes and pizzas:
// illustration-round.ts).
import { type Dish } from './illustration-dish.ts';
import { between, blobPath, f1, inDisc, luminance, mix, pick, type Rng, shade, Svg } from './illustration-draw.ts';
import { garnish, piece } from './illustration-food.ts';

export { drawRound } from './illustration-round.ts';

/** A rectangular baking dish (lasagna, gratin, brownies) with one portion already served. */
export function drawTray(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number): void {
  const ceramic = pick(r, ['#f4f1ea', '#c9744f', '#2f4a6d', '#e8c6a0', '#a9b99a']);
  const w = 680;
  const h = 500;
  const rot = between(r, -6, 6);
  svg.softShadow(cx + 26, cy + 34, w * 0.62, h * 0.62, 0.5);
  const parts: string[] = [];
  const add = (m: string) => parts.push(m);
  add(`<rect x="${-w / 2 - 46}" y="-70" width="${w + 92}" height="140" rx="50" fill="${shade(ceramic, -0.08)}"/>`);
  add(`<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="70" fill="${svg.lit(ceramic, 0.14)}"/>`);
  const iw = w - 84;
  const ih = h - 84;
  const ix = -iw / 2;
  const iy = -ih / 2;
  add(
    `<rect x="${ix - 6}" y="${iy - 6}" width="${iw + 12}" height="${ih + 12}" rx="44" fill="${shade(ceramic, -0.22)}"/>`,
  );
  const sweetTop = dish.items
    .filter((i) => i.role === 'sweet')
    .map((i) => i.color)
    .sort((a, b) => luminance(a) - luminance(b))[0];
  const cheese = dish.items.find((i) => /cheese|queijo|mozzarella|mussarela|parmes/.test(i.name))?.color;
  const top = dish.sweet ? (sweetTop ?? fruitColor(dish) ?? '#c98a45') : mix(cheese ?? '#f0c45a', '#dc9a3c', 0.55);
  const sauce =
    dish.items.find((i) => i.shape === 'liquid' && !isPaleColor(i.color))?.color ??
    (dish.sweet ? shade(top, -0.2) : '#c7301f');
  add(`<rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" rx="38" fill="${sauce}"/>`);
  add(
    `<rect x="${ix + 12}" y="${iy + 12}" width="${iw - 24}" height="${ih - 24}" rx="30" fill="${svg.lit(top, 0.18)}"/>`,
  );
  // sauce bubbling up at the edges
  for (let i = 0; i < 14; i++) {
    const side = Math.floor(r() * 4);
    const t = r();
    const x = side < 2 ? ix + 20 + t * (iw - 40) : side === 2 ? ix + 18 : ix + iw - 18;
    const y = side === 0 ? iy + 18 : side === 1 ? iy + ih - 18 : iy + 20 + t * (ih - 40);
    add(`<path d="${blobPath(r, x, y, between(r, 12, 26), 7, 0.3)}" fill="${sauce}" opacity="0.9"/>`);
  }
  for (let i = 0; i < 40; i++) {
    const [x, y] = [between(r, ix + 30, ix + iw - 30), between(r, iy + 30, iy + ih - 30)];
    add(
      `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(between(r, 8, 26))}" ry="${f1(between(r, 6, 16))}" fill="${shade(top, dish.sweet ? 0.25 : -0.35)}" opacity="${f1(between(r, 0.25, 0.55))}"/>`,
    );
  }
  // the served portion: the dish's floor, and the layers seen from above along its cut edges
  const pw = iw * 0.3;
  const ph = ih * 0.42;
  const px = r() < 0.5 ? ix : ix + iw - pw;
  const py = r() < 0.5 ? iy : iy + ih - ph;
  add(
    `<rect x="${f1(px)}" y="${f1(py)}" width="${f1(pw)}" height="${f1(ph)}" rx="30" fill="${shade(ceramic, -0.3)}"/>`,
  );
  const layers = dish.sweet
    ? [shade(top, -0.15), '#f3e6c8', top]
    : ['#f1d79a', mix(sauce, '#6e3524', 0.5), '#f1d79a', sauce];
  const edgeX = px === ix ? px + pw : px;
  const edgeY = py === iy ? py + ph : py;
  layers.forEach((c, k) => {
    const off = (k - layers.length / 2) * 7;
    add(`<path d="M${f1(edgeX + off)} ${f1(py + 14)} V${f1(py + ph - 14)}" stroke="${c}" stroke-width="8"/>`);
    add(`<path d="M${f1(px + 14)} ${f1(edgeY + off)} H${f1(px + pw - 14)}" stroke="${c}" stroke-width="8"/>`);
  });
  svg.add(`<g transform="translate(${f1(cx)} ${f1(cy)}) rotate(${f1(rot)})">${parts.join('')}</g>`);
  garnish(svg, r, dish, cx, cy, Math.min(iw, ih) * 0.45);
}

export function isPaleColor(color: string): boolean {
  return luminance(color) > 0.8;
}

export function drawPieces(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
  const style = dish.piecesStyle;
  const sweetColor = dish.items
    .filter((i) => i.role === 'sweet')
    .map((i) => i.color)
    .sort((a, b) => luminance(a) - luminance(b))[0];
  const dough = style === 'ball' && sweetColor ? sweetColor : dish.sweet ? '#d9a05a' : '#d99a4e';
  const n = style === 'roll' ? 9 : 7;
  const spots: Array<[number, number]> = [];
  for (let tries = 0; spots.length < n && tries < 400; tries++) {
    const p = inDisc(r, cx, cy, food * 0.72);
    if (spots.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) > food * 0.42)) spots.push(p);
  }
  const fillings = dish.items.filter(
    (i) => (i.role === 'main' || i.role === 'veg' || i.role === 'fruit') && !/nori|seaweed|alga/.test(i.name),
  );
  const filling = fillings[0];
  for (const [x, y] of spots) {
    const size = food * between(r, 0.2, 0.24);
    svg.softShadow(x + 8, y + 12, size * 1.15, size * 1.1, 0.35);
    if (style === 'ball') {
      svg.add(
        `<path d="${blobPath(r, x, y, size, 9, 0.05)}" fill="${svg.lit(shade(dough, between(r, -0.05, 0.05)), 0.3)}"/>`,
      );
      if (!dish.sweet) {
        for (let i = 0; i < 9; i++) {
          const [sx, sy] = inDisc(r, x, y, size * 0.75);
          svg.add(
            `<path d="${blobPath(r, sx, sy, between(r, 3, 8), 6, 0.3)}" fill="${shade(dough, between(r, -0.25, 0.2))}" opacity="0.7"/>`,
          );
        }
      } else {
        for (let i = 0; i < 24; i++) {
          const [sx, sy] = inDisc(r, x, y, size * 0.9);
          piece(svg, r, 'seed', pick(r, ['#3b2418', '#f6eadf', '#e8b04a']), sx, sy, 22);
        }
      }
    } else if (style === 'halfmoon') {
      const rot = f1(r() * 360);
      svg.add(
        `<g transform="translate(${f1(x)} ${f1(y)}) rotate(${rot})"><path d="M${f1(-size * 1.1)} ${f1(size * 0.2)} A${f1(size * 1.1)} ${f1(size * 1.1)} 0 0 1 ${f1(size * 1.1)} ${f1(size * 0.2)} Z" fill="${svg.lit(dough, 0.25)}" stroke="${shade(dough, -0.3)}" stroke-width="2"/><path d="M${f1(-size)} ${f1(size * 0.2)} H${f1(size)}" stroke="${shade(dough, -0.3)}" stroke-width="6" stroke-dasharray="6 8"/></g>`,
      );
    } else if (style === 'cookie') {
      svg.add(
        `<path d="${blobPath(r, x, y, size, 9, 0.06)}" fill="${svg.lit('#d9a862', 0.2)}" stroke="#a9742f" stroke-width="2"/>`,
      );
      const chip = sweetColor ?? filling?.color ?? '#3b2418';
      for (let i = 0; i < 7; i++) {
        const [sx, sy] = inDisc(r, x, y, size * 0.7);
        svg.add(`<path d="${blobPath(r, sx, sy, size * 0.12, 5, 0.3)}" fill="${chip}"/>`);
      }
    } else if (style === 'cupcake') {
      const frosting = fruitColor(dish) ?? sweetColor ?? '#f4d7e0';
      svg.add(
        `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(size)}" fill="#c98a45" stroke="#8a5a2e" stroke-width="3" stroke-dasharray="5 7"/>`,
      );
      for (let k = 3; k >= 1; k--)
        svg.add(
          `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1((size * k) / 3.3)}" fill="${svg.lit(shade(frosting, (3 - k) * 0.08), 0.2)}"/>`,
        );
    } else {
      // sushi-like roll: dark wrap, white rice, filling
      svg.add(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(size)}" fill="#1f3324"/>`);
      svg.add(`<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(size * 0.86)}" fill="#f6f2e6"/>`);
      for (let i = 0; i < 22; i++) {
        const [sx, sy] = inDisc(r, x, y, size * 0.8);
        piece(svg, r, 'grain', '#f6f2e6', sx, sy, 16);
      }
      const inside = fillings.length > 0 ? fillings.slice(0, 3) : [{ color: '#f0875d' }];
      inside.forEach((f, k) => {
        const a = (k / inside.length) * Math.PI * 2 + r();
        const off = inside.length > 1 ? size * 0.17 : 0;
        svg.add(
          `<path d="${blobPath(r, x + Math.cos(a) * off, y + Math.sin(a) * off, size * (inside.length > 1 ? 0.22 : 0.34), 6, 0.2)}" fill="${f.color}"/>`,
        );
      });
    }
  }
  if (!dish.sweet) garnish(svg, r, dish, cx, cy, food * 0.9);
}

export function fruitColor(dish: Dish): string | undefined {
  return dish.items.find((i) => i.role === 'fruit')?.color;
}
