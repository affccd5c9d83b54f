// Round dishes cut in portions: pizzas, cakes, pies, puddings and omelettes, one slice served.
import { type Dish } from './illustration-dish.ts';
import { between, blobPath, f1, inDisc, mix, type Rng, shade, Svg } from './illustration-draw.ts';
import { garnish, piece, pieceSize } from './illustration-food.ts';

export function drawRound(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
  const disc = food * 0.92;
  const sweetTop = dish.items.find((i) => i.role === 'sweet' || (dish.sweet && i.shape === 'liquid'));
  const fruit = dish.items.filter((i) => i.role === 'fruit');
  const toppings = dish.items.filter(
    (i) => i.role !== 'garnish' && i.shape !== 'liquid' && i.role !== 'sweet' && i.shape !== 'noodle',
  );
  svg.add(`<circle cx="${f1(cx + 8)}" cy="${f1(cy + 10)}" r="${f1(disc)}" fill="#000" opacity="0.16"/>`);
  const style = dish.roundStyle;
  if (style === 'pizza') {
    svg.add(`<path d="${blobPath(r, cx, cy, disc, 14, 0.03)}" fill="${svg.lit('#d9a25a', 0.2)}"/>`);
    const sauce = dish.items.find((i) => i.shape === 'liquid')?.color ?? '#c7301f';
    svg.add(`<path d="${blobPath(r, cx, cy, disc * 0.86, 14, 0.04)}" fill="${sauce}"/>`);
    const cheese = dish.items.find((i) => /cheese|queijo|mozzarella|mussarela/.test(i.name))?.color ?? '#f6e7b8';
    for (let i = 0; i < 14; i++) {
      const [x, y] = inDisc(r, cx, cy, disc * 0.7);
      svg.add(
        `<path d="${blobPath(r, x, y, between(r, 40, 70), 8, 0.3)}" fill="${shade(cheese, between(r, -0.05, 0.08))}" opacity="0.95"/>`,
      );
    }
    for (const item of toppings.filter((i) => !/cheese|queijo|mozzarella|mussarela/.test(i.name)).slice(0, 3)) {
      for (let i = 0; i < 9; i++) {
        const [x, y] = inDisc(r, cx, cy, disc * 0.72);
        piece(svg, r, item.shape, item.color, x, y, pieceSize(item.shape));
      }
    }
    // slice cuts
    const turn = r() * Math.PI;
    for (let i = 0; i < 4; i++) {
      const a = turn + (i * Math.PI) / 4;
      svg.add(
        `<path d="M${f1(cx - Math.cos(a) * disc)} ${f1(cy - Math.sin(a) * disc)} L${f1(cx + Math.cos(a) * disc)} ${f1(cy + Math.sin(a) * disc)}" stroke="${shade('#d9a25a', -0.35)}" stroke-width="3" opacity="0.5"/>`,
      );
    }
    garnish(svg, r, dish, cx, cy, disc * 0.8);
    return;
  }
  if (style === 'omelette') {
    const egg = dish.items.find((i) => i.shape === 'egg')?.color ?? '#f6cf4f';
    svg.add(
      `<path d="${blobPath(r, cx, cy, disc * 0.9, 12, 0.08, 0.75)}" fill="${svg.lit(mix(egg, '#fff3c4', 0.35), 0.18)}"/>`,
    );
    for (let i = 0; i < 26; i++) {
      const [x, y] = inDisc(r, cx, cy, disc * 0.62);
      svg.add(
        `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(between(r, 6, 16))}" fill="${shade(egg, -0.2)}" opacity="0.3"/>`,
      );
    }
    for (const item of toppings.filter((i) => i.shape !== 'egg').slice(0, 3)) {
      for (let i = 0; i < 7; i++) {
        const [x, y] = inDisc(r, cx, cy, disc * 0.55);
        piece(svg, r, item.shape, item.color, x, y, pieceSize(item.shape) * 0.85);
      }
    }
    garnish(svg, r, dish, cx, cy, disc * 0.6);
    return;
  }
  // cake, pie or pudding: a top colour, a darker edge and a slice cut out showing the inside
  const crumb = dish.sweet
    ? dish.items.find((i) => i.role === 'sweet')?.color === '#4a2a1b'
      ? '#5a3423'
      : '#e7c38a'
    : '#d9a55e';
  let top: string;
  if (style === 'pudding') top = '#d08a3a';
  else if (style === 'pie') top = dish.sweet ? shade(fruit[0]?.color ?? crumb, -0.05) : '#d89a4c';
  else top = sweetTop?.color ?? fruit[0]?.color ?? crumb;
  const edge = shade(style === 'pie' ? '#c98a45' : crumb, -0.15);
  svg.add(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(disc)}" fill="${edge}"/>`);
  svg.add(
    `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(disc * (style === 'pie' ? 0.84 : 0.95))}" fill="${svg.lit(top, 0.2)}"/>`,
  );
  if (style === 'pie') {
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      svg.add(
        `<circle cx="${f1(cx + Math.cos(a) * disc * 0.92)}" cy="${f1(cy + Math.sin(a) * disc * 0.92)}" r="${f1(disc * 0.075)}" fill="${shade('#c98a45', (i % 2) * 0.08)}" stroke="${shade('#c98a45', -0.3)}" stroke-width="1.5"/>`,
      );
    }
    if (!dish.sweet) {
      for (const item of toppings.slice(0, 3)) {
        for (let i = 0; i < 7; i++) {
          const [x, y] = inDisc(r, cx, cy, disc * 0.6);
          piece(svg, r, item.shape, item.color, x, y, pieceSize(item.shape) * 0.85);
        }
      }
    } else {
      // lattice
      for (let i = -2; i <= 2; i++) {
        svg.add(
          `<rect x="${f1(cx + i * disc * 0.3 - 14)}" y="${f1(cy - disc * 0.8)}" width="28" height="${f1(disc * 1.6)}" rx="12" fill="#e2ad62" stroke="#a9722f" stroke-width="2" transform="rotate(45 ${f1(cx)} ${f1(cy)})"/>`,
        );
        svg.add(
          `<rect x="${f1(cx - disc * 0.8)}" y="${f1(cy + i * disc * 0.3 - 14)}" width="${f1(disc * 1.6)}" height="28" rx="12" fill="#e2ad62" stroke="#a9722f" stroke-width="2" transform="rotate(45 ${f1(cx)} ${f1(cy)})"/>`,
        );
      }
    }
  }
  if (style === 'pudding') {
    svg.add(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(disc * 0.28)}" fill="${shade(edge, -0.1)}"/>`);
    svg.add(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(disc * 0.2)}" fill="${svg.lit('#f1ede4', 0.1)}"/>`);
    for (let i = 0; i < 8; i++) {
      const a = r() * Math.PI * 2;
      svg.add(
        `<path d="M${f1(cx + Math.cos(a) * disc * 0.9)} ${f1(cy + Math.sin(a) * disc * 0.9)} q${f1(Math.cos(a) * 30)} ${f1(Math.sin(a) * 30 + 10)} ${f1(Math.cos(a) * 50)} ${f1(Math.sin(a) * 50)}" stroke="#b8651f" stroke-width="12" stroke-linecap="round" opacity="0.85"/>`,
      );
    }
  }
  if (style === 'cake') {
    // ring of fruit or drops of frosting
    const deco = fruit[0] ?? null;
    const ringN = 12;
    for (let i = 0; i < ringN; i++) {
      const a = (i / ringN) * Math.PI * 2;
      const x = cx + Math.cos(a) * disc * 0.78;
      const y = cy + Math.sin(a) * disc * 0.78;
      if (deco) piece(svg, r, deco.shape === 'cube' ? 'round' : deco.shape, deco.color, x, y, 40);
      else
        svg.add(
          `<circle cx="${f1(x)}" cy="${f1(y)}" r="16" fill="${svg.lit(shade(top, 0.25), 0.3)}" stroke="${shade(top, -0.2)}" stroke-width="1.5"/>`,
        );
    }
    // a slice taken: a wedge of plate and crumb
    const a0 = r() * Math.PI * 2;
    const a1 = a0 + 0.55;
    const p = (a: number, rr: number) => `${f1(cx + Math.cos(a) * rr)} ${f1(cy + Math.sin(a) * rr)}`;
    svg.add(
      `<path d="M${p(a0, 0)} L${p(a0, disc + 2)} A${f1(disc + 2)} ${f1(disc + 2)} 0 0 1 ${p(a1, disc + 2)} Z" fill="#000" opacity="0.18"/>`,
    );
    svg.add(
      `<path d="M${p(a0, 12)} L${p(a0, disc)} M${p(a1, disc)} L${p(a1, 12)}" stroke="${shade(crumb, 0.1)}" stroke-width="14" stroke-linecap="round"/>`,
    );
    for (let i = 0; i < 40; i++) {
      const [x, y] = inDisc(r, cx, cy, disc * 0.9);
      svg.add(
        `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(between(r, 1.5, 3.5))}" fill="${shade(top, 0.4)}" opacity="0.5"/>`,
      );
    }
  }
  garnish(svg, r, dish, cx, cy, disc * 0.7);
}
