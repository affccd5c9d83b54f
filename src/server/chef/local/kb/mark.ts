import type { TLanguage } from '../../../../shared/constants.ts';
import { PhraseMatcher, tokenize } from '../text.ts';
import { lineHead, mentionPhrases, placeholders } from './lift.ts';
import type { Knowledge } from './load.ts';
import type { TRecipe, TStep } from './schema.ts';

const LANGS: TLanguage[] = ['en', 'pt-BR'];

/**
 * Head nouns too vague to stand for one ingredient on their own: "the sauce" is the dish's sauce,
 * not the soy sauce; "the leaves" could be any herb.
 */
const VAGUE = new Set(
  'sauce molho paste pasta powder po leaves leaf folha folhas seeds seed sementes semente juice suco mix mistura water agua fresh fresco fresca ground moido moida large grande small pequeno pequena red green white black vermelho verde branco preto stick pau sprig ramo clove dente can lata slice fatia piece pedaco cup xicara'.split(
    ' ',
  ),
);

/**
 * The single words a step may use for an ingredient beyond its full names: the head noun of its
 * name ("the oil" for vegetable oil, "o arroz" for arroz basmati), when the lexicon knows that word
 * as the same kind of food.
 */
export function headWords(kb: Knowledge, key: string, line: string, lang: TLanguage): string[] {
  const e = kb.lex.get(key);
  if (!e) return [];
  const out: string[] = [];
  const parts = lineHead(line).split(/\s+(?:or|ou|and|e)\s+/);
  for (const name of [...parts, ...e.name[lang]]) {
    const ws = tokenize(name);
    if (ws.length < 2) continue;
    // English names end in their head noun ("basmati rice"), Portuguese ones start with it ("arroz basmati").
    const head = lang === 'en' ? ws[ws.length - 1]! : ws[0]!;
    const word = name.slice(head.start, head.end);
    if (word.length < 3 || VAGUE.has(head.w)) continue;
    // A word the lexicon knows as another kind of food ("pimenta" in "pimenta-do-reino") is not this one.
    const other = kb.ingredientMatcher.valuesIn(word)[0];
    const oe = other ? kb.lex.get(other) : undefined;
    if (!oe || other === key || oe.role === e.role || oe.cats.some((c) => e.cats.includes(c))) out.push(word);
  }
  return out;
}

/**
 * Marks every literal mention of an ingredient in a classic's hand-written steps as a placeholder
 * (`{id|the:the oil}`), next to those the conversion already made. The step reads exactly as written
 * while the ingredient stays; when a diet, an avoid list or an edit swaps it, the step names the new
 * ingredient instead of keeping the old one ("used in no step", "still in the steps").
 */
export function markMentions(kb: Knowledge, r: TRecipe): TRecipe {
  const perLang = new Map<TLanguage, PhraseMatcher<string>>();
  for (const lang of LANGS) {
    const owners = new Map<string, Set<string>>();
    const claim = (p: string, id: string) => {
      const k = tokenize(p)
        .map((t) => t.c)
        .join(' ');
      if (!k) return;
      const s = owners.get(k) ?? new Set<string>();
      s.add(id);
      owners.set(k, s);
    };
    const phrases = new Map<string, string[]>();
    for (const i of r.ingredients) {
      const line = i.line?.[lang] ?? kb.lex.get(i.key)?.name[lang][0] ?? i.key;
      const ps = [...mentionPhrases(kb, i.key, line, lang), ...headWords(kb, i.key, line, lang)];
      phrases.set(i.id, ps);
      for (const p of ps) claim(p, i.id);
    }
    const m = new PhraseMatcher<string>();
    for (const [id, ps] of phrases)
      for (const p of ps) {
        const k = tokenize(p)
          .map((t) => t.c)
          .join(' ');
        // A phrase two ingredients share ("the oil" with olive and sesame oil) names neither.
        if (k && owners.get(k)!.size === 1 && !m.has(p)) m.add(p, id);
      }
    perLang.set(lang, m);
  }
  const steps: TStep[] = r.steps.map((s) => {
    if (!('text' in s)) return s;
    const used = new Set<string>(s.uses ?? []);
    const text = { ...s.text };
    for (const lang of LANGS) text[lang] = markText(s.text[lang], perLang.get(lang)!, lang, used);
    return { ...s, text, ...(used.size ? { uses: [...used] } : {}) };
  });
  return { ...r, steps };
}

/** Placeholders for the literal stretches of a step; existing placeholders stay as they are. */
function markText(text: string, m: PhraseMatcher<string>, lang: TLanguage, used: Set<string>): string {
  return text
    .split(/(\{[^}]*\})/)
    .map((part) => (part.startsWith('{') ? part : placeholders(part, m, lang, used)))
    .join('');
}
