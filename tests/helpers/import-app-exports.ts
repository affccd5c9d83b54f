/**
 * Exports of other recipe apps, written by us for the import tests: our own recipe texts and
 * solid-colour pictures made with sharp, packed the way each app's exporter packs them (see
 * tests/fixtures/import-apps/README.md). Built at run time (in memory or into a temporary folder),
 * so no third-party archive is committed. Deterministic: the same bytes on every run of the same
 * sharp/zlib.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { buildZip, type ZipEntrySpec } from './zip.ts';

type Rgb = { r: number; g: number; b: number };

/** A small picture of one colour with a darker band, so it is a real, decodable image. */
async function picture(colour: Rgb, format: 'webp' | 'jpeg', width = 320, height = 240): Promise<Buffer> {
  const band = await sharp({
    create: {
      width,
      height: Math.round(height / 4),
      channels: 3,
      background: { r: colour.r >> 1, g: colour.g >> 1, b: colour.b >> 1 },
    },
  })
    .png()
    .toBuffer();
  const img = sharp({ create: { width, height, channels: 3, background: colour } }).composite([
    { input: band, top: height - Math.round(height / 4), left: 0 },
  ]);
  return (format === 'webp' ? img.webp({ quality: 70 }) : img.jpeg({ quality: 70 })).toBuffer();
}

const TOMATO = { r: 214, g: 69, b: 50 };
const CARROT = { r: 237, g: 145, b: 33 };
const OAT = { r: 222, g: 200, b: 160 };
const KALE = { r: 76, g: 140, b: 60 };
const CHOCOLATE = { r: 110, g: 70, b: 40 };

/** macOS leftovers a zip made in Finder carries: the readers must skip them. */
const macJunk = (dir: string): ZipEntrySpec[] => [
  { name: `${dir}/.DS_Store`, data: Buffer.alloc(64, 0) },
  { name: `__MACOSX/${dir}/._${dir.split('/').pop()}.json`, data: Buffer.alloc(32, 0) },
];

// ---------------------------------------------------------------------------------------------
// Mealie: `recipes/<slug>/<slug>.json` (snake_case) beside `recipes/<slug>/images/original.webp`.

const mealieRecipes = [
  {
    id: 'a1f4e7c2-0b1d-4c55-9d7e-2f0c8d1e5a01',
    name: 'Weeknight Pizza Dough',
    slug: 'weeknight-pizza-dough',
    description: 'A soft dough that rises in two hours, enough for two thin pizzas.',
    recipe_category: [{ name: 'Bread', slug: 'bread' }],
    tags: [
      { name: 'Pizza', slug: 'pizza' },
      { name: 'Make ahead', slug: 'make-ahead' },
    ],
    rating: 4,
    recipe_yield: '2 pizzas',
    recipe_servings: 2,
    prep_time: '20 minutes',
    perform_time: '12 minutes',
    total_time: '2 hours 32 minutes',
    recipe_ingredient: [
      { title: 'Dough', quantity: 500, unit: { name: 'g' }, food: { name: 'bread flour' }, note: '' },
      { title: '', quantity: 325, unit: { name: 'ml' }, food: { name: 'warm water' }, note: '' },
      { title: '', quantity: 1, unit: { name: 'tsp' }, food: { name: 'dried yeast' }, note: '' },
      { title: '', quantity: 1.5, unit: { name: 'tsp' }, food: { name: 'salt' }, note: 'fine' },
      { title: 'Topping', quantity: 0, unit: null, food: null, note: 'olive oil, for the tray', disable_amount: true },
    ],
    recipe_instructions: [
      { title: 'Mix', text: 'Stir the yeast into the water, then add the flour and salt.' },
      { title: '', text: 'Knead for 8 minutes until smooth.\nCover and leave to rise for 2 hours.' },
      { title: '', text: 'Stretch onto an oiled tray and bake at 250 °C for 12 minutes.' },
    ],
    notes: [{ title: 'Tip', text: 'The dough keeps for three days in the fridge.' }],
    org_url: 'https://example.com/weeknight-pizza-dough',
    image: TOMATO,
  },
  {
    id: 'a1f4e7c2-0b1d-4c55-9d7e-2f0c8d1e5a02',
    name: 'Brigadeiro',
    slug: 'brigadeiro',
    description: 'Docinho de chocolate para festa.',
    // Mealie 0.5 exports: categories as plain names, ingredients as free text in `note`.
    recipe_category: ['Doces', 'Festa'],
    tags: [],
    rating: null,
    recipe_yield: '20 docinhos',
    prep_time: null,
    perform_time: '15 minutos',
    total_time: null,
    recipe_ingredient: [
      { title: null, note: '1 lata de leite condensado', unit: null, food: null, disable_amount: true, quantity: 1 },
      { title: null, note: '1 colher de sopa de manteiga', unit: null, food: null, disable_amount: true, quantity: 1 },
      { title: null, note: '2 colheres de sopa de cacau em pó', unit: null, food: null, disable_amount: true },
      { title: null, note: 'chocolate granulado  para enrolar', unit: null, food: null, disable_amount: true },
    ],
    recipe_instructions: [
      { title: '', text: 'Leve o leite condensado, a manteiga e o cacau ao fogo baixo, mexendo sempre.' },
      { title: '', text: 'Cozinhe até desgrudar do fundo da panela, cerca de 15 minutos.' },
      { title: '', text: 'Deixe esfriar, enrole bolinhas e passe no granulado.' },
    ],
    notes: [],
    org_url: null,
    image: null,
  },
  {
    id: 'a1f4e7c2-0b1d-4c55-9d7e-2f0c8d1e5a03',
    name: 'Oat and Banana Cookies',
    slug: 'oat-and-banana-cookies',
    description: 'Two-ingredient cookies with a handful of raisins.',
    recipe_category: [{ name: 'Snacks', slug: 'snacks' }],
    tags: [{ name: 'Quick', slug: 'quick' }],
    rating: 5,
    recipe_yield: '12 cookies',
    prep_time: '10 minutes',
    perform_time: '15 minutes',
    total_time: '25 minutes',
    recipe_ingredient: [
      { title: '', quantity: 2, unit: null, food: { name: 'ripe bananas' }, note: 'mashed' },
      { title: '', quantity: 1, unit: { name: 'cup' }, food: { name: 'rolled oats' }, note: '' },
      { title: '', quantity: 0.25, unit: { name: 'cup' }, food: { name: 'raisins' }, note: '' },
    ],
    recipe_instructions: [
      { title: '', text: 'Heat the oven to 180 °C.' },
      { title: '', text: 'Mix everything and drop spoonfuls onto a lined tray.' },
      { title: '', text: 'Bake for 15 minutes until golden.' },
    ],
    notes: [],
    org_url: 'https://example.com/oat-banana-cookies',
    image: OAT,
  },
];

export async function mealieZip(): Promise<Buffer> {
  const root = 'mealie_2026-Nov-25/recipes';
  const entries: ZipEntrySpec[] = [{ name: 'mealie_2026-Nov-25/.DS_Store', data: Buffer.alloc(64, 0) }];
  for (const { image, ...r } of mealieRecipes) {
    const dir = `${root}/${r.slug}`;
    entries.push({ name: `${dir}/${r.slug}.json`, data: JSON.stringify(r, null, 2) });
    if (image) {
      const webp = await picture(image, 'webp');
      entries.push(
        { name: `${dir}/images/original.webp`, data: webp, store: true },
        { name: `${dir}/images/min-original.webp`, data: await picture(image, 'webp', 160, 120), store: true },
        { name: `${dir}/images/tiny-original.webp`, data: await picture(image, 'webp', 40, 30), store: true },
      );
    }
    entries.push(...macJunk(dir));
  }
  return buildZip(entries);
}

// ---------------------------------------------------------------------------------------------
// Tandoor: an outer zip of `<n>.zip`, each holding `recipe.json` and `image.jpeg`.

const food = (name: string) => ({ name, plural_name: null, ignore_shopping: false, supermarket_category: null });
const unit = (name: string) => ({ name, plural_name: null, description: null });
const ing = (amount: number, u: string | null, f: string, note = '', extra: Record<string, unknown> = {}) => ({
  food: food(f),
  unit: u ? unit(u) : null,
  amount,
  note,
  order: 0,
  is_header: false,
  no_amount: false,
  always_use_plural_unit: false,
  always_use_plural_food: false,
  ...extra,
});
const keyword = (name: string) => ({ name, icon: null, description: '' });

const tandoorChili = {
  name: 'Black Bean Chili',
  description: 'A smoky vegetarian chili.',
  keywords: [keyword('Vegetarian'), keyword('Course: Main'), keyword('Mexican')],
  steps: [
    {
      name: 'Base',
      instruction: 'Soften the onion and pepper in the oil for 8 minutes.\n\nAdd the spices and cook 1 minute more.',
      ingredients: [
        ing(2, 'tbsp', 'olive oil', '((about 30 ml))'),
        ing(1, 'large', 'onion', 'diced'),
        ing(1, null, 'red pepper', 'diced'),
        ing(2, 'tsp', 'smoked paprika'),
      ],
      time: 10,
      order: 0,
      show_as_header: true,
    },
    {
      name: 'Simmer',
      instruction:
        'Add the beans and tomatoes and simmer for 30 minutes.\n\n### Serve\n\nTop with coriander and lime.' +
        '\n\n### Source\n\n[https://cooking.example.org/chili](https://cooking.example.org/chili)',
      ingredients: [
        ing(800, 'g', 'black beans', 'cooked'),
        ing(400, 'g', 'chopped tomatoes'),
        ing(0, null, 'To serve', '', { is_header: true }),
        ing(0, null, 'coriander', 'a handful', { no_amount: true }),
      ],
      time: 30,
      order: 1,
      show_as_header: true,
    },
  ],
  working_time: 20,
  waiting_time: 40,
  internal: true,
  nutrition: null,
  servings: 6,
  servings_text: 'bowls',
  source_url: 'https://example.com/black-bean-chili',
};

const tandoorFlatbread = {
  name: 'Garlic Flatbread',
  description: '',
  keywords: [keyword('Bread')],
  steps: [
    {
      name: '',
      instruction:
        'Mix the flour, yogurt and salt into a soft dough.\n\nRoll into four rounds and cook in a dry pan.' +
        '\n\n### Source: https://flatbread.example.org/garlic',
      ingredients: [ing(250, 'g', 'self-raising flour'), ing(250, 'g', 'plain yogurt'), ing(1, 'clove', 'garlic')],
      time: 0,
      order: 0,
      show_as_header: true,
    },
  ],
  working_time: 0,
  waiting_time: 0,
  internal: true,
  nutrition: null,
  servings: 4,
  servings_text: '',
  source_url: null,
};

export async function tandoorZip(): Promise<Buffer> {
  const chili = buildZip([
    { name: 'recipe.json', data: JSON.stringify(tandoorChili) },
    { name: 'image.jpeg', data: await picture(TOMATO, 'jpeg'), store: true },
  ]);
  const flatbread = buildZip([{ name: 'recipe.json', data: JSON.stringify(tandoorFlatbread) }]);
  return buildZip([
    { name: '1.zip', data: chili, store: true },
    { name: '2.zip', data: flatbread, store: true },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Nextcloud Cookbook: its recipe folder zipped, `<Name>/recipe.json` + `full.jpg` + `thumb.jpg`.

const nextcloudRecipes = [
  {
    id: '101',
    name: 'Fluffy Pancakes',
    description: 'Thick pancakes for a weekend breakfast.',
    url: 'https://example.com/fluffy-pancakes',
    image: 'https://example.com/fluffy-pancakes.jpg',
    prepTime: 'PT10M',
    cookTime: 'PT20M',
    totalTime: 'PT30M',
    recipeCategory: 'Breakfast',
    keywords: 'pancakes,sweet',
    recipeYield: 4,
    tool: ['frying pan'],
    recipeIngredient: [
      '200 g flour',
      '2 tsp baking powder',
      '1 egg',
      '250 ml milk',
      '1 tbsp sugar',
      // A recipe plugin's note in parentheses, wrapped once more by the site (issue 35).
      '4 tbsp butter ((1/2 stick))',
    ],
    // The site's visitors' average: the source's rating, never the importing cook's review.
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.58', ratingCount: '1743', bestRating: '5' },
    recipeInstructions: [
      'Whisk the flour, baking powder and sugar.',
      'Beat in the egg and milk to a thick batter.',
      'Cook ladlefuls in a buttered pan, 2 minutes a side.',
    ],
    nutrition: { '@type': 'NutritionInformation' },
    dateCreated: '2026-11-01T09:00:00+0000',
    picture: OAT,
  },
  {
    id: '102',
    name: 'Caldo Verde',
    description: 'Sopa portuguesa de couve com batata.',
    url: '',
    image: '',
    prepTime: 'PT15M',
    cookTime: 'PT35M',
    totalTime: 'PT50M',
    recipeCategory: 'Sopas',
    keywords: 'sopa,portuguesa',
    recipeYield: 6,
    tool: [],
    recipeIngredient: ['1 kg de batatas', '1 cebola', '200 g de couve cortada fininha', '1 linguiça calabresa'],
    recipeInstructions: [
      'Cozinhe as batatas e a cebola em 2 litros de água.',
      'Bata tudo e volte ao fogo.',
      'Junte a couve e a linguiça em rodelas e cozinhe 5 minutos.',
    ],
    nutrition: [],
    dateCreated: '2026-11-02T09:00:00+0000',
    picture: KALE,
  },
  {
    id: '103',
    name: 'Lemonade',
    description: '',
    url: '',
    image: '',
    prepTime: 'PT5M',
    cookTime: '',
    totalTime: 'PT5M',
    recipeCategory: 'Drinks',
    keywords: '',
    recipeYield: 4,
    tool: [],
    recipeIngredient: ['4 lemons', '100 g sugar', '1 l cold water'],
    recipeInstructions: ['Squeeze the lemons.', 'Stir in the sugar and water and chill.'],
    nutrition: [],
    dateCreated: '2026-11-03T09:00:00+0000',
    picture: null,
  },
];

export async function nextcloudZip(): Promise<Buffer> {
  const entries: ZipEntrySpec[] = [];
  for (const { picture: colour, ...r } of nextcloudRecipes) {
    const recipe = { '@context': 'http://schema.org', '@type': 'Recipe', ...r };
    if (colour) {
      entries.push(
        { name: `${r.name}/full.jpg`, data: await picture(colour, 'jpeg'), store: true },
        { name: `${r.name}/thumb.jpg`, data: await picture(colour, 'jpeg', 64, 48), store: true },
      );
    }
    entries.push({ name: `${r.name}/recipe.json`, data: JSON.stringify(recipe) });
  }
  return buildZip(entries);
}

// ---------------------------------------------------------------------------------------------
// Paprika: `.paprikarecipes` = a zip of `<name>.paprikarecipe`, each gzipped JSON, photo in base64.

const paprikaRecipes = [
  {
    uid: '5B1C3A6E-0D2F-4F4B-9C1E-7A0B2C3D4E01',
    name: 'Lemon Roast Chicken',
    ingredients: 'For the marinade:\n2 lemons, juiced\n3 cloves garlic, crushed\n2 tbsp olive oil\n\n1 whole chicken',
    directions:
      'Mix the lemon juice, garlic and oil.\nRub the marinade over the chicken and leave for 1 hour.\nRoast at 200 °C for 1 hour 10 minutes.\nRest for 10 minutes before carving.',
    notes: 'Save the juices for gravy.',
    nutritional_info: '',
    prep_time: '20 min',
    cook_time: '1 hr 10 min',
    total_time: '',
    servings: '4',
    categories: ['Dinner', 'Chicken'],
    rating: 4,
    on_favorites: true,
    source: 'example.com',
    source_url: 'https://example.com/lemon-roast-chicken',
    image_url: '',
    photo: 'lemon-roast-chicken.jpg',
    colour: CARROT,
  },
  {
    uid: '5B1C3A6E-0D2F-4F4B-9C1E-7A0B2C3D4E02',
    name: 'Bolo de Cenoura',
    ingredients:
      'Massa:\n3 cenouras médias\n3 ovos\n1 xícara de óleo\n2 xícaras de açúcar\n2 xícaras de farinha de trigo\n1 colher de sopa de fermento\n\nCobertura:\n200 g de chocolate meio amargo\n1 caixa de creme de leite',
    directions:
      'Bata no liquidificador as cenouras, os ovos e o óleo.\nMisture o açúcar e a farinha, depois o fermento.\nAsse a 180 °C por 40 minutos.\nDerreta o chocolate com o creme de leite e cubra o bolo.',
    notes: '',
    nutritional_info: '',
    prep_time: '20 minutos',
    cook_time: '40 minutos',
    total_time: '',
    servings: '12',
    categories: ['Bolos'],
    rating: 5,
    on_favorites: false,
    source: '',
    source_url: '',
    image_url: '',
    photo: 'bolo.jpg',
    colour: CHOCOLATE,
  },
  {
    uid: '5B1C3A6E-0D2F-4F4B-9C1E-7A0B2C3D4E03',
    name: 'Tomato Soup',
    ingredients: '1 kg ripe tomatoes\n1 onion, chopped\n500 ml vegetable stock\nsalt and pepper',
    // One paragraph: the reader splits it into steps by sentence.
    directions: 'Soften the onion in a pan. Add the tomatoes and stock and simmer for 20 minutes. Blend and season.',
    notes: '',
    nutritional_info: 'Calories: 90\nFat: 2 g',
    prep_time: '10 min',
    cook_time: '25 min',
    total_time: '',
    servings: '4 bowls',
    categories: ['Soup', 'Vegetarian'],
    rating: 0,
    on_favorites: false,
    source: '',
    source_url: '',
    image_url: '',
    photo: '',
    colour: null,
  },
  {
    uid: '5B1C3A6E-0D2F-4F4B-9C1E-7A0B2C3D4E04',
    name: 'Overnight Oats',
    ingredients: '1/2 cup rolled oats\n1/2 cup milk\n1 tbsp honey\nberries, to serve',
    directions: 'Stir the oats, milk and honey in a jar.\nCover and chill overnight.\nTop with berries.',
    notes: 'Use any milk you like.\nKeeps for two days.',
    nutritional_info: '',
    prep_time: '5 min',
    cook_time: '',
    total_time: '8 hours',
    servings: '1',
    categories: ['Breakfast'],
    rating: 3,
    on_favorites: true,
    source: '',
    source_url: 'https://example.com/overnight-oats',
    image_url: '',
    photo: 'oats.jpg',
    colour: OAT,
  },
];

export const PAPRIKA_COUNT = paprikaRecipes.length;

export async function paprikaRecipesZip(): Promise<Buffer> {
  const entries: ZipEntrySpec[] = [];
  for (const { colour, ...r } of paprikaRecipes) {
    const photo = colour ? await picture(colour, 'jpeg') : null;
    const json = {
      created: '2026-11-20 10:00:00',
      description: '',
      difficulty: '',
      photos: [],
      photo_large: null,
      photo_hash: null,
      hash: r.uid.toLowerCase(),
      ...r,
      photo_data: photo ? photo.toString('base64') : null,
    };
    // Paprika stores its entries already gzipped; the zip holds them stored.
    entries.push({ name: `${r.name}.paprikarecipe`, data: zlib.gzipSync(JSON.stringify(json)), store: true });
  }
  return buildZip(entries);
}

/** Every fixture above, written into `dir` under the names the tests use. */
export async function writeFixtures(dir: string) {
  const files = {
    mealie: path.join(dir, 'mealie.zip'),
    tandoor: path.join(dir, 'tandoor.zip'),
    nextcloud: path.join(dir, 'nextcloud.zip'),
    paprika: path.join(dir, 'paprika.paprikarecipes'),
  };
  fs.writeFileSync(files.mealie, await mealieZip());
  fs.writeFileSync(files.tandoor, await tandoorZip());
  fs.writeFileSync(files.nextcloud, await nextcloudZip());
  fs.writeFileSync(files.paprika, await paprikaRecipesZip());
  return files;
}

/** A fresh temporary folder holding the fixtures; remove it with `fs.rmSync(dir, { recursive: true })`. */
export async function fixturesInTempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-apps-fixtures-'));
  return { dir, files: await writeFixtures(dir) };
}
