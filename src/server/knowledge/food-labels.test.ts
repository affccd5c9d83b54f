import { describe, expect, it } from 'vitest';
import type { TDietCategory } from '../../shared/knowledge/food-schema.ts';
import { loadRoom } from './room.ts';

/**
 * A food's diet categories are what its label warns of, since every diet and allergy reads them
 * and nothing else: surimi is pollock with crab extract, egg white and wheat starch; kimchi is
 * salted with fish sauce and salted shrimp; a Caesar dressing holds anchovy, egg and cheese. The
 * words and the label table are this test's own, written from shop labels, not from the records.
 */
const room = loadRoom();

/** Words that name a shellfish or a fish in a food's name, in either language. */
const SHELLFISH =
  /\b(crab|shrimps?|prawns?|lobsters?|clams?|oysters?|mussels?|scallops?|squid|octopus|crayfish|crawfish|langoustines?|seafood|shellfish|camar[aã]o|camarões|caranguejo|siri|lagosta|mariscos?|frutos do mar|vôngole|mexilh[aã]o|lula|polvo|ostras?)\b/i;
const FISH =
  /\b(fish|anchov(y|ies)|bonito|tuna|salmon|cod|sardines?|pollock|peixe|anchovas?|atum|bacalhau|sardinhas?)\b/i;

/** A name that says the food is made without it, or a plant named after it. */
const NOT_THE_ANIMAL =
  /\b(without|sem|vegan|vegana?|vegetarian|vegetariana?)\b|oyster mushroom|cogumelos?[- ]ostra|oyster crackers|seafood seasoning|tempero para frutos do mar|fish mint|crab apple|fish-free/i;

const namesOf = (key: string): string[] => {
  const food = room.foods.get(key);
  if (!food) return [];
  return Object.values(food.names).flatMap((n) => [n.one, n.many, ...(n.syn ?? [])]);
};

describe('a food carries what its label warns of', () => {
  it('carries shellfish or fish when any of its names says it holds one', () => {
    const missing: string[] = [];
    for (const [key, food] of room.foods) {
      const names = namesOf(key).filter((n) => !NOT_THE_ANIMAL.test(n));
      for (const [word, cat] of [
        [SHELLFISH, 'shellfish'],
        [FISH, 'fish'],
      ] as const) {
        const hit = names.find((n) => word.test(n));
        if (hit && !food.diet.includes(cat)) missing.push(`${key} ("${hit}") lacks ${cat}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('carries the allergens a shop label of the processed food declares', () => {
    const labels: Record<string, TDietCategory[]> = {
      'imitation-crab': ['fish', 'shellfish', 'egg', 'gluten', 'soy'],
      kimchi: ['fish', 'shellfish'],
      'kimchi-juice': ['fish', 'shellfish'],
      'fish-sauce': ['fish'],
      'oyster-sauce': ['shellfish', 'gluten'],
      'shrimp-paste': ['shellfish'],
      'worcestershire-sauce': ['fish'],
      'red-curry-paste': ['shellfish'],
      'green-curry-paste': ['shellfish'],
      'nam-prik-pao': ['shellfish'],
      dashi: ['fish'],
      furikake: ['fish', 'sesame'],
      'caesar-dressing': ['fish', 'egg', 'dairy'],
      'ranch-dressing': ['dairy', 'egg'],
      clamato: ['shellfish'],
      'mole-paste': ['peanut', 'sesame', 'treenut', 'gluten'],
      'corn-flakes': ['gluten'],
      'graham-cracker': ['gluten', 'honey'],
      'wonton-wrappers': ['gluten', 'egg'],
      marshmallows: ['gelatin'],
      pesto: ['dairy', 'treenut'],
      'hoisin-sauce': ['soy', 'gluten'],
      'soy-sauce': ['soy', 'gluten'],
      'bouillon-cube': ['meat'],
    };
    const missing: string[] = [];
    for (const [key, cats] of Object.entries(labels)) {
      const food = room.foods.get(key);
      if (!food) {
        missing.push(`${key}: no such food`);
        continue;
      }
      for (const c of cats) if (!food.diet.includes(c)) missing.push(`${key} lacks ${c}`);
    }
    expect(missing).toEqual([]);
  });

  it('reads a shop name of a shellfish food as that food, not as a plain one', () => {
    // "shrimp stock" as fish stock, "Clamato" as tomato juice, "Caesar dressing" as a vinaigrette
    // gave a shellfish, egg or dairy allergy a dish that holds it.
    for (const [phrase, cat] of [
      ['shrimp stock', 'shellfish'],
      ['seafood stock', 'shellfish'],
      ['caldo de camarão', 'shellfish'],
      ['Clamato', 'shellfish'],
      ['Caesar dressing', 'egg'],
      ['molho caesar', 'fish'],
      ['ranch dressing', 'dairy'],
      ['kani kama', 'shellfish'],
    ] as const) {
      const lang = /[ãç]|caldo|molho|kani/.test(phrase) ? 'pt-BR' : 'en';
      const key = room.foodIndex(lang).find(phrase)[0]?.values[0];
      expect(key ? room.foods.get(key)?.diet : [], phrase).toContain(cat);
    }
  });
});
