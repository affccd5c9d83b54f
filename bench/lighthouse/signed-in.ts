/**
 * The signed-in side of the Lighthouse bench: an account with a few recipes made through the API
 * (the session cookie is handed to Lighthouse as a request header), and the JavaScript a signed-in
 * page downloads on its first load, measured in Chromium.
 */
import { gzipSync } from 'node:zlib';
import { ApiClient, type ServerProcess } from '../../tests/reliability/harness.ts';
import { launchChromium } from './installable.ts';

export interface SignedInAccount {
  /** `tempero_session=…`, for a Cookie header. */
  cookie: string;
  /** The signed-in pages to audit, by name. */
  pages: Array<{ name: string; path: string }>;
}

/** The recipe the public pages are audited with (run.ts) and the signed-in detail page shows. */
export const MOQUECA = {
  title: 'Moqueca de peixe',
  description: 'A Brazilian fish stew with coconut milk, tomatoes, peppers and coriander.',
  prepTime: 20,
  cookTime: 30,
  servings: 4,
  difficulty: 'Medium',
  ingredients: [
    { name: 'white fish fillets', amount: '800 g' },
    { name: 'coconut milk', amount: '400 ml' },
    { name: 'tomatoes', amount: '3' },
    { name: 'red pepper', amount: '1' },
    { name: 'onion', amount: '1' },
    { name: 'fresh coriander', amount: '1 bunch' },
  ],
  instructions: [
    'Season the fish with lime juice, salt and garlic; rest for **15 minutes**.',
    'Layer onion, pepper and tomato in a wide pan, then the fish.',
    'Pour over the coconut milk and simmer *gently* for 20 minutes.',
    'Finish with coriander and serve with rice.',
  ],
  tags: ['brazilian', 'fish', 'dinner', 'gluten-free'],
  tips: ['Dendê oil gives the traditional colour and flavour.'],
};

const RECIPES = [
  {
    title: 'Pão de queijo',
    description: 'Cheese bread rolls from Minas Gerais, crisp outside and chewy inside.',
    prepTime: 15,
    cookTime: 25,
    servings: 6,
    difficulty: 'Easy',
    ingredients: [
      { name: 'tapioca flour (polvilho azedo)', amount: '500 g' },
      { name: 'milk', amount: '250 ml' },
      { name: 'eggs', amount: '2' },
      { name: 'grated Minas cheese', amount: '200 g' },
    ],
    instructions: [
      'Scald the flour with the hot milk and oil.',
      'Knead in the eggs and the cheese.',
      'Roll into balls and bake at 200 °C for 25 minutes.',
    ],
    tags: ['brazilian', 'snack', 'vegetarian'],
    tips: ['Freeze the raw balls and bake them straight from the freezer.'],
  },
  {
    title: 'Feijoada',
    description: 'Black beans slow-cooked with pork, served with rice, greens and orange.',
    prepTime: 30,
    cookTime: 180,
    servings: 8,
    difficulty: 'Hard',
    ingredients: [
      { name: 'black beans', amount: '1 kg' },
      { name: 'smoked sausage', amount: '400 g' },
      { name: 'pork ribs', amount: '500 g' },
      { name: 'bay leaves', amount: '3' },
    ],
    instructions: [
      'Soak the beans overnight.',
      'Brown the meats, then simmer everything with the beans for 3 hours.',
      'Serve with rice, collard greens, farofa and orange.',
    ],
    tags: ['brazilian', 'dinner', 'pork'],
    tips: ['It is even better the next day.'],
  },
  {
    title: 'Brigadeiro',
    description: 'Chocolate fudge balls for every Brazilian birthday.',
    prepTime: 5,
    cookTime: 15,
    servings: 20,
    difficulty: 'Easy',
    ingredients: [
      { name: 'sweetened condensed milk', amount: '395 g' },
      { name: 'cocoa powder', amount: '2 tbsp' },
      { name: 'butter', amount: '1 tbsp' },
      { name: 'chocolate sprinkles', amount: '100 g' },
    ],
    instructions: [
      'Cook the milk, cocoa and butter, stirring, until it leaves the pan.',
      'Cool, roll into balls and coat with sprinkles.',
    ],
    tags: ['brazilian', 'dessert', 'vegetarian'],
    tips: [],
  },
  MOQUECA,
];

/** A state-changing request without a body needs an allowed Origin (DESIGN.md, security). */
async function patchEmpty(server: ServerProcess, cookie: string, url: string): Promise<void> {
  const res = await fetch(`${server.url}${url}`, { method: 'PATCH', headers: { cookie, origin: server.url } });
  if (res.status !== 200) throw new Error(`PATCH ${url}: ${res.status} ${await res.text()}`);
}

/**
 * Registers a cook with four recipes, three of them favourites (Home shows the first three, the
 * Favorites page all of them), and returns the session cookie and the pages to audit: Home,
 * Favorites and the detail page of the last recipe, opened by its owner.
 */
export async function seedSignedInAccount(server: ServerProcess): Promise<SignedInAccount> {
  const client = new ApiClient(server.url);
  await client.register(`lighthouse-cook-${Date.now()}@example.com`, 'lighthouse password 1234', 'Ana');
  if (!client.cookie) throw new Error('register set no session cookie');
  const ids: string[] = [];
  for (const recipe of RECIPES) {
    const created = await client.request<{ id: string }>('POST', '/api/recipes', recipe);
    if (created.status !== 201) throw new Error(`create recipe: ${created.status} ${JSON.stringify(created.body)}`);
    ids.push(created.body.id);
  }
  for (const id of ids.slice(0, 3)) await patchEmpty(server, client.cookie, `/api/recipes/${id}/favorite`);
  const detail = ids.at(-1)!;
  await patchEmpty(server, client.cookie, `/api/recipes/${detail}/public`);
  return {
    cookie: client.cookie,
    pages: [
      { name: 'home', path: '/' },
      { name: 'favorites', path: '/favorites' },
      { name: 'recipe', path: `/recipes/${detail}` },
    ],
  };
}

export interface ScriptLoad {
  /** Sum of each script's gzip size (level 9, as a server would precompress it), in bytes. */
  gzipBytes: number;
  rawBytes: number;
  scripts: Array<{ path: string; gzipBytes: number }>;
}

/**
 * Loads `pagePath` signed in (or signed out when `cookie` is null; a fresh browser profile: no HTTP
 * cache, no service worker) until the
 * network is idle and its h1 shows, and adds up the gzip sizes of every script it requested. The
 * sizes are those of the bytes served, so they do not depend on the machine's load.
 */
export async function measureFirstLoadScripts(
  baseUrl: string,
  cookie: string | null,
  pagePath: string,
  chromePath: string,
): Promise<ScriptLoad> {
  const browser = await launchChromium(chromePath);
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: baseUrl }]);
    }
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === baseUrl && url.pathname.endsWith('.js') && response.ok())
        bodies.set(url.pathname, response.body());
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const scripts: ScriptLoad['scripts'] = [];
    let rawBytes = 0;
    for (const [path, body] of bodies) {
      const bytes = await body;
      rawBytes += bytes.length;
      scripts.push({ path, gzipBytes: gzipSync(bytes, { level: 9 }).length });
    }
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0), rawBytes, scripts };
  } finally {
    await browser.close();
  }
}
