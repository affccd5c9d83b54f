/**
 * A quick-cooking main swapped into a pot that cooks far longer than it takes (shrimp for the fish
 * of a moqueca, covered for 20 minutes; reader 11 was told shrimp "does not cook that way"): it
 * goes in for the last minutes of that cooking, at its own time and cue from its food record. The
 * sentences that only lay it in the pot go, and so does the clause of the cue about the food it
 * replaces ("and the fish flakes"); the language pack's sentence says when to add it.
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TAction, TText } from '../../../shared/knowledge/food-schema.ts';
import type { Room } from '../../knowledge/room.ts';
import { ACTION_WORDS, idsIn, says, SENTENCE } from './edit-words.ts';
import type { Version } from './facts.ts';
import { minutesIn } from './methods.ts';
import { say } from './pack.ts';

const LANGS: TLanguage[] = ['en', 'pt-BR'];
/** A pot cooks "for about 20 minutes" with the food among others: a wet, covered cooking. */
const POT = /\b(?:cook|simmer|stew|braise|poach)\b/i;
/** A sentence that puts the food in before it cooks ("Add the {fish}, cover and simmer…"). */
const ADDS: Record<TLanguage, RegExp> = {
  en: /^(?:Add|Lay|Put|Slip|Nestle|Lower)\b[^.,;]*/,
  'pt-BR': /^(?:Junte|Acrescente|Coloque|Arrume)\b[^.,;]*/,
};
/** The first time a sentence gives ("10 minutes", "8–10 minutos", "about 5 minutes"). */
const TIMES: Record<TLanguage, RegExp> = {
  en: /(\d+)(?:\s*(?:–|-|to)\s*(\d+))?\s*(minutes?|mins?)\b/,
  'pt-BR': /(\d+)(?:\s*(?:a|–|-)\s*(\d+))?\s*(minutos?)\b/,
};
const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The version with `to` (in place of the line `id`) added late, and its minutes; null when its time fits. */
export function addedLate(
  room: Room,
  v: Version,
  id: string,
  to: string,
): { version: Version; span: [number, number] } | null {
  const food = room.foods.get(to);
  if (!food?.cook) return null;
  const own = new RegExp(`\\{${esc(id)}(?:=[^}]*)?\\}`);
  // The longest timed sentence that cooks the food with the pot.
  let at = -1;
  let sentence = -1;
  let longest = 0;
  v.steps.forEach((s, n) => {
    s.en.split(SENTENCE).forEach((x, k) => {
      const m = minutesIn(x);
      if (m !== null && m > longest && own.test(x) && POT.test(x)) {
        at = n;
        sentence = k;
        longest = m;
      }
    });
  });
  if (at < 0) return null;
  const timed = v.steps[at]!.en.split(SENTENCE)[sentence]!;
  const action = (ACTION_WORDS.find(([a, re]) => re.test(timed) && food.cook?.[a as TAction])?.[0] ??
    'simmer') as TAction;
  const span = food.cook[action] ?? food.cook.simmer;
  if (!span || longest <= span.min[1] * 2) return null;
  // "…until the tomatoes release their juices and the fish flakes": the clause about the food.
  const clause: Record<TLanguage, RegExp> = {
    en: new RegExp(`,?\\s+and\\s+(?:the\\s+)?\\{${esc(id)}(?:=[^}]*)?\\}[^,.;]*`),
    'pt-BR': new RegExp(`,?\\s+e\\s+(?:[oa]s?\\s+)?\\{${esc(id)}(?:=[^}]*)?\\}[^,.;]*`),
  };
  const names = room.names(to, 'pt-BR');
  const plural = names.many !== names.one;
  const agree = (t: string) => t.replace(/@/g, `${names.g === 'f' ? 'a' : 'o'}${plural ? 's' : ''}`);
  const added = (lang: TLanguage) =>
    say(lang, 'edits', 'addLate', {
      food: `{${id}}`,
      lo: span.min[0],
      hi: span.min[1],
      cue: agree(span.cue?.[lang] ?? ''),
    }).replace(/,\s*\./, '.');
  const steps: TText[] = [];
  for (const [n, s] of v.steps.entries()) {
    const split = LANGS.map((lang) => s[lang].split(SENTENCE));
    if (split[0]!.length !== split[1]!.length) {
      if (n <= at && own.test(s.en)) return null;
      steps.push(s);
      continue;
    }
    const out: Record<TLanguage, string[]> = { en: [], 'pt-BR': [] };
    for (let k = 0; k < split[0]!.length; k++) {
      const en = split[0]![k]!;
      const ids = idsIn(en);
      // A sentence that only lays the food in the pot, before it cooks: it goes in later now.
      const lays = (n < at || (n === at && k < sentence)) && ids.length === 1 && ids[0] === id;
      if (lays && !ACTION_WORDS.some(([, re]) => re.test(en)) && !says(en, 'simmer')) continue;
      if (n === at && k === sentence) {
        // "Add the fish, cover and simmer for 10 minutes": the food goes in here, at its own time.
        if (ADDS.en.test(en) && ADDS.en.exec(en)![0].includes(`{${id}`)) {
          for (const [l, lang] of LANGS.entries()) {
            const text = split[l]![k]!;
            if (!TIMES[lang].test(text)) return null;
            // Its cue, not the cue of the food it replaces ("until the fish flakes").
            const cue = new RegExp(
              `,\\s+(?:${lang === 'en' ? 'until' : 'até'})(?![\\p{L}])[^.;]*\\{${esc(id)}(?:=[^}]*)?\\}[^.,;]*`,
              'u',
            );
            out[lang].push(
              text
                .replace(TIMES[lang], `${span.min[0]}${lang === 'en' ? '–' : ' a '}${span.min[1]} $3`)
                .replace(cue, span.cue ? `, ${agree(span.cue[lang])}` : ''),
            );
          }
          continue;
        }
        for (const [l, lang] of LANGS.entries()) {
          const text = split[l]![k]!.replace(clause[lang], '');
          // The food still named in the timed sentence some other way: the step cannot be read so.
          if (own.test(text)) return null;
          out[lang].push(text, added(lang));
        }
        continue;
      }
      for (const [l, lang] of LANGS.entries()) out[lang].push(split[l]![k]!);
    }
    steps.push({ en: out.en.join(' '), 'pt-BR': out['pt-BR'].join(' ') });
  }
  return { version: { ...v, steps }, span: span.min };
}
