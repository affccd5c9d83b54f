/**
 * Asks the built-in chef what a cook would ask and prints its answers in full, for reading them as
 * a cook (bench/chef-eval/reads/). The asks are a JSON file of objects, one per ask:
 *   { "kind": "wish", "lang": "en", "dishType": "vegetarian chili for 6", "preferences": "", "count": 2,
 *     "timeLimit": "", "have": ["tofu"] }
 *   { "kind": "edit", "lang": "pt-BR", "from": "feijoada", "request": "para 10 pessoas" }
 *        (the first recipe the wish "from" gives, then the request; or "action": "quick")
 *   { "kind": "edit", "lang": "en", "recipe": { …a recipe of the cook's own… }, "request": "swap X for Y" }
 *   { "kind": "plan", "lang": "en", "days": 3, "people": 4, "restrictions": "vegetarian", "preferences": "" }
 *
 *   node_modules/.bin/node bench/chef-eval/ask.ts asks.json [--system metric|imperial] > answers.md
 */
import { readFileSync } from 'node:fs';
import { createChef } from '../../src/server/chef/index.ts';
import type { TRecipeDraft } from '../../src/shared/schemas/recipe.ts';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: ask.ts asks.json [--system metric|imperial]');
  process.exit(2);
}
const system = (args.includes('--system') ? args[args.indexOf('--system') + 1] : 'metric') as 'metric' | 'imperial';
const asks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
const chef = createChef({});
const opts = { unitSystem: system };

function show(r: TRecipeDraft): string {
  return [
    `### ${r.title}`,
    r.description,
    `${r.servings} ${new Intl.PluralRules('en').select(r.servings) === 'one' ? 'serving' : 'servings'} · prep ${r.prepTime} min · cook ${r.cookTime} min · ${r.difficulty} · tags: ${r.tags.join(', ')}`,
    '',
    ...r.ingredients.map((i) => `- ${[i.amount, i.name].filter(Boolean).join(' ')}`),
    '',
    ...r.instructions.map((s, n) => `${n + 1}. ${s}`),
    ...(r.tips.length ? ['', ...r.tips.map((t) => `> tip: ${t}`)] : []),
  ].join('\n');
}

let n = 0;
for (const a of asks) {
  n++;
  const lang = (a.lang as string) ?? 'en';
  if (a.kind === 'wish') {
    const res = await chef.generateRecipes(
      {
        dishType: String(a.dishType ?? ''),
        preferences: String(a.preferences ?? ''),
        timeLimit: String(a.timeLimit ?? ''),
        recipeCount: Number(a.count ?? 2),
        availableIngredients: (a.have as string[]) ?? [],
        language: lang,
      },
      opts,
    );
    console.log(
      `\n## ${n}. wish (${lang}): ${JSON.stringify({ dishType: a.dishType, preferences: a.preferences, timeLimit: a.timeLimit, have: a.have, count: a.count })}`,
    );
    console.log(`**note:** ${res.meta.note ?? '(none)'}  \n**${res.recipes.length} recipe(s)**\n`);
    for (const r of res.recipes) console.log(`${show(r)}\n`);
  } else if (a.kind === 'edit') {
    let recipe = a.recipe as TRecipeDraft | undefined;
    if (!recipe) {
      const from = await chef.generateRecipes({ dishType: String(a.from), recipeCount: 1, language: lang }, opts);
      recipe = from.recipes[0];
    }
    console.log(
      `\n## ${n}. edit (${lang}): ${JSON.stringify(a.request ?? a.action)} on "${recipe?.title ?? '(nothing found)'}"`,
    );
    if (!recipe) continue;
    const res = await chef.modifyRecipe(
      {
        currentRecipe: recipe,
        ...(a.action ? { action: a.action as 'quick' } : { customPrompt: String(a.request) }),
        language: lang,
      },
      opts,
    );
    console.log(`**success:** ${res.success}  \n**summary:** ${res.summary}  \n**reasoning:** ${res.reasoning}\n`);
    if (res.success) console.log(`${show(res.updated_recipe)}\n`);
  } else if (a.kind === 'plan') {
    const start = new Date(Date.UTC(2026, 11, 7));
    const end = new Date(start.getTime() + (Number(a.days ?? 3) - 1) * 86_400_000);
    const res = await chef.planMeals(
      {
        startDate: start.toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
        peopleCount: Number(a.people ?? 2),
        dietaryRestrictions: String(a.restrictions ?? ''),
        preferences: String(a.preferences ?? ''),
        ...(a.maxMinutes ? { maxCookingTime: Number(a.maxMinutes) } : {}),
        includeUserRecipes: false,
        language: lang,
      },
      opts,
    );
    console.log(
      `\n## ${n}. plan (${lang}): ${JSON.stringify({ days: a.days, people: a.people, restrictions: a.restrictions, preferences: a.preferences })}`,
    );
    console.log(`**note:** ${res.meta.note ?? '(none)'}\n`);
    for (const s of res.suggestions) console.log(`- ${s.date} ${s.mealType}: **${s.recipeTitle}** — ${s.reasoning}`);
    const first = res.suggestions.find((s) => s.mealType === 'dinner');
    if (first)
      console.log(
        `\nFirst dinner in full:\n\n${show({ ...first, title: first.recipeTitle, description: first.recipeDescription })}\n`,
      );
  }
}
