import { parseAmount } from '../../../shared/amounts/index.ts';
import type { TLanguage } from '../../../shared/constants.ts';
import { categoriesOf, dietViolations } from './analyze.ts';
import { fromVocabulary, vocabulary } from './kb/vocabulary.ts';
import type { Diet, SubContext, TCat as C, TSwap } from './kb/vocabulary-schema.ts';
import { scaleAmountText } from './model.ts';
import { PhraseMatcher } from './text.ts';

/** A substitution with the facts the engine needs about the substitute. */
export interface SubOption {
  entry: TSwap;
  cats: C[];
  families: string[];
  only: PhraseMatcher<true> | null;
}

/** Swaps by the ingredient group they replace (knowledge/vocabulary/substitutes.json). */
const byGroup = fromVocabulary((v) => {
  const map = new Map<string, SubOption[]>();
  for (const entry of v.substitutes.swaps) {
    const analysed = categoriesOf([entry.to.en, entry.to['pt-BR']]);
    const option: SubOption = {
      entry,
      cats: entry.cats ?? analysed.cats,
      families: analysed.families,
      only: entry.only ? new PhraseMatcher<true>().addAll(entry.only, true) : null,
    };
    const list = map.get(entry.from);
    if (list) list.push(option);
    else map.set(entry.from, [option]);
  }
  return map;
});
const categoryFallback = fromVocabulary((v) => v.substitutes.fallback);

export interface SubQuery {
  /** The names the ingredient goes by (recipe language first). */
  names: string[];
  cats: readonly C[];
  families: readonly string[];
  diets?: readonly Diet[];
  /** Families the substitute must not belong to (the cook said "without mushrooms"). */
  avoidFamilies?: readonly string[];
  /** Categories the substitute must not have (besides the diets'). */
  avoidCats?: readonly C[];
  ctx?: readonly SubContext[];
  prefer?: 'light' | 'quick';
  /** Substitute names already in the recipe: used last, to avoid two lines of the same thing. */
  usedNames?: readonly string[];
  /** Use the category fallback when no family has an entry. */
  fallback?: boolean;
}

function nameMatchesOnly(o: SubOption, names: readonly string[]): boolean {
  if (!o.only) return true;
  return names.some((n) => o.only!.findAll(n).length > 0);
}

/** "smoked tofu" and "smoked tofu with fennel" count as the same thing on a plate. */
function overlaps(a: string, b: string): boolean {
  const x = stripParens(a);
  const y = stripParens(b);
  return x.includes(y) || y.includes(x);
}

const OPTION_CACHE = new Map<string, { o: SubOption; score: number; order: number }[]>();

/** Substitutes for an ingredient, best first. Never one that breaks the diets or repeats the original. */
export function findOptions(q: SubQuery): SubOption[] {
  const key = [
    q.names.join('\u0001'),
    q.cats.join(','),
    q.families.join(','),
    q.diets?.join(',') ?? '',
    q.avoidFamilies?.join(',') ?? '',
    q.avoidCats?.join(',') ?? '',
    q.ctx?.join(',') ?? '',
    q.prefer ?? '',
    q.fallback === false ? 'n' : 'y',
  ].join('\u0000');
  let base = OPTION_CACHE.get(key);
  if (!base) {
    base = rankOptions(q);
    if (OPTION_CACHE.size > 20_000) OPTION_CACHE.clear();
    OPTION_CACHE.set(key, base);
  }
  const used = q.usedNames?.map((u) => u.toLowerCase()) ?? [];
  const scored = base.map((s) => ({
    ...s,
    score:
      s.score -
      (used.some((u) => overlaps(u, s.o.entry.to.en.toLowerCase()) || overlaps(u, s.o.entry.to['pt-BR'].toLowerCase()))
        ? 6
        : 0),
  }));
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map((s) => s.o);
}

function rankOptions(q: SubQuery): { o: SubOption; score: number; order: number }[] {
  const families = [...q.families];
  if (q.fallback !== false) {
    for (const { cat, group } of categoryFallback())
      if (q.cats.includes(cat) && !families.includes(group)) families.push(group);
  }
  const seen = new Set<string>();
  const scored: { o: SubOption; score: number; order: number }[] = [];
  let order = 0;
  const lowerNames = q.names.map((n) => n.trim().toLowerCase());
  families.forEach((fam, famIndex) => {
    for (const o of byGroup().get(fam) ?? []) {
      order++;
      const key = o.entry.to.en.toLowerCase();
      if (seen.has(key)) continue;
      // A family-specific entry ("only") never applies through the category fallback.
      if (o.only && famIndex >= q.families.length) continue;
      if (!nameMatchesOnly(o, q.names)) continue;
      if (q.diets && dietViolations(o.cats, o.families, q.diets).length > 0) continue;
      if (q.avoidFamilies && o.families.some((f) => q.avoidFamilies!.includes(f))) continue;
      if (q.avoidCats && o.cats.some((c) => q.avoidCats!.includes(c))) continue;
      // Not the same thing under another name.
      if (lowerNames.includes(key) || lowerNames.includes(o.entry.to['pt-BR'].toLowerCase())) continue;
      seen.add(key);
      let score = -famIndex * 3;
      if (q.ctx && o.entry.ctx?.some((c) => q.ctx!.includes(c))) score += 2;
      if (q.ctx && o.entry.ctx && !o.entry.ctx.some((c) => q.ctx!.includes(c))) score -= 2;
      if (q.prefer === 'light' && o.entry.light) score += 3;
      if (q.prefer === 'quick' && o.entry.quick) score += 3;
      if (o.only) score += 3;
      scored.push({ o, score, order });
    }
  });
  return scored;
}

/** The name to write in an ingredient list (with per-unit quantities when the original is a count). */
export function substituteLine(
  o: SubOption,
  originalAmount: string,
  lang: TLanguage,
): { name: string; amount: string } {
  const l = lang === 'pt-BR' ? 'pt-BR' : 'en';
  const name = o.entry.to[l];
  const parsed = originalAmount ? parseAmount(originalAmount) : null;
  if (o.entry.perUnit) {
    if (parsed && !parsed.unit && parsed.quantity > 0) {
      return {
        name: `${stripParens(name)} (${o.entry.perUnit[l]} ${vocabulary().substitutes.amounts.each[l]})`,
        amount: originalAmount,
      };
    }
  }
  if (o.entry.ratio === 1 || !parsed || parsed.toTaste || !(parsed.quantity > 0))
    return { name, amount: originalAmount };
  return { name, amount: scaleAmountText(originalAmount, o.entry.ratio, lang) };
}

export function stripParens(s: string): string {
  return s.replace(/\s*\([^)]*\)/g, '').trim();
}
