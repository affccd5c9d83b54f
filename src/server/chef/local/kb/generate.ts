import type { TLanguage, TUnitSystem } from '../../../../shared/constants.ts';
import type { TRecipeDraft } from '../../../../shared/schemas/recipe.ts';
import { hashString } from '../text.ts';
import { dishFromFamily } from './family-dish.ts';
import { dishFromRecipe, swapIng } from './build.ts';
import { enforce } from './restrictions.ts';
import type { Dish } from './dish.ts';
import type { Knowledge } from './load.ts';
import { applyOps } from './edit/apply.ts';
import { renderDish } from './render/render-dish.ts';
import type { TCourse, TFamily, TRecipe } from './schema.ts';
import { forbidden, understand, type Want } from './understand.ts';

export interface GenerateArgs {
  dishType: string;
  timeLimit: string;
  preferences: string;
  recipeCount: number;
  availableIngredients: string[];
  language: TLanguage;
  unitSystem: TUnitSystem;
}

interface Candidate {
  dish: Dish;
  score: number;
  adapted: string[];
}

function fitsCourse(course: TCourse, also: readonly TCourse[] | undefined, want: TCourse | null): boolean {
  if (!want) return course === 'main' || (also ?? []).includes('main');
  return course === want || (also ?? []).includes(want);
}

function total(d: Dish): number {
  return d.prepTime + d.cookTime;
}

/** Puts the wanted keys into a classic by swapping same-role ingredients ("green curry with tofu"). */
function bringWanted(kb: Knowledge, d: Dish, want: Want): string[] | null {
  const swaps: string[] = [];
  for (const k of want.keys) {
    if (d.ings.some((i) => i.key === k)) continue;
    const e = kb.lex.get(k);
    if (!e) return null;
    const role =
      e.role === 'vegetable' && d.ings.some((i) => i.role === 'protein' && i.key === 'mushrooms') ? 'protein' : e.role;
    const target = d.ings.find(
      (i) =>
        (i.role === role || (role === 'protein' && i.role === 'protein')) && !want.keys.includes(i.key) && i.key !== k,
    );
    if (!target) return null;
    swaps.push(`${target.key}→${k}`);
    swapIng(kb, d, target, k);
  }
  return swaps;
}

function note(lang: TLanguage, en: string, pt: string): string {
  return lang === 'pt-BR' ? pt : en;
}

/** Names of lexicon keys for a note. */
function names(kb: Knowledge, keys: string[], lang: TLanguage): string {
  const list = keys.map((k) => kb.lex.get(k)?.name[lang][0] ?? k);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')}${lang === 'pt-BR' ? ' e ' : ' and '}${list[list.length - 1]}`;
}

/**
 * Recipes for a wish: named classics first, then classics of the asked family, then the family's
 * template filled with the wanted ingredients and varied. Restrictions are hard: a candidate that
 * cannot keep them is dropped. Never pads with unrelated dishes.
 */
export function generate(kb: Knowledge, args: GenerateArgs): { recipes: TRecipeDraft[]; note?: string } {
  const lang = args.language;
  const want = understand(kb, args);
  const servings = want.servings;
  const seed = hashString(`${args.dishType}|${args.preferences}|${args.availableIngredients.join(',')}`);
  const notes: string[] = [];
  const cands: Candidate[] = [];
  const asked = want.families.length > 0 || want.dishes.length > 0;
  const course = want.course;
  const timeOk = (d: Dish) => want.minutes === null || total(d) <= want.minutes;
  // Over the time limit: the same shortcuts as the "quicker" edit (pressure cooker, air fryer,
  // pre-cut vegetables) before giving the dish up. Returns what was done, or null.
  const fitTime = (d: Dish): string[] | null => {
    if (timeOk(d)) return [];
    const r = applyOps(kb, d, [{ kind: 'quick' }], lang);
    if (r.ok && timeOk(d)) return ['quick'];
    // Still over: a simmered dish goes to the pressure cooker, a roasted one to the air fryer.
    const simmer = d.steps.some((s) => ('do' in s ? s.do === 'simmer' : s.act === 'simmer'));
    const roast = d.steps.some((s) => ('do' in s ? ['roast', 'bake'].includes(s.do) : s.act === 'roast'));
    const to = simmer ? 'pressure' : roast ? 'airfry' : null;
    if (!to) return null;
    const m = applyOps(kb, d, [{ kind: 'method', to }], lang);
    return m.ok && timeOk(d) ? ['quick', to] : null;
  };

  const considerRecipe = (r: TRecipe, base: number, named = false) => {
    // Only a dish named in the wish is adapted to the wanted ingredients ("green curry with tofu");
    // otherwise a classic must already have them, or the family's template answers instead.
    if (!named && !want.keys.every((k) => r.ingredients.some((i) => i.key === k))) return;
    // A classic of a family that is nothing without an ingredient the wish rules out (a vegan
    // "omelette") is not offered either.
    const essential = kb.families.get(r.family)?.essential ?? [];
    if (essential.some((k) => forbidden(kb, want, k) && r.ingredients.some((i) => i.key === k))) return;
    const d = dishFromRecipe(r, servings);
    const adapted: string[] = [];
    if (want.keys.length) {
      const swaps = bringWanted(kb, d, want);
      if (!swaps) return;
      if (swaps.length) adapted.push(...swaps);
    }
    const ch = enforce(kb, d, want);
    if (!ch) return;
    for (const c of ch) adapted.push(`${c.from}→${c.to ?? '∅'}`);
    const quick = fitTime(d);
    if (!quick) return;
    adapted.push(...quick);
    const have = want.have.filter((k) => d.ings.some((i) => i.key === k)).length;
    const cuisine = want.cuisine && d.cuisine === want.cuisine ? 8 : 0;
    cands.push({
      dish: d,
      score: base + have * 2 + cuisine - adapted.length * 3 + ((seed + hashString(r.id)) % 7) / 10,
      adapted,
    });
  };

  // 1. Classics named in the wish, then classics of the wished families.
  for (const id of want.dishes) {
    const r = kb.recipeById.get(id);
    // "omelete de feijão preto" asks for an omelette: a named dish of another family gives its
    // ingredients to the wish, not its recipe.
    if (r && want.families.length && !want.families.includes(r.family)) continue;
    if (r) considerRecipe(r, 100, true);
  }
  for (const r of kb.recipes) {
    if (want.dishes.includes(r.id)) continue;
    if (want.families.length) {
      if (!want.families.includes(r.family)) continue;
      // The title must say the dish asked for ("masala" is a curry; "Kung Pao Chicken" is not "a stir-fry"),
      // in the wish's language ("Pastéis de Nata" are custard tarts, but not a "torta").
      // A family word that is also an ingredient ("ovos" in "Ovos Rancheiros") does not name the dish.
      const title = r.title[lang];
      const ingSpans = new Set(kb.ingredientMatcher.findAll(title).map((m) => `${m.t0}:${m.t1}`));
      const named = kb.familyMatcher
        .findAll(title)
        .filter((m) => !ingSpans.has(`${m.t0}:${m.t1}`))
        .flatMap((m) => m.values);
      if (!named.some((f) => want.families.includes(f))) continue;
      considerRecipe(r, 60);
    } else if (!asked) {
      if (!fitsCourse(r.course, r.also, course)) continue;
      // No family named: a classic fits when it already has the wanted ingredients.
      if (want.keys.length && !want.keys.every((k) => r.ingredients.some((i) => i.key === k))) continue;
      considerRecipe(r, 50);
    }
  }
  // 2. Templates of the family (or of the course, or any main family taking the wanted ingredients).
  let families = want.families.map((f) => kb.families.get(f)!).filter(Boolean);
  if (families.length > 1) {
    // One word, several families ("pie", "panquecas"): those that take every wanted ingredient
    // in a slot that lists it or is of its role answer (a shrimp pie is not the fruit tart), and
    // those of the course asked for ("a dessert pie").
    const wantedKeys = want.keys.filter((k) => kb.lex.has(k));
    const takes = (f: TFamily) =>
      wantedKeys.every(
        (k) =>
          f.fixed.some((x) => x.key === k) ||
          Object.values(f.slots).some((s) => s.pick.includes(k) || s.role === kb.lex.get(k)!.role),
      );
    const fit = families.filter(takes);
    if (fit.length) families = fit;
    const ofCourse = families.filter((f) => fitsCourse(f.course, f.also, course));
    if (course && ofCourse.length) families = ofCourse;
  }
  // A named dish that cannot take the wish ("arroz com brócolis" is not plain rice) falls back to the families.
  if (families.length === 0 && (!want.dishes.length || cands.length === 0)) {
    families = [...kb.families.values()].filter((f) => fitsCourse(f.course, f.also, course));
    if (want.keys.length)
      families = families.filter((f) =>
        want.keys.every((k) =>
          Object.values(f.slots).some((s) => s.pick.includes(k) || s.role === kb.lex.get(k)?.role),
        ),
      );
  }
  const tmplBase = want.dishes.length ? 20 : 40;
  /** Families the wish's restrictions leave without what they are made of. */
  const ruledOut = new Set<string>();
  templates(false);
  function templates(vary: boolean) {
    for (let v = 0; v < Math.max(4, args.recipeCount * 3); v++) {
      for (const f of families) {
        // An omelette without eggs is another dish: not offered with flax "eggs".
        if (f.essential?.some((k) => forbidden(kb, want, k))) {
          if (want.families.includes(f.id)) ruledOut.add(f.id);
          continue;
        }
        // Against the clock, the family's quick version when the usual one does not fit in time.
        for (const fast of [false, true]) {
          if (fast && (!f.quick || want.minutes === null)) break;
          const d = dishFromFamily(kb, f, want, v + (seed % 5), servings ?? f.serves, fast, vary);
          if (!d) continue;
          if (want.keys.some((k) => kb.lex.has(k) && !d.ings.some((i) => i.key === k))) continue;
          const ch = enforce(kb, d, want);
          if (!ch) continue;
          const quick = fast ? (timeOk(d) ? ['quick'] : null) : fitTime(d);
          if (!quick) continue;
          cands.push({
            dish: d,
            score: tmplBase - v * 2 - families.indexOf(f) * 0.5 - quick.length - (vary ? 30 : 0),
            adapted: [...ch.map((c) => `${c.from}→${c.to ?? '∅'}`), ...quick],
          });
          break;
        }
      }
    }
  }
  let recipes: TRecipeDraft[] = [];
  let titles = new Set<string>();
  let adaptedAny = false;
  let quickAny = false;
  let fromTemplates = 0;
  select();
  // A second round when the first gave fewer dishes than asked: each variation adds one more
  // ingredient beside the wanted ones (another fruit in the bread, another vegetable in the pie).
  if (recipes.length < args.recipeCount && want.keys.length) {
    templates(true);
    select();
  }
  function select() {
    cands.sort((a, b) => b.score - a.score);
    recipes = [];
    titles = new Set<string>();
    adaptedAny = false;
    quickAny = false;
    fromTemplates = 0;
    for (const c of cands) {
      if (recipes.length >= args.recipeCount) break;
      // A spicy wish gets heat where the dish has none; savoury dishes only.
      if (
        want.spicy &&
        !['dessert', 'drink', 'breakfast'].includes(c.dish.course) &&
        !c.dish.ings.some((i) => kb.lex.get(i.key)?.cats.includes('chili'))
      )
        applyOps(kb, c.dish, [{ kind: 'spicy' }], lang);
      const draft = renderDish(kb, c.dish, lang, args.unitSystem);
      let t = draft.title.toLowerCase();
      if (titles.has(t)) {
        // Same dish, other ingredients: the title says what differs ("Apple tart with puff pastry").
        const seen = new Set(
          recipes.filter((r) => r.title.toLowerCase() === t).flatMap((r) => r.ingredients.map((i) => i.name)),
        );
        const differs = c.dish.ings.find(
          (i, n) =>
            i.slot &&
            !seen.has(draft.ingredients[n]!.name) &&
            !t.includes((kb.lex.get(i.key)?.name[lang][0] ?? '').toLowerCase()),
        );
        const name = differs ? kb.lex.get(differs.key)?.name[lang][0] : undefined;
        if (!name) continue;
        draft.title = `${draft.title} ${/ (with|com) /i.test(draft.title) ? (lang === 'pt-BR' ? 'e' : 'and') : lang === 'pt-BR' ? 'com' : 'with'} ${name}`;
        t = draft.title.toLowerCase();
        if (titles.has(t)) continue;
      }
      if (draft.ingredients.some((i) => forbidden(kb, want, kb.ingredientMatcher.valuesIn(i.name)[0] ?? '') && false))
        continue;
      titles.add(t);
      recipes.push(draft);
      if (c.adapted.some((a) => a.includes('→'))) adaptedAny = true;
      if (c.adapted.includes('quick')) quickAny = true;
      if (c.dish.source === 'family') fromTemplates++;
    }
  }
  const understood =
    want.families.length +
      want.dishes.length +
      want.keys.length +
      want.diets.length +
      want.avoidCats.length +
      want.avoidKeys.length >
      0 ||
    want.course ||
    want.cuisine;
  if (args.dishType.trim() && !understood)
    notes.push(
      note(
        lang,
        `I did not recognise a dish or an ingredient in "${args.dishType.trim().slice(0, 60)}", so these are ideas for a main course.`,
        `Não reconheci um prato ou ingrediente em "${args.dishType.trim().slice(0, 60)}", então estas são sugestões de prato principal.`,
      ),
    );
  if (adaptedAny)
    notes.push(
      note(
        lang,
        'Some recipes were adapted to your wish (ingredients swapped to fit what you asked for or must avoid).',
        'Algumas receitas foram adaptadas ao seu pedido (ingredientes trocados para atender ao que você pediu ou precisa evitar).',
      ),
    );
  if (quickAny)
    notes.push(
      note(
        lang,
        'To fit your time, some recipes use shortcuts (pre-cut vegetables, canned beans, a pressure cooker or an air fryer).',
        'Para caber no seu tempo, algumas receitas usam atalhos (legumes já cortados, feijão em lata, panela de pressão ou air fryer).',
      ),
    );
  if (fromTemplates > 1 && want.families.length)
    notes.push(
      note(
        lang,
        'Few classics match exactly, so these are variations of the same dish with other ingredients.',
        'Poucas receitas clássicas atendem exatamente, então estas são variações do mesmo prato com outros ingredientes.',
      ),
    );
  const missingKeys = want.keys.filter(
    (k) => !recipes.some((r) => r.ingredients.some((i) => kb.ingredientMatcher.valuesIn(i.name).includes(k))),
  );
  if (missingKeys.length && recipes.length)
    notes.push(
      note(
        lang,
        `I could not include ${names(kb, missingKeys, lang)} in every recipe.`,
        `Não consegui incluir ${names(kb, missingKeys, lang)} em todas as receitas.`,
      ),
    );
  for (const id of ruledOut) {
    const f = kb.families.get(id)!;
    const what = (f.essential ?? [])
      .filter((k) => forbidden(kb, want, k))
      .map((k) => kb.lex.get(k)?.name[lang][1] ?? k)
      .join(lang === 'pt-BR' ? ' e ' : ' and ');
    notes.push(
      note(
        lang,
        `No ${f.names.en[0]}: it is made of ${what}, which your wish rules out.`,
        `Não sugeri ${f.names['pt-BR'][0]}: o prato é feito de ${what}, que o seu pedido exclui.`,
      ),
    );
  }
  if (recipes.length < args.recipeCount)
    notes.push(
      recipes.length === 0
        ? note(
            lang,
            'No recipe fits every part of this wish (dish, ingredients, restrictions and time). Try loosening one of them.',
            'Nenhuma receita atende a todas as partes do pedido (prato, ingredientes, restrições e tempo). Tente afrouxar uma delas.',
          )
        : note(
            lang,
            `Only ${recipes.length} recipe(s) fit every part of this wish; I did not add unrelated dishes.`,
            `Só ${recipes.length} receita(s) atendem a todas as partes do pedido; não acrescentei pratos sem relação.`,
          ),
    );
  return { recipes, ...(notes.length ? { note: notes.join(' ') } : {}) };
}
