import crypto from 'node:crypto';
import { lookUpIngredient, normalizeName, type IngredientLook, type Shape } from './illustration-palette.ts';

/**
 * The built-in recipe picture: a dish seen from above on a table, drawn as SVG from the recipe.
 * The food's colours and shapes come from its ingredients (see illustration-palette.ts), the kind
 * of dish (bowl, pasta, salad, cake/pizza, snacks, plate) from its title, and every free choice
 * (table, crockery, arrangement) from a seed hashed from title + ingredients + variation. The same
 * recipe therefore always gets the same picture; "generate another" bumps the variation.
 */

export interface IllustrationInput {
  title: string;
  ingredients: string[];
  variation: number;
}

export const ILLUSTRATION_SIZE = 1024;
const S = ILLUSTRATION_SIZE;

export function illustrationSeed(input: IllustrationInput): number {
  const text = [
    normalizeName(input.title),
    ...input.ingredients.map(normalizeName).filter(Boolean).sort(),
    String(input.variation),
  ].join('\n');
  return crypto.createHash('sha256').update(text).digest().readUInt32BE(0);
}

// ---------------------------------------------------------------- randomness and colour helpers

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: Rng, lo: number, hi: number) => lo + (hi - lo) * r();
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length) % list.length]!;
const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes a towards b by t (0..1). */
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lighter (amount > 0) or darker (amount < 0). */
function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#1a1410', -amount);
}

function luminance(color: string): number {
  const [r, g, b] = hexToRgb(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A smooth closed blob around (cx, cy) through `points` jittered radii (Catmull-Rom to Bézier). */
function blobPath(r: Rng, cx: number, cy: number, radius: number, points = 9, jitter = 0.16, squash = 1): string {
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
function inDisc(r: Rng, cx: number, cy: number, radius: number): [number, number] {
  const a = r() * Math.PI * 2;
  const d = Math.sqrt(r()) * radius;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

// ---------------------------------------------------------------- the dish

type DishKind = 'bowl' | 'pasta' | 'salad' | 'round' | 'pieces' | 'tray' | 'plate';

interface Item extends Omit<IngredientLook, 'key'> {
  name: string;
  /** The dish is named after it ("Sopa de abóbora"). */
  inTitle?: boolean;
}

interface Dish {
  kind: DishKind;
  roundStyle: 'pizza' | 'cake' | 'pie' | 'pudding' | 'omelette';
  piecesStyle: 'ball' | 'halfmoon' | 'cookie' | 'cupcake' | 'roll';
  sweet: boolean;
  items: Item[];
}

const KIND_WORDS: Array<[DishKind, string[]]> = [
  [
    'tray',
    [
      'lasagna',
      'lasanha',
      'gratin',
      'gratinado',
      'escondidinho',
      'empadao',
      'casserole',
      'moussaka',
      'musaca',
      'bake',
      'baked ziti',
      'shepherd s pie',
      'cottage pie',
      'torta de liquidificador',
      'cuca',
      'brownie',
      'brownies',
      'pave',
      'bolo de travessa',
    ],
  ],
  [
    'pieces',
    [
      'cookie',
      'cookies',
      'biscoito',
      'biscoitos',
      'pao de queijo',
      'bolinho',
      'bolinhos',
      'coxinha',
      'coxinhas',
      'pastel',
      'pasteis',
      'empanada',
      'empanadas',
      'empada',
      'empadinha',
      'brigadeiro',
      'brigadeiros',
      'beijinho',
      'dumpling',
      'dumplings',
      'gyoza',
      'croquete',
      'croquetes',
      'croquettes',
      'kibe',
      'quibe',
      'esfiha',
      'esfirra',
      'muffin',
      'muffins',
      'cupcake',
      'cupcakes',
      'donut',
      'donuts',
      'sonho',
      'rosquinha',
      'truffles',
      'trufa',
      'trufas',
      'meatballs',
      'almondegas',
      'falafel',
      'sushi',
      'maki',
      'spring rolls',
      'rolinho',
      'samosa',
      'samosas',
      'acaraje',
      'scones',
      'macarons',
      'tacos',
      'taco',
      'arancini',
    ],
  ],
  [
    'round',
    [
      'pizza',
      'cake',
      'bolo',
      'torta',
      'pie',
      'tart',
      'quiche',
      'pudim',
      'flan',
      'cheesecake',
      'omelete',
      'omelette',
      'frittata',
      'tortilla espanola',
      'pancakes',
      'panquecas',
      'crepe',
      'galette',
      'focaccia',
      'pave',
      'lasagna',
      'lasanha',
      'gratin',
      'gratinado',
      'escondidinho',
      'empadao',
      'quindim',
      'clafoutis',
      'tiramisu',
    ],
  ],
  [
    'bowl',
    [
      'soup',
      'sopa',
      'caldo',
      'stew',
      'ensopado',
      'guisado',
      'curry',
      'chili',
      'feijoada',
      'moqueca',
      'ramen',
      'lamen',
      'pho',
      'porridge',
      'mingau',
      'canjica',
      'acai',
      'bowl',
      'chowder',
      'gumbo',
      'dal',
      'dahl',
      'vatapa',
      'bobo',
      'creme de',
      'cream of',
      'bisque',
      'gazpacho',
      'tacaca',
      'mousse',
      'goulash',
      'stroganoff',
      'estrogonofe',
      'chili con carne',
      'baiao',
      'congee',
      'oatmeal',
      'smoothie',
      'sorvete',
      'ice cream',
      'pudding',
      'arroz doce',
      'rice pudding',
      'yogurt',
      'iogurte',
      'ceviche',
      'poke',
    ],
  ],
  [
    'pasta',
    [
      'pasta',
      'spaghetti',
      'espaguete',
      'macarrao',
      'macarronada',
      'penne',
      'fettuccine',
      'talharim',
      'linguine',
      'noodles',
      'yakisoba',
      'carbonara',
      'bolognese',
      'bolonhesa',
      'alfredo',
      'pad thai',
      'lo mein',
      'tagliatelle',
      'nhoque',
      'gnocchi',
      'ravioli',
      'risotto',
      'risoto',
    ],
  ],
  ['salad', ['salad', 'salada', 'slaw', 'coleslaw', 'tabbouleh', 'tabule', 'vinagrete', 'caprese', 'poke bowl']],
];

const SWEET_WORDS = [
  'cake',
  'bolo',
  'pudim',
  'flan',
  'brigadeiro',
  'beijinho',
  'cookie',
  'biscoito',
  'mousse',
  'sorvete',
  'ice cream',
  'dessert',
  'sobremesa',
  'doce',
  'brownie',
  'muffin',
  'cupcake',
  'cheesecake',
  'pave',
  'quindim',
  'trufa',
  'truffle',
  'donut',
  'sonho',
  'tiramisu',
  'acai',
  'smoothie',
  'arroz doce',
  'rice pudding',
  'canjica',
  'pancake',
  'panqueca doce',
  'mingau',
  'porridge',
  'oatmeal',
  'macarons',
  'scones',
  'clafoutis',
  'tart',
  'pie',
];

function hasWord(text: string, word: string): boolean {
  return new RegExp(`(?:^|\\s)${word}(?:\\s|$)`).test(text);
}

function analyse(input: IllustrationInput): Dish {
  const title = normalizeName(input.title);
  const items: Item[] = [];
  const seen = new Set<string>();
  let sugar = false;
  for (const raw of input.ingredients) {
    const name = normalizeName(raw);
    if (/(^|\s)(sugar|acucar|condensed|condensado|chocolate|cacau|cocoa|honey|mel)(\s|$)/.test(name)) sugar = true;
    const look = lookUpIngredient(raw);
    if (!look || look.role === 'neutral' || seen.has(look.color)) continue;
    seen.add(look.color);
    items.push({ color: look.color, shape: look.shape, role: look.role, name, inTitle: hasWord(title, look.key) });
  }
  let kind: DishKind | undefined;
  for (const [k, words] of KIND_WORDS) {
    if (words.some((w) => hasWord(title, w))) {
      kind = k;
      break;
    }
  }
  const count = (pred: (i: Item) => boolean) => items.filter(pred).length;
  if (!kind) {
    if (count((i) => i.shape === 'noodle') > 0) kind = 'pasta';
    else if (count((i) => i.shape === 'leaf') >= 2 && count((i) => i.role === 'main') <= 1) kind = 'salad';
    else if (
      count((i) => i.role === 'liquid') >= 1 &&
      count(
        (i) =>
          i.name.includes('broth') || i.name.includes('caldo') || i.name.includes('milk') || i.name.includes('leite'),
      ) >= 1
    )
      kind = 'bowl';
    else kind = 'plate';
  }
  const protein = count(
    (i) => i.role === 'main' && i.shape !== 'egg' && !i.name.includes('queijo') && !i.name.includes('cheese'),
  );
  const sweet =
    SWEET_WORDS.some((w) => hasWord(title, w)) || (sugar && protein === 0 && count((i) => i.role === 'veg') <= 1);
  const roundStyle = /pizza|focaccia/.test(title)
    ? 'pizza'
    : /pudim|flan|quindim/.test(title)
      ? 'pudding'
      : /omelet|frittata|tortilla/.test(title)
        ? 'omelette'
        : ['torta', 'pie', 'tart', 'quiche', 'galette', 'clafoutis'].some((w) => hasWord(title, w)) &&
            !hasWord(title, 'bolo') &&
            !hasWord(title, 'cake')
          ? 'pie'
          : 'cake';
  const piecesStyle = /pastel|pasteis|empanada|dumpling|gyoza|samosa|taco/.test(title)
    ? 'halfmoon'
    : /cookie|biscoito|scones|macarons/.test(title)
      ? 'cookie'
      : /muffin|cupcake/.test(title)
        ? 'cupcake'
        : /sushi|maki|rolinho|spring roll/.test(title)
          ? 'roll'
          : 'ball';
  return { kind, roundStyle, piecesStyle, sweet, items };
}

// ---------------------------------------------------------------- drawing

class Svg {
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

const TABLES = ['wood', 'gingham', 'linen', 'slate', 'marble'] as const;
const WOODS = ['#a8744a', '#8a5a36', '#c49a6c', '#6e4a33', '#b98b5e'];
const CLOTHS = ['#c8372d', '#2f5d8a', '#3e7d4f', '#d9a531', '#7a4b8c'];
const LINENS = ['#e9dfcc', '#d8cbb3', '#cfd8d3', '#e6d3c7'];
const CROCKERY = ['#f7f5f0', '#f1eadb', '#dedbd4', '#c9744f', '#2f4a6d', '#a9b99a', '#3b3a38', '#e8c6a0'];
const NAPKINS = ['#f3efe6', '#c8372d', '#2f5d8a', '#e5b64a', '#9cae8f', '#d98c74'];

function drawTable(svg: Svg, r: Rng): string {
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

function drawNapkin(svg: Svg, r: Rng, corner: number): void {
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

function drawCutlery(svg: Svg, r: Rng, x: number, y: number, withSpoon: boolean): void {
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

/** A plate (rim + well) or a bowl (rim + deep inside); returns the food radius. */
/**
 * The vessel a dish family is served in, so a moqueca reads as a moqueca and not as any soup:
 * Brazilian stews come in a black clay pot with two ears (panela de barro), egg and skillet dishes
 * in cast iron with a long handle, paella and rice pans in a wide steel pan with loop handles,
 * noodle soups in a deep bowl with chopsticks.
 */
export type VesselFamily = 'clay-pot' | 'skillet' | 'paella-pan' | 'noodle-bowl';

const VESSEL_FAMILIES: readonly [VesselFamily, readonly string[]][] = [
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

const FAMILY_COLORS: Record<VesselFamily, readonly string[]> = {
  'clay-pot': ['#2e2420', '#3a2b24', '#4a3328'],
  skillet: ['#26272a', '#2f3033'],
  'paella-pan': ['#6f6e6a', '#7d7a73'],
  'noodle-bowl': ['#f4efe6', '#2f4a6d', '#b8463a', '#1f2a36'],
};

/** What the family adds around its vessel: ears, a long handle or loop handles, under the rim. */
function drawFamilyHandles(
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
function drawChopsticks(svg: Svg, r: Rng, x: number, y: number): void {
  const wood = pick(r, ['#b07a48', '#2b211c', '#c9a27a']);
  const rot = between(r, -12, 4);
  svg.add(
    `<g transform="translate(${f1(x)} ${f1(y)}) rotate(${f1(rot)})"><rect x="-16" y="-260" width="11" height="500" rx="5" fill="${wood}"/><rect x="6" y="-250" width="11" height="500" rx="5" fill="${shade(wood, -0.1)}"/></g>`,
  );
}

function drawVessel(
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

/** One piece of food of the given shape, centred at (x, y). */
function piece(svg: Svg, r: Rng, shape: Shape, color: string, x: number, y: number, size: number, shadow = 0): void {
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
function flatPiece(svg: Svg, shape: Shape, color: string, x: number, y: number, size: number, rot: string): void {
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
function heap(svg: Svg, r: Rng, item: Item, cx: number, cy: number, radius: number): void {
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

function pieceSize(shape: Shape): number {
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

function pieceDensity(shape: Shape): number {
  if (shape === 'grain' || shape === 'crumble' || shape === 'bean') return 1.7;
  if (shape === 'egg' || shape === 'slab') return 0.5;
  return 1.5;
}

/** Herbs, seeds and such sprinkled over the food. */
function garnish(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, radius: number): void {
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

function fallbackItems(r: Rng, sweet: boolean): Item[] {
  const warm = sweet ? ['#6b3a22', '#f1d7a8', '#d7263d'] : ['#c98a45', '#7ab648', '#d93a2b', '#ebcd86', '#7b3a27'];
  const shapes: Shape[] = sweet ? ['liquid', 'crumble', 'round'] : ['cube', 'round', 'slice', 'strip'];
  return [0, 1, 2].map((i) => ({
    name: `food${i}`,
    color: shade(pick(r, warm), between(r, -0.1, 0.1)),
    shape: pick(r, shapes),
    role: i === 0 ? ('base' as const) : ('veg' as const),
  }));
}

function drawPlate(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
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

function drawBowl(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
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

function drawPasta(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
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

function drawSalad(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
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

function drawRound(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
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

/** A rectangular baking dish (lasagna, gratin, brownies) with one portion already served. */
function drawTray(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number): void {
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

function isPaleColor(color: string): boolean {
  return luminance(color) > 0.8;
}

function drawPieces(svg: Svg, r: Rng, dish: Dish, cx: number, cy: number, food: number): void {
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

function fruitColor(dish: Dish): string | undefined {
  return dish.items.find((i) => i.role === 'fruit')?.color;
}

/** The illustration as SVG text. */
export function buildIllustrationSvg(input: IllustrationInput): string {
  const r = mulberry32(illustrationSeed(input));
  const dish = analyse(input);
  const svg = new Svg();
  drawTable(svg, r);
  const corner = Math.floor(r() * 4);
  drawNapkin(svg, r, corner);
  const bowl = dish.kind === 'bowl' || (dish.kind === 'salad' && r() < 0.6);
  const radius = bowl ? between(r, 330, 360) : between(r, 360, 390);
  const cx = S / 2 + between(r, -40, 10);
  const cy = S / 2 + between(r, -15, 15);
  if (dish.kind === 'tray') {
    drawTray(svg, r, dish, S / 2 - 40, cy);
    drawCutlery(svg, r, S - 80, cy + between(r, 120, 180), true);
    return finish(svg);
  }
  const family = vesselFamily(input.title);
  svg.add(`<g data-vessel="${family ?? 'crockery'}">`);
  const vessel = drawVessel(svg, r, cx, cy, radius, bowl || family === 'clay-pot' || family === 'noodle-bowl', family);
  svg.add('</g>');
  switch (dish.kind) {
    case 'bowl':
      drawBowl(svg, r, dish, cx, cy, vessel.food);
      break;
    case 'pasta':
      drawPasta(svg, r, dish, cx, cy, vessel.food);
      break;
    case 'salad':
      drawSalad(svg, r, dish, cx, cy, vessel.food);
      break;
    case 'round':
      drawRound(svg, r, dish, cx, cy, vessel.food);
      break;
    case 'pieces':
      drawPieces(svg, r, dish, cx, cy, vessel.food);
      break;
    case 'plate':
      drawPlate(svg, r, dish, cx, cy, vessel.food);
      garnish(svg, r, dish, cx, cy, vessel.food * 0.9);
      break;
    default: {
      const never: never = dish.kind;
      return never;
    }
  }
  if (family === 'noodle-bowl') drawChopsticks(svg, r, cx + radius + between(r, 60, 90), cy + between(r, -20, 40));
  else drawCutlery(svg, r, cx + radius + between(r, 60, 90), cy + between(r, -20, 40), bowl);
  return finish(svg);
}

/** Soft window light from the upper left and a vignette. */
function finish(svg: Svg): string {
  const light = svg.id('light');
  svg.def(
    `<radialGradient id="${light}" cx="0.2" cy="0.15" r="0.9"><stop offset="0" stop-color="#fff8e8" stop-opacity="0.28"/><stop offset="0.6" stop-color="#fff8e8" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/></radialGradient>`,
  );
  svg.add(`<rect width="${S}" height="${S}" fill="url(#${light})"/>`);
  return svg.toString();
}
