import type { TLanguage } from '../../../../shared/constants.ts';
import { hashString } from '../text.ts';
import { dishFromRecipe, swapIng } from './build.ts';
import type { Dish } from './dish.ts';
import { applyOps } from './edit/apply.ts';
import { dishFromFamily } from './family-dish.ts';
import type { Knowledge } from './load.ts';
import { enforce } from './restrictions.ts';
import type { TCourse, TFamily, TRecipe } from './schema.ts';
import { forbidden, type Want } from './understand.ts';

/** A dish that may answer the wish, with its rank and what was changed to make it fit. */
export interface Candidate {
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

/**
 * Every dish that may answer a wish, ranked: classics named in the wish, then classics of the
 * asked family, then the family's template filled with the wanted ingredients and varied.
 * Restrictions are hard: a candidate that cannot keep them is not gathered. `vary()` adds a second
 * round of templates, each with one more ingredient beside the wanted ones.
 */
export function gatherCandidates(
  kb: Knowledge,
  want: Want,
  args: { language: TLanguage; recipeCount: number },
  seed: number,
): { cands: Candidate[]; ruledOut: Set<string>; vary: () => void } {
  const lang: TLanguage = args.language;
  const servings = want.servings;
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
  return { cands, ruledOut, vary: () => templates(true) };
}
