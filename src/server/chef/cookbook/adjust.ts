/**
 * "Adjust instructions" after the cook swapped an ingredient in the editor: every mention of the
 * old ingredient in the steps names the new one, with its articles agreeing in Portuguese. The
 * cook chose the swap; the steps follow it word for word and nothing else is touched.
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import { fold } from '../../../shared/knowledge/phrase-index.ts';
import type { TAdjustInstructionsRequest } from '../../../shared/schemas/chef.ts';
import type { Room } from '../../knowledge/room.ts';
import { foodOf } from './edit-parse.ts';

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function adjustText(room: Room, req: TAdjustInstructionsRequest): string[] {
  const lang: TLanguage = req.language;
  const g = grammarOf(lang);
  const from = foodOf(room, req.oldIngredient, lang);
  const to = foodOf(room, req.newIngredient, lang);
  // The words the steps may use for the old ingredient: what the cook typed, and the food's names.
  const words = new Set<string>([req.oldIngredient.trim()]);
  if (from) {
    const n = room.names(from, lang);
    for (const w of [n.one, n.many, ...(n.syn ?? [])]) words.add(w);
  }
  const newNames = to
    ? room.names(to, lang)
    : { one: req.newIngredient.trim(), many: req.newIngredient.trim(), g: undefined };
  const sorted = [...words].filter(Boolean).sort((a, b) => b.length - a.length);
  const re = new RegExp(`(?<![\\p{L}])(${sorted.map(escape).join('|')})(?![\\p{L}])`, 'giu');
  return req.currentInstructions
    .map((step) =>
      step.replace(re, (match: string, _w: string, offset: number, whole: string) => {
        const plural = from
          ? fold(match) === fold(room.names(from, lang).many) && fold(match) !== fold(room.names(from, lang).one)
          : false;
        let word = plural ? newNames.many : newNames.one;
        if (match[0] && match[0] !== match[0].toLowerCase()) word = word[0]!.toUpperCase() + word.slice(1);
        void whole;
        void offset;
        return word;
      }),
    )
    .map((step) => {
      if (lang !== 'pt-BR' || !newNames.g) return step;
      // Articles right before the new name agree with it ("a cebola" → "o alho-poró").
      const name = escape(newNames.one);
      const plural = escape(newNames.many);
      return step.replace(
        new RegExp(`(?<![\\p{L}])(\\S+)(\\s+)(${plural}|${name})(?![\\p{L}])`, 'giu'),
        (m, art: string, sp: string, n: string) => {
          const a = g.articleBefore(art);
          if (!a) return m;
          const isPlural = fold(n) === fold(newNames.many) && newNames.many !== newNames.one;
          let w = g.article(newNames.g!, isPlural, a.with_);
          if (art[0] !== art[0]!.toLowerCase()) w = w[0]!.toUpperCase() + w.slice(1);
          return `${w}${sp}${n}`;
        },
      );
    });
}
