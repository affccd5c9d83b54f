/**
 * The chef's words per language (src/knowledge/lang/<code>/chef.json): unit words, sizes, the
 * sentences of its notes and refusals. A sentence is a string with {name} slots, or one string per
 * plural category chosen with Intl.PluralRules by its `count`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { KNOWLEDGE_DIR } from '../../knowledge/room.ts';

const ZSentence = z.union([
  z.string(),
  z.partialRecord(z.enum(['zero', 'one', 'two', 'few', 'many', 'other']), z.string()),
]);

const ZChefPack = z.object({
  units: z.record(z.string(), z.tuple([z.string(), z.string()])),
  unitGender: z.record(z.string(), z.enum(['m', 'f'])).optional(),
  /** "About" before an amount, by the unit's gender, and where the unit is singular ("cerca de"). */
  about: z.object({ m: z.string(), f: z.string(), one: z.string() }).optional(),
  sizes: z.object({ small: z.string(), medium: z.string(), large: z.string() }),
  line: z.object({ toTaste: z.string(), optional: z.string(), inch: z.string(), cm: z.string() }),
  notes: z.record(z.string(), ZSentence),
  parts: z.record(z.string(), z.string()),
  /**
   * What a restriction is called, one phrase that reads both before a noun and after "is" ("a
   * pork-free version", "it is pork-free"; "uma versão sem carne de porco"): one per diet
   * category, one per diet whose label reads only as a heading ("No pork"), and `food` for one food.
   */
  free: z.record(z.string(), z.string()),
  courses: z.record(z.string(), z.string()),
  soft: z.record(z.string(), z.string()),
  /** The soft wishes said of more than one dish, where the word agrees ("ricas em proteína"). */
  softMany: z.record(z.string(), z.string()).optional(),
  edits: z.record(z.string(), ZSentence).optional(),
  cues: z.record(z.string(), z.string()),
  compose: z.object({ for: z.string(), forOne: z.string() }),
  /** Nouns of a food's parts that make the name before them a singular modifier ("lime wedges"). */
  partNouns: z.array(z.string()).optional(),
  /**
   * Nouns of a food's parts that make the name after them and `partLink` singular ("gomos de
   * limão", not "gomos de limões").
   */
  partNounsBefore: z.array(z.string()).optional(),
  partLink: z.string().optional(),
  /**
   * Words a recipe's steps use for what it is making ("dough", "batter", "a massa"): in a step they
   * name the recipe's own mixture, not a food of that name (pasta).
   */
  ownWords: z.array(z.string()).optional(),
  /**
   * Words that compare a mixture to a food ("like thin cream", "como um mingau", "the size of a
   * walnut"), and the articles and texture words that may come between: the food is not in it.
   */
  likeWords: z.object({ lead: z.array(z.string()), between: z.array(z.string()) }).optional(),
  /**
   * Words for the fat a food gives off in the pan ("fat", "gordura"): a sentence that only spoons it
   * off is about that food, and goes when its stand-in gives off next to none.
   */
  fatWords: z.array(z.string()).optional(),
});
export type ChefPack = z.infer<typeof ZChefPack>;

const packs = new Map<TLanguage, ChefPack>();

export function pack(lang: TLanguage): ChefPack {
  let p = packs.get(lang);
  if (!p) {
    const file = path.join(KNOWLEDGE_DIR, 'lang', lang, 'chef.json');
    p = ZChefPack.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    packs.set(lang, p);
  }
  return p;
}

const plurals = new Map<TLanguage, Intl.PluralRules>();

/** A sentence of the pack with its slots filled. */
export function say(
  lang: TLanguage,
  section: 'notes' | 'edits',
  key: string,
  params: Record<string, string | number> = {},
): string {
  const table = pack(lang)[section] ?? {};
  const s = table[key];
  if (s === undefined) throw new Error(`the ${lang} chef pack has no ${section}.${key}`);
  let text: string;
  if (typeof s === 'string') text = s;
  else {
    let rules = plurals.get(lang);
    if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang)));
    const cat = rules.select(Number(params.count ?? 0));
    text = s[cat] ?? s.other ?? Object.values(s)[0]!;
  }
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/**
 * That a food is not in the recipe, called by its own name in the person's language when it is
 * known ("Camarão", not the folded "camarao" of their words), as a sentence.
 */
export function notInRecipe(lang: TLanguage, food: string): string {
  const text = say(lang, 'edits', 'notInRecipe', { food });
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
