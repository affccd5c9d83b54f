// The vessel: plate or bowl, or a dish family's clay pot, skillet, paella pan or noodle bowl.
import { hasWord } from './illustration-dish.ts';
import { between, f1, luminance, pick, type Rng, shade, Svg } from './illustration-draw.ts';
import { normalizeName } from './illustration-palette.ts';
import { CROCKERY } from './illustration-table.ts';

/**
 * The vessel a dish family is served in, so a moqueca reads as a moqueca and not as any soup:
 * Brazilian stews come in a black clay pot with two ears (panela de barro), egg and skillet dishes
 * in cast iron with a long handle, paella and rice pans in a wide steel pan with loop handles,
 * noodle soups in a deep bowl with chopsticks.
 */
export type VesselFamily = 'clay-pot' | 'skillet' | 'paella-pan' | 'noodle-bowl';

export const VESSEL_FAMILIES: readonly [VesselFamily, readonly string[]][] = [
  [
    'clay-pot',
    [
      'moqueca',
      'feijoada',
      'bobo',
      'vatapa',
      'caldeirada',
      'peixada',
      'galinhada',
      'tacaca',
      'panela de barro',
      'cassoulet',
      'tagine',
    ],
  ],
  [
    'skillet',
    [
      'frittata',
      'shakshuka',
      'omelette',
      'omelete',
      'fritada',
      'skillet',
      'frigideira',
      'hash',
      'dutch baby',
      'tortilla espanola',
    ],
  ],
  ['paella-pan', ['paella', 'paelha', 'arroz de forno', 'arroz a grega', 'jambalaya', 'arroz de pato']],
  ['noodle-bowl', ['ramen', 'lamen', 'pho', 'udon', 'soba', 'laksa', 'yakisoba', 'noodle soup', 'sopa de macarrao']],
];

export function vesselFamily(title: string): VesselFamily | null {
  const t = normalizeName(title);
  for (const [family, words] of VESSEL_FAMILIES) if (words.some((w) => hasWord(t, w))) return family;
  return null;
}

export const FAMILY_COLORS: Record<VesselFamily, readonly string[]> = {
  'clay-pot': ['#2e2420', '#3a2b24', '#4a3328'],
  skillet: ['#26272a', '#2f3033'],
  'paella-pan': ['#6f6e6a', '#7d7a73'],
  'noodle-bowl': ['#f4efe6', '#2f4a6d', '#b8463a', '#1f2a36'],
};

/** What the family adds around its vessel: ears, a long handle or loop handles, under the rim. */
export function drawFamilyHandles(
  svg: Svg,
  r: Rng,
  family: VesselFamily,
  cx: number,
  cy: number,
  radius: number,
  color: string,
): void {
  const fill = svg.lit(color, 0.1);
  const edge = shade(color, -0.3);
  if (family === 'clay-pot') {
    for (const side of [-1, 1]) {
      svg.add(
        `<ellipse cx="${f1(cx + side * radius * 1.02)}" cy="${f1(cy)}" rx="${f1(radius * 0.17)}" ry="${f1(radius * 0.1)}" fill="${fill}" stroke="${edge}" stroke-width="4"/>`,
      );
    }
  } else if (family === 'skillet') {
    const angle = between(r, 200, 235); // to the upper left, away from the cutlery
    svg.add(
      `<g transform="rotate(${f1(angle)} ${f1(cx)} ${f1(cy)})"><rect x="${f1(cx + radius * 0.9)}" y="${f1(cy - radius * 0.08)}" width="${f1(radius * 0.95)}" height="${f1(radius * 0.16)}" rx="${f1(radius * 0.07)}" fill="${fill}" stroke="${edge}" stroke-width="3"/></g>`,
    );
  } else if (family === 'paella-pan') {
    for (const side of [-1, 1]) {
      svg.add(
        `<ellipse cx="${f1(cx + side * radius * 1.06)}" cy="${f1(cy)}" rx="${f1(radius * 0.13)}" ry="${f1(radius * 0.2)}" fill="none" stroke="${fill}" stroke-width="${f1(radius * 0.05)}"/>`,
      );
    }
  }
}

/** Chopsticks beside a noodle bowl, instead of a knife and fork. */
export function drawChopsticks(svg: Svg, r: Rng, x: number, y: number): void {
  const wood = pick(r, ['#b07a48', '#2b211c', '#c9a27a']);
  const rot = between(r, -12, 4);
  svg.add(
    `<g transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(rot)})"><rect x="-16" y="-260" width="11" height="500" rx="5" fill="${wood}"/><rect x="6" y="-250" width="11" height="500" rx="5" fill="${shade(wood, -0.1)}"/></g>`,
  );
}

/** A plate (rim + well) or a bowl (rim + deep inside); returns the food radius. */
export function drawVessel(
  svg: Svg,
  r: Rng,
  cx: number,
  cy: number,
  radius: number,
  bowl: boolean,
  family: VesselFamily | null = null,
): { food: number; color: string } {
  const color = pick(r, family ? FAMILY_COLORS[family] : CROCKERY);
  svg.softShadow(cx + 24, cy + 32, radius * 1.12, radius * 1.12, bowl ? 0.5 : 0.4);
  if (family) drawFamilyHandles(svg, r, family, cx, cy, radius, color);
  svg.add(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(radius)}" fill="${svg.lit(color, 0.12)}"/>`);
  if (r() < 0.45) {
    svg.add(
      `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(radius * 0.93)}" fill="none" stroke="${shade(color, luminance(color) > 0.6 ? -0.35 : 0.35)}" stroke-width="${f1(between(r, 3, 9))}" opacity="0.7"/>`,
    );
  }
  // light on the rim
  svg.add(
    `<path d="M${f1(cx - radius * 0.86)} ${f1(cy - radius * 0.3)} A${f1(radius * 0.92)} ${f1(radius * 0.92)} 0 0 1 ${f1(cx + radius * 0.3)} ${f1(cy - radius * 0.86)}" stroke="#fff" stroke-opacity="0.45" stroke-width="${f1(radius * 0.035)}" stroke-linecap="round" fill="none"/>`,
  );
  const inner = radius * (bowl ? 0.86 : 0.76);
  const innerColor = shade(color, bowl ? -0.14 : -0.05);
  const id = svg.id('well');
  svg.def(
    `<radialGradient id="${id}" cx="0.6" cy="0.65" r="0.7"><stop offset="0" stop-color="${shade(innerColor, 0.05)}"/><stop offset="0.85" stop-color="${innerColor}"/><stop offset="1" stop-color="${shade(innerColor, -0.2)}"/></radialGradient>`,
  );
  svg.add(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(inner)}" fill="url(#${id})"/>`);
  return { food: inner * (bowl ? 0.95 : 1), color };
}
