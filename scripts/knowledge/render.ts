/**
 * A cookbook recipe as the chef will show it, to read it as a cook before committing it:
 *   npm run -s knowledge:render -- src/knowledge/cookbook/polish/pierogi-ruskie.json [--lang pt-BR]
 *     [--servings 8] [--system imperial] [--variant vegan]
 */
import { loadCookbook } from '../../src/server/chef/cookbook/load.ts';
import { renderVersion } from '../../src/server/chef/cookbook/render.ts';
import { tagsFor } from '../../src/server/chef/cookbook/generate.ts';
import path from 'node:path';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const files = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')).map((f) => path.resolve(f));
const book = loadCookbook(files);
const lang = (opt('lang') ?? 'en') as 'en' | 'pt-BR';
const system = (opt('system') ?? 'metric') as 'metric' | 'imperial';
for (const e of book.entries) {
  if (opt('variant') ? e.variantId !== opt('variant') : e.variantId !== null && !args.includes('--all')) continue;
  const v = book.version(e);
  const r = renderVersion(book.room, v, {
    lang,
    system,
    servings: Number(opt('servings') ?? e.servings),
    tags: tagsFor(book.room, e, lang),
  });
  console.log(
    `\n# ${r.title}${e.variantId ? `  [variant ${e.variantId}]` : ''}\n${r.description}\n${r.servings} servings · prep ${r.prepTime} · cook ${r.cookTime} · ${r.difficulty} · ${r.tags.join(', ')}`,
  );
  console.log(
    `kcal/serving ≈ ${Math.round(e.nutrition.kcal)} (known ${Math.round(e.nutrition.known * 100)}%), protein ${Math.round(e.nutrition.protein)} g`,
  );
  for (const i of r.ingredients) console.log(`  - ${[i.amount, i.name].filter(Boolean).join(' ')}`);
  r.instructions.forEach((s, n) => console.log(`  ${n + 1}. ${s}`));
  for (const t of r.tips) console.log(`  tip: ${t}`);
}
