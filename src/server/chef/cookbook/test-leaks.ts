/**
 * The diet tests' reading of a recipe as a cook avoiding something reads it: every field, title,
 * description, lines, steps, tips and tags, read as recipes are read (a "pumpkin kibbeh" is made
 * of pumpkin, "no meat" names none); what a field names that the restrictions exclude.
 */
import type { LANGUAGES } from '../../../shared/i18n/languages.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { phraseKey } from '../../../shared/knowledge/phrase-index.ts';
import { pack } from './pack.ts';
import { cookbook } from './load.ts';
import { readText, type ReadMode } from '../reader/read.ts';
import type { Restrictions } from './restrictions.ts';

const room = cookbook().room;

export function leaks(
  r: Pick<TRecipeDraft, 'title' | 'description' | 'ingredients' | 'instructions' | 'tips' | 'tags'>,
  rx: Restrictions,
  lang: (typeof LANGUAGES)[number],
): string[] {
  const fields: [string, string, ReadMode][] = [
    ['title', r.title, 'prose'],
    ['description', r.description, 'prose'],
    ...r.ingredients.map((i, n) => [`ingredient ${n + 1}`, i.name, 'line'] as [string, string, ReadMode]),
    ...r.instructions.map((s, n) => [`step ${n + 1}`, s, 'prose'] as [string, string, ReadMode]),
    ...r.tips.map((t, n) => [`tip ${n + 1}`, t, 'prose'] as [string, string, ReadMode]),
    ...r.tags.map((t) => ['tag', t, 'line'] as [string, string, ReadMode]),
  ];
  const out: string[] = [];
  const leaking = (text: string, mode: ReadMode) =>
    readText(room, text, lang, mode).mentions.some(
      (m) => !m.negated && (rx.foods.has(m.food) || m.cats.some((c) => rx.cats.has(c))),
    );
  // A sentence's short name for one of the recipe's own lines is that line ("the tortillas" of
  // "corn tortillas", "o macarrão" of "macarrão de arroz"), and "the batter"/"a massa" is what the
  // recipe is making: neither names another food. The lines themselves are read on their own.
  const own = [
    ...r.ingredients.filter((i) => !leaking(i.name, 'line')).map((i) => ` ${phraseKey(i.name)} `),
    ...(pack(lang).ownWords ?? []).map((w) => ` ${phraseKey(w)} `),
  ];
  const ownName = (field: string, said: string) =>
    !field.startsWith('ingredient') && field !== 'tag' && own.some((k) => k.includes(` ${phraseKey(said)} `));
  // Read as any recipe is read (a "pumpkin kibbeh" is made of pumpkin, "no meat" names none).
  for (const [field, text, mode] of fields)
    for (const m of readText(room, text, lang, mode).mentions)
      if (
        !m.negated &&
        (rx.foods.has(m.food) || m.cats.some((c) => rx.cats.has(c))) &&
        !ownName(field, text.slice(m.start, m.end)) &&
        !(field === 'title' && (titleSaysWithout(text, m.cats, lang) || quoted(text, m.start, m.end)))
      )
        out.push(`${r.title} — ${field}: "${text.slice(m.start, m.end)}" in "${text}"`);
  return out;
}

/** A name in quotes in a title is an imitation of it: Chickpea 'Tuna' Salad, "carne" de jaca. */
function quoted(text: string, start: number, end: number): boolean {
  return /['‘’"“”]/.test(text[start - 1] ?? '') && /['‘’"“”]/.test(text[end] ?? '');
}

/**
 * A dish's name that says what it is made without: "Vegan Mac and Cheese", "ovo mexido vegano" —
 * the title carries the name of a diet that excludes the food it names.
 */
function titleSaysWithout(title: string, cats: readonly string[], lang: (typeof LANGUAGES)[number]): boolean {
  const t = title.toLowerCase();
  return Object.values(room.diets).some(
    (d) =>
      d.names[lang].some((n) => new RegExp(`(?:^|\\P{L})${n.toLowerCase()}(?:\\P{L}|$)`, 'u').test(t)) &&
      cats.some((c) => (d.excludes as readonly string[]).includes(c)),
  );
}
