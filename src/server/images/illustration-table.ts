// The table setting around the dish: tabletop, napkin and cutlery.
import { between, f1, mix, pick, type Rng, S, shade, Svg } from './illustration-draw.ts';

export const TABLES = ['wood', 'gingham', 'linen', 'slate', 'marble'] as const;
export const WOODS = ['#a8744a', '#8a5a36', '#c49a6c', '#6e4a33', '#b98b5e'];
export const CLOTHS = ['#c8372d', '#2f5d8a', '#3e7d4f', '#d9a531', '#7a4b8c'];
export const LINENS = ['#e9dfcc', '#d8cbb3', '#cfd8d3', '#e6d3c7'];
export const CROCKERY = ['#f7f5f0', '#f1eadb', '#dedbd4', '#c9744f', '#2f4a6d', '#a9b99a', '#3b3a38', '#e8c6a0'];
export const NAPKINS = ['#f3efe6', '#c8372d', '#2f5d8a', '#e5b64a', '#9cae8f', '#d98c74'];

export function drawTable(svg: Svg, r: Rng): string {
  const table = pick(r, TABLES);
  if (table === 'wood') {
    const base = pick(r, WOODS);
    const planks = 4 + Math.floor(r() * 3);
    const w = S / planks;
    for (let i = 0; i < planks; i++) {
      svg.add(
        `<rect x="${f1(i * w)}" y="0" width="${f1(w + 1)}" height="${S}" fill="${shade(base, between(r, -0.12, 0.12))}"/>`,
      );
      for (let k = 0; k < 7; k++) {
        const x = i * w + between(r, 8, w - 8);
        const amp = between(r, 3, 10);
        svg.add(
          `<path d="M${f1(x)} -10 Q${f1(x + amp)} ${f1(S * 0.3)} ${f1(x - amp / 2)} ${f1(S * 0.55)} T${f1(x + amp / 3)} ${S + 10}" stroke="${shade(base, -0.35)}" stroke-opacity="${f1(between(r, 0.12, 0.3))}" stroke-width="${f1(between(r, 1, 3))}" fill="none"/>`,
        );
      }
      svg.add(
        `<rect x="${f1(i * w - 1.5)}" y="0" width="3" height="${S}" fill="${shade(base, -0.5)}" opacity="0.55"/>`,
      );
    }
    return base;
  }
  if (table === 'gingham') {
    const color = pick(r, CLOTHS);
    const id = svg.id('p');
    const t = 64;
    svg.def(
      `<pattern id="${id}" width="${t}" height="${t}" patternUnits="userSpaceOnUse" patternTransform="rotate(${f1(between(r, -8, 8))})"><rect width="${t}" height="${t}" fill="#f8f4ec"/><rect width="${t / 2}" height="${t}" fill="${color}" opacity="0.55"/><rect width="${t}" height="${t / 2}" fill="${color}" opacity="0.55"/><path d="M0 ${t / 4}H${t}M0 ${(3 * t) / 4}H${t}" stroke="#fff" stroke-opacity="0.12" stroke-width="1"/></pattern>`,
    );
    svg.add(`<rect width="${S}" height="${S}" fill="url(#${id})"/>`);
    return mix(color, '#f8f4ec', 0.4);
  }
  if (table === 'linen') {
    const base = pick(r, LINENS);
    const id = svg.id('p');
    svg.def(
      `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${base}"/><path d="M0 1.5H6M1.5 0V6" stroke="${shade(base, -0.12)}" stroke-width="1" stroke-opacity="0.55"/></pattern>`,
    );
    svg.add(`<rect width="${S}" height="${S}" fill="url(#${id})"/>`);
    return base;
  }
  if (table === 'slate') {
    const base = pick(r, ['#3d4246', '#2f3438', '#4a4541']);
    svg.add(`<rect width="${S}" height="${S}" fill="${base}"/>`);
    for (let i = 0; i < 140; i++) {
      const [x, y] = [r() * S, r() * S];
      svg.add(
        `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(between(r, 1, 4))}" fill="${shade(base, between(r, -0.3, 0.25))}" opacity="0.5"/>`,
      );
    }
    return base;
  }
  const base = pick(r, ['#f2efea', '#ebe6df', '#e4e1dc']);
  svg.add(`<rect width="${S}" height="${S}" fill="${base}"/>`);
  for (let i = 0; i < 5; i++) {
    const y0 = r() * S;
    const y1 = r() * S;
    const d = `M-20 ${f1(y0)} C${f1(S * 0.3)} ${f1(y0 + between(r, -300, 300))} ${f1(S * 0.7)} ${f1(y1 + between(r, -300, 300))} ${S + 20} ${f1(y1)}`;
    svg.add(
      `<path d="${d}" stroke="#a39d95" stroke-opacity="0.14" stroke-width="${f1(between(r, 6, 14))}" fill="none"/>`,
    );
    svg.add(
      `<path d="${d}" stroke="#8f8980" stroke-opacity="0.3" stroke-width="${f1(between(r, 1, 2.5))}" fill="none"/>`,
    );
  }
  return base;
}

export function drawNapkin(svg: Svg, r: Rng, corner: number): void {
  const color = pick(r, NAPKINS);
  const cx = corner % 2 === 0 ? between(r, 60, 150) : S - between(r, 60, 150);
  const cy = corner < 2 ? between(r, 60, 140) : S - between(r, 60, 140);
  const size = between(r, 240, 320);
  const rot = between(r, -25, 25);
  svg.softShadow(cx + 12, cy + 16, size * 0.75, size * 0.75, 0.25);
  svg.add(
    `<g transform="translate(${f1(cx)} ${f1(cy)}) rotate(${f1(rot)})"><rect x="${f1(-size / 2)}" y="${f1(-size / 2)}" width="${f1(size)}" height="${f1(size)}" rx="10" fill="${color}"/><path d="M${f1(-size / 2)} 0H${f1(size / 2)}" stroke="${shade(color, -0.18)}" stroke-width="3" opacity="0.6"/><rect x="${f1(-size / 2 + 14)}" y="${f1(-size / 2 + 14)}" width="${f1(size - 28)}" height="${f1(size - 28)}" rx="6" fill="none" stroke="${shade(color, 0.3)}" stroke-width="2" stroke-dasharray="6 5" opacity="0.7"/></g>`,
  );
}

export function drawCutlery(svg: Svg, r: Rng, x: number, y: number, withSpoon: boolean): void {
  const metal = svg.lit('#c9ccd1', 0.3);
  const rot = between(r, -6, 6);
  const parts: string[] = [];
  if (withSpoon) {
    parts.push(`<ellipse cx="0" cy="-150" rx="30" ry="44" fill="${metal}" stroke="#8e939a" stroke-width="2"/>`);
    parts.push(
      `<rect x="-8" y="-108" width="16" height="250" rx="8" fill="${metal}" stroke="#8e939a" stroke-width="2"/>`,
    );
  } else {
    parts.push(
      `<g transform="translate(-44 0)"><rect x="-7" y="-60" width="14" height="230" rx="7" fill="${metal}" stroke="#8e939a" stroke-width="2"/><path d="M-22 -200 V-110 Q-22 -70 0 -62 Q22 -70 22 -110 V-200" fill="${metal}" stroke="#8e939a" stroke-width="2"/><path d="M-8 -200V-118M8 -200V-118" stroke="#8e939a" stroke-width="5"/></g>`,
    );
    parts.push(
      `<g transform="translate(44 0)"><rect x="-8" y="-40" width="16" height="210" rx="8" fill="${metal}" stroke="#8e939a" stroke-width="2"/><path d="M-8 -40 V-200 Q14 -190 12 -120 L8 -40Z" fill="${metal}" stroke="#8e939a" stroke-width="2"/></g>`,
    );
  }
  svg.softShadow(x + 14, y + 20, 90, 230, 0.22);
  svg.add(`<g transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(rot)})">${parts.join('')}</g>`);
}
