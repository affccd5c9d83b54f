/**
 * "Adjust instructions" after the cook swapped an ingredient in the editor: every mention of the
 * old ingredient in the steps names the new one — found by phrase, so "peanut butter" is not
 * "butter" — with its Portuguese article agreeing, and the amount written just before a mention
 * becoming the new amount. The cook chose the swap; the steps follow it and nothing else changes.
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { grammarOf, type Gender } from '../../../shared/knowledge/grammar.ts';
import { fold } from '../../../shared/knowledge/phrase-index.ts';
import type { TAdjustInstructionsRequest } from '../../../shared/schemas/chef.ts';
import type { Room } from '../../knowledge/room.ts';
import { foodOf } from './edit-parse.ts';

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Span {
  start: number;
  end: number;
  plural: boolean;
}

/** Where a step names the old ingredient: by the food's phrases, else by the words the cook typed. */
function mentions(room: Room, step: string, from: string | null, typed: string, lang: TLanguage): Span[] {
  if (from) {
    const n = room.names(from, lang);
    const spans = room
      .foodIndex(lang)
      .find(step)
      .filter((h) => h.values.includes(from) || h.values.some((v) => room.foods.get(v)?.of === from))
      .map((h) => ({
        start: h.start,
        end: h.end,
        plural: fold(step.slice(h.start, h.end)) === fold(n.many) && n.many !== n.one,
      }));
    if (spans.length) return spans;
  }
  const re = new RegExp(`(?<![\\p{L}-])${escape(typed)}(?![\\p{L}-])`, 'giu');
  return [...step.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length, plural: false }));
}

const AMOUNT_BEFORE =
  /(\d+(?:[.,]\d+)?(?:\s+\d\/\d)?|\d\/\d|[½¼¾⅓⅔])\s*([\p{L}()]+(?:\s\((?:chá|sopa)\))?)?\s+(?:(?:of|de)\s+)?$/u;

export function adjustText(room: Room, req: TAdjustInstructionsRequest): string[] {
  const lang: TLanguage = req.language;
  const g = grammarOf(lang);
  const from = foodOf(room, req.oldIngredient, lang);
  const to = foodOf(room, req.newIngredient, lang);
  const typed = req.newIngredient.trim();
  const record = to ? room.names(to, lang) : null;
  const typedPlural = record ? fold(typed) === fold(record.many) && record.many !== record.one : false;
  const gender: Gender = record?.g ?? 'm';
  // The cook's own words for the new ingredient, in the case of a word inside a sentence.
  const lower = typed === typed.toUpperCase() ? typed : typed[0]!.toLowerCase() + typed.slice(1);
  const pluralOf = (plural: boolean) =>
    plural && record && !typedPlural && fold(typed) === fold(record.one) ? record.many : lower;
  return req.currentInstructions.map((step) => {
    let out = step;
    for (const span of mentions(room, step, from, req.oldIngredient.trim(), lang).reverse()) {
      const plural = typedPlural || span.plural;
      let word = pluralOf(span.plural);
      let before = out.slice(0, span.start);
      const atStart = /(^|[.!?]\s+)$/.test(before);
      if (atStart) word = word[0]!.toUpperCase() + word.slice(1);
      // The amount the cook gave replaces the one written right before the mention.
      const amount = req.newAmount.trim() ? AMOUNT_BEFORE.exec(before) : null;
      if (amount)
        before = `${before.slice(0, amount.index)}${req.newAmount.trim()} ${/\b(?:of|de)\s+$/.test(amount[0]) ? (lang === 'pt-BR' ? 'de ' : 'of ') : ''}`;
      // Portuguese: the article before the mention agrees with the new ingredient.
      const m = /(\S+)(\s+)$/.exec(before);
      const art = m ? g.articleBefore(m[1]!) : null;
      if (m && art && lang === 'pt-BR') {
        let a = g.article(gender, plural, art.with_);
        if (m[1]![0] !== m[1]![0]!.toLowerCase()) a = a[0]!.toUpperCase() + a.slice(1);
        before = before.slice(0, before.length - m[0].length) + a + m[2];
      }
      out = before + word + out.slice(span.end);
    }
    return out;
  });
}
