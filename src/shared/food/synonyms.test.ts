import { describe, expect, it } from 'vitest';
import { FOODS_SLICE } from '../knowledge/foods-slice.generated.ts';
import { sliceNames } from '../knowledge/slice-format.ts';
import { findFoodKey, foodByKey, foodLineage } from './lookup.ts';

type Lang = 'en' | 'pt-BR';

/** Singular of a word, near enough to compare head nouns ("berries" → "berry", "curds" → "curd"). */
const singular = (w: string) =>
  w
    .replace(/ies$/, 'y')
    .replace(/(oes|ses|xes|ches|shes)$/, (m) => m.slice(0, -2))
    .replace(/([^s])s$/, '$1');

/** The head noun of a name: the last word in English (before "of"), the first in Portuguese. */
function headNoun(name: string, lang: Lang): string {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean);
  if (lang === 'pt-BR') return singular(words[0] ?? '');
  const of = words.indexOf('of');
  return singular((of > 0 ? words.slice(0, of) : words).at(-1) ?? '');
}

/**
 * One-word synonyms that are the head noun of another food's name and still mean this food, with
 * why. Any other such synonym names the other food ("curds" are cheese curds, not yogurt).
 */
const ALLOWED: Record<string, string> = {
  'yogurt pt-BR coalhada': 'Brazilian coalhada is set yogurt; coalhada de queijo is said in full',
  'cola en soda': 'American "soda" is a soft drink; baking soda is always said in full',
  'anchovy pt-BR anchova': 'the fish; dried anchovies are said with "secas"',
  'anchovy pt-BR anchovas': 'the fish; dried anchovies are said with "secas"',
  'crab en crab': 'a line of "crab" is its meat; a whole crab is said "whole" or "live"',
  'crab pt-BR caranguejo': 'a line of "caranguejo" is its meat; a whole one is said "inteiro" or "vivo"',
  'pasta pt-BR massa': 'Brazilian "massa" in a line is pasta; doughs are named (massa de pastel, massa folhada)',
  'pie-crust en pastry': 'a recipe\'s "pastry" is shortcrust; puff pastry and kataifi are said in full',
  'tapioca-pearls en tapioca': 'English "tapioca" in a line is the pearls; granulated tapioca is said in full',
  'anise-seed en anise': 'anise is aniseed; star anise is said in full',
  'black-pepper en peppercorns': 'peppercorns are black unless a colour or Sichuan is said',
  'black-pepper pt-BR pimenta': '"sal e pimenta": pimenta alone is black pepper; chillies are named',
  'fenugreek-seeds en fenugreek': 'the spice is the seed; the leaves are said (fenugreek leaves, methi)',
  'fenugreek-seeds pt-BR feno-grego': 'the spice is the seed; the leaves are said (folhas de feno-grego)',
  'mixed-nuts pt-BR castanhas': 'Brazilian "castanhas" are nuts in general; chestnuts are castanhas portuguesas',
  'beef-shank pt-BR ossobuco': 'ossobuco in Brazil is beef shank cut across; veal is said (de vitela)',
  'beef-steak pt-BR bife': 'a "bife" is a cut, beef unless another animal is said (bife de frango)',
  'beef-steak pt-BR bifes': 'a "bife" is a cut, beef unless another animal is said (bife de frango)',
  'jam en jelly': 'American jelly is a fruit spread; pepper jelly is said in full',
  'cantaloupe en melon': 'a recipe\'s "melon" is cantaloupe-like; bitter melon is said in full',
  'fresh-chili en chile': 'a spelling of chili; dried chiles are named (ancho, guajillo)',
  'fresh-chili en chiles': 'a spelling of chili; dried chiles are named (ancho, guajillo)',
  'pickles en gherkin': 'a gherkin is a small pickled cucumber; maxixe is said by name',
  'pickles en gherkins': 'a gherkin is a small pickled cucumber; maxixe is said by name',
};

function audit(): string[] {
  const keys = Object.keys(FOODS_SLICE);
  const heads: Record<Lang, Map<string, string[]>> = { en: new Map(), 'pt-BR': new Map() };
  for (const key of keys)
    for (const lang of ['en', 'pt-BR'] as const) {
      const n = sliceNames(FOODS_SLICE[key]!, lang);
      for (const h of new Set([headNoun(n.one, lang), headNoun(n.many, lang)]))
        heads[lang].set(h, [...(heads[lang].get(h) ?? []), key]);
    }
  const related = (a: string, b: string) => foodLineage(a).includes(b) || foodLineage(b).includes(a);
  const found: string[] = [];
  for (const key of keys)
    for (const lang of ['en', 'pt-BR'] as const) {
      const n = sliceNames(FOODS_SLICE[key]!, lang);
      const own = new Set([headNoun(n.one, lang), headNoun(n.many, lang)]);
      for (const syn of n.syn) {
        if (/\s/.test(syn.trim())) continue;
        const h = headNoun(syn, lang);
        if (own.has(h)) continue;
        const others = (heads[lang].get(h) ?? []).filter((o) => o !== key && !related(key, o));
        if (others.length && !ALLOWED[`${key} ${lang} ${syn}`])
          found.push(`${key} ${lang} ${syn} (${others.join(', ')})`);
      }
    }
  return found;
}

describe('synonyms name their own food', () => {
  it('no one-word synonym is the head noun of another food, unless allowed with a reason', () => {
    expect(audit()).toEqual([]);
  });

  it('every allowed exception is still there (the list does not outlive its synonyms)', () => {
    for (const entry of Object.keys(ALLOWED)) {
      const [key, lang, syn] = entry.split(' ') as [string, Lang, string];
      expect(sliceNames(FOODS_SLICE[key]!, lang).syn, entry).toContain(syn);
    }
  });

  // Phrases that read as a neighbour before: each is its own food, or unknown when the word is generic.
  it.each([
    ['gin', 'en', 'gin'],
    ['cognac', 'en', 'brandy'],
    ['golden syrup', 'en', 'golden-syrup'],
    ['carne', 'pt', null],
    ['bife', 'pt', 'beef-steak'],
    ['claras', 'pt', 'egg-white'],
    ['curds', 'en', 'cheese-curds'],
    ['thick curd', 'en', 'yogurt'],
    ['hung curd', 'en', 'greek-yogurt'],
    ['yam', 'en', 'yam'],
    ['canned yams', 'en', 'sweet-potato'],
    ['chapati', 'en', 'chapati'],
    ['roti', 'en', 'chapati'],
    ['paratha', 'en', 'paratha'],
    ['chapati', 'pt', 'chapati'],
    ['spelt', 'en', 'spelt'],
    ['espelta', 'pt', 'spelt'],
    ['farro', 'en', 'farro'],
    ['wheat berries', 'en', 'wheat-berries'],
    ['freekeh', 'pt', 'freekeh'],
    ['crayfish', 'en', 'crayfish'],
    ['grits', 'en', 'canjiquinha'],
    ['pepper jack', 'en', 'monterey-jack'],
    ['hot dog buns', 'en', 'burger-bun'],
    ['liquid egg whites', 'en', 'egg-white'],
    ['sweet vermouth', 'en', 'vermouth'],
    // A chocolate's kind before "chips" is still chips (a cup weighs 168 g), not a bar of it.
    ['semi-sweet chocolate chips', 'en', 'chocolate-chips'],
    ['bittersweet chocolate chips', 'en', 'chocolate-chips'],
  ] as const)('"%s" (%s) is %s', (name, lang, key) => {
    expect(findFoodKey(name, lang)).toBe(key);
  });

  it('the freekeh record is freekeh in Portuguese too', () => {
    expect(sliceNames(FOODS_SLICE.freekeh!, 'pt-BR').one).toBe('freekeh');
    expect(foodByKey('freekeh')!.usda).toBeNull();
  });
});
