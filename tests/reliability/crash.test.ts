import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  ApiClient,
  freshDataLocation,
  listAllRecipes,
  startServer,
  type DataLocation,
  type ServerProcess,
} from './harness.ts';

/**
 * Durability: the real server, a stream of writes over HTTP, `kill -9` in the middle, restart on the
 * same data. Every write the server acknowledged (2xx) must be there afterwards, and nothing may be
 * half-written. Runs on the embedded database (DATA_DIR) or, with TEST_DATABASE_URL, on PostgreSQL.
 */
const WRITERS = 6;
const CYCLES = 2;
const WRITE_PHASE_MS = 3000;
const MIN_ACKS_PER_CYCLE = 40;

interface RecipeBody {
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: string;
  ingredients: Array<{ name: string; amount: string }>;
  instructions: string[];
  tags: string[];
  tips: string[];
}
interface TrackedRecipe {
  body: RecipeBody;
  id: string | null;
  /** Acknowledged: the server answered 201. */
  acked: boolean;
  isFavorite: boolean;
  /** A toggle was sent and never answered: the state may be either. */
  favoriteUncertain: boolean;
  writer: number;
}
interface TrackedItem {
  name: string;
  amount: string;
  id: string | null;
  acked: boolean;
  checked: boolean;
  checkedUncertain: boolean;
  writer: number;
}

let loc: DataLocation;
let server: ServerProcess | null = null;

beforeAll(async () => {
  loc = await freshDataLocation({
    pgliteDump: inject('reliabilityPgliteTemplate'),
    postgresTemplate: inject('reliabilityPostgresTemplate'),
  });
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  await loc?.cleanup();
});

function recipeBody(writer: number, n: number): RecipeBody {
  const steps = 2 + (n % 4);
  return {
    title: `Crash w${writer} #${n}`,
    description: `Written by writer ${writer}, number ${n}.`,
    prepTime: n % 60,
    cookTime: (n * 7) % 120,
    servings: 1 + (n % 8),
    difficulty: ['Easy', 'Medium', 'Hard'][n % 3]!,
    ingredients: Array.from({ length: 3 + (n % 5) }, (_, i) => ({
      name: `ingredient ${writer}.${n}.${i}`,
      amount: `${i + 1} cup`,
    })),
    instructions: Array.from({ length: steps }, (_, i) => `Step ${i + 1} of ${steps} for ${writer}.${n}.`),
    tags: [`w${writer}`, `n${n % 10}`],
    tips: n % 2 ? [`Tip for ${n}`] : [],
  };
}

const content = (r: Record<string, any>): RecipeBody => ({
  title: r.title,
  description: r.description,
  prepTime: r.prepTime,
  cookTime: r.cookTime,
  servings: r.servings,
  difficulty: r.difficulty,
  ingredients: r.ingredients,
  instructions: r.instructions,
  tags: r.tags,
  tips: r.tips,
});

it('keeps every acknowledged write through kill -9 and restart, with nothing half-written', async () => {
  server = await startServer(loc);
  const client = new ApiClient(server.url);
  await client.register('crash@example.com');
  const cookie = client.cookie!;

  const recipes = new Map<string, TrackedRecipe>(); // by title
  const items = new Map<string, TrackedItem>(); // by name
  const counter = { n: 0 };
  const errors: string[] = [];

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    let stop = false;
    let acks = 0;
    let inFlight = 0;

    // One writer: a loop of mixed writes until the server goes away. Each writer changes only what
    // it created, one request at a time, so the last answer (or the lack of one) says what to expect.
    const writer = async (w: number) => {
      const api = new ApiClient(server!.url, cookie);
      const mine = () => [...recipes.values()].filter((r) => r.writer === w && r.acked);
      const myItems = () => [...items.values()].filter((i) => i.writer === w && i.acked && !i.checked);
      let step = 0;
      while (!stop) {
        step += 1;
        const pick = step % 10;
        inFlight += 1;
        try {
          if (pick < 4 || mine().length === 0) {
            const n = ++counter.n;
            const t: TrackedRecipe = {
              body: recipeBody(w, n),
              id: null,
              acked: false,
              isFavorite: false,
              favoriteUncertain: false,
              writer: w,
            };
            recipes.set(t.body.title, t);
            const res = await api.post('/api/recipes', t.body);
            if (res.status !== 201) errors.push(`create: ${res.status} ${JSON.stringify(res.body)}`);
            else Object.assign(t, { id: res.body.id, acked: true });
          } else if (pick < 7) {
            const list = mine();
            const t = list[step % list.length]!;
            const before = t.isFavorite;
            t.favoriteUncertain = true;
            const res = await api.patch(`/api/recipes/${t.id}/favorite`);
            if (res.status !== 200) errors.push(`favorite: ${res.status} ${JSON.stringify(res.body)}`);
            else {
              if (res.body.isFavorite === before) errors.push(`favorite of ${t.body.title} did not flip`);
              Object.assign(t, { isFavorite: res.body.isFavorite, favoriteUncertain: false });
            }
          } else if (pick < 9 || myItems().length === 0) {
            const n = ++counter.n;
            const item: TrackedItem = {
              name: `item w${w} #${n}`,
              amount: `${n} g`,
              id: null,
              acked: false,
              checked: false,
              checkedUncertain: false,
              writer: w,
            };
            items.set(item.name, item);
            const res = await api.post('/api/shopping-list-items', { name: item.name, amount: item.amount });
            if (res.status !== 201) errors.push(`shopping add: ${res.status} ${JSON.stringify(res.body)}`);
            else Object.assign(item, { id: res.body.id, acked: true });
          } else {
            const item = myItems()[0]!;
            item.checkedUncertain = true;
            const res = await api.patch(`/api/shopping-list-items/${item.id}`, { checked: true });
            if (res.status !== 200) errors.push(`shopping check: ${res.status} ${JSON.stringify(res.body)}`);
            else Object.assign(item, { checked: true, checkedUncertain: false });
          }
          acks += 1;
        } catch {
          return; // the server is gone: this request was never acknowledged
        } finally {
          inFlight -= 1;
        }
      }
    };

    const running = Array.from({ length: WRITERS }, (_, w) => writer(w));
    const started = Date.now();
    while (Date.now() - started < WRITE_PHASE_MS || acks < MIN_ACKS_PER_CYCLE) {
      if (Date.now() - started > 40_000)
        throw new Error(`only ${acks} writes acknowledged in 40 s:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const pendingAtKill = inFlight;
    await server.kill('SIGKILL');
    stop = true;
    await Promise.all(running);
    expect(errors).toEqual([]);
    // The kill must land while writes are on the wire, or the test proves little.
    expect(pendingAtKill).toBeGreaterThan(0);

    const restartAt = Date.now();
    server = await startServer(loc);
    console.log(
      `crash cycle ${cycle + 1} (${loc.kind}): ${acks} writes acknowledged, ${pendingAtKill} in flight at kill -9, restarted in ${Date.now() - restartAt} ms`,
    );
    const check = new ApiClient(server.url, cookie);
    // The session (written at sign-up) survived.
    expect((await check.get('/api/auth/user')).status).toBe(200);

    const stored = await listAllRecipes(check);
    const byTitle = new Map(stored.map((r) => [r.title, r]));
    expect(byTitle.size).toBe(stored.length);
    for (const t of recipes.values()) {
      const row = byTitle.get(t.body.title);
      if (t.acked) {
        expect(row, `acknowledged recipe ${t.body.title} is missing`).toBeDefined();
        expect(row!.id).toBe(t.id);
      }
      if (!row) continue;
      // Whole or absent, never half-written: the stored recipe is exactly what was sent (the list
      // carries cards only, so the detail is read).
      const detail = await check.get(`/api/recipes/${row.id}`);
      expect(detail.status).toBe(200);
      expect(content(detail.body)).toEqual(t.body);
      if (t.favoriteUncertain) {
        t.isFavorite = row.isFavorite;
        t.favoriteUncertain = false;
      } else expect(row.isFavorite, `favourite of ${t.body.title}`).toBe(t.isFavorite);
      // A create that was never answered but did commit is now known; later cycles expect it.
      Object.assign(t, { acked: true, id: row.id });
    }
    for (const r of stored) expect(recipes.has(r.title), `unexpected recipe ${r.title}`).toBe(true);
    for (const [title, t] of recipes) if (!byTitle.has(title) && !t.acked) recipes.delete(title);

    const stats = (await check.get('/api/user/statistics')).body;
    expect(stats).toEqual({ totalRecipes: stored.length, favoriteRecipes: stored.filter((r) => r.isFavorite).length });
    const favorites = await check.get('/api/recipes/favorites?pageSize=100');
    expect(Number(favorites.headers.get('x-total-count'))).toBe(stats.favoriteRecipes);

    const list = (await check.get('/api/shopping-list-items')).body as Array<Record<string, any>>;
    const itemByName = new Map(list.map((i) => [i.name, i]));
    expect(itemByName.size).toBe(list.length);
    for (const item of items.values()) {
      const row = itemByName.get(item.name);
      if (item.acked) expect(row, `acknowledged shopping item ${item.name} is missing`).toBeDefined();
      if (!row) {
        items.delete(item.name);
        continue;
      }
      expect(row.amount).toBe(item.amount);
      if (item.checkedUncertain) item.checked = row.checked;
      else expect(row.checked, `checked state of ${item.name}`).toBe(item.checked);
      Object.assign(item, { acked: true, id: row.id, checkedUncertain: false });
    }
    for (const i of list) expect(items.has(i.name), `unexpected shopping item ${i.name}`).toBe(true);
  }

  // The restarted server takes writes again.
  const after = new ApiClient(server.url, cookie);
  const res = await after.post('/api/recipes', recipeBody(99, 99999));
  expect(res.status).toBe(201);
  expect((await after.get(`/api/recipes/${res.body.id}`)).body.title).toBe('Crash w99 #99999');
  expect(recipes.size).toBeGreaterThan(MIN_ACKS_PER_CYCLE / 2);
}, 180_000);
