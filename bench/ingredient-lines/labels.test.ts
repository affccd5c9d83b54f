import { describe, expect, it } from 'vitest';
import { readIngredientLine } from '../../src/shared/amounts/line.ts';
import { primaryUnit, sameName, type Expected } from './labels.ts';
import { sameFood } from './run.ts';

describe('sameName: the first of a comma series of alternatives', () => {
  it('names the first food whether the label keeps the series or only its first', () => {
    expect(sameName('farro', 'farro, spelt or barley')).toBe(true);
    // AllRecipes drops the commas of its name tokens.
    expect(sameName('mozzarella provolone or fontina cheese', 'mozzarella, provolone or fontina cheese')).toBe(true);
    expect(sameName('heavy cream', 'heavy cream or crème fraîche')).toBe(true);
  });

  it('is no series when a piece only qualifies the food or is a note', () => {
    expect(sameName('skinless', 'skinless, boneless chicken breasts or thighs')).toBe(false);
    expect(sameName('mushrooms', 'mushrooms, wild or cultivated')).toBe(false);
    expect(sameName('lettuce leaves', 'lettuce leaves, either iceberg or romaine')).toBe(false);
  });

  it('still tells two foods apart', () => {
    expect(sameName('spelt', 'farro, spelt or barley')).toBe(false);
    expect(sameName('barley', 'farro')).toBe(false);
  });
});

describe('primaryUnit: a size written with a number word is a pack, as with digits', () => {
  it('counts the thing, or the container after the size', () => {
    const pound = [{ key: 'lb', words: 'pound' }];
    expect(primaryUnit('1 4-pound chicken', pound, true, [])).toBe(null);
    expect(primaryUnit('1 four-pound chicken', pound, true, [])).toBe(null);
    expect(primaryUnit('2 one-pound cans tomatoes', pound, true, [])).toBe('can');
    expect(primaryUnit('1 pound four-cheese ravioli', pound, true, [])).toBe('lb');
  });
});

describe('sameFood: the food column', () => {
  const expected = (name: string, unit: string | null = null): Expected => ({
    line: name,
    quantity: null,
    unit,
    size: null,
    name,
    preparation: '',
    comment: '',
    toTaste: null,
    notes: [],
  });
  it('is right when both names mean the same food, whatever words the knowledge passes over', () => {
    expect(sameFood(expected('chicken breasts'), readIngredientLine('boneless skinless chicken breasts'), 'en')).toBe(
      true,
    );
    expect(sameFood(expected('farinha de trigo'), readIngredientLine('farinha de trigo peneirada'), 'pt')).toBe(true);
  });
  it('is wrong when the names mean different foods', () => {
    expect(sameFood(expected('almond milk'), readIngredientLine('almonds'), 'en')).toBe(false);
    expect(sameFood(expected('farinha de mandioca'), readIngredientLine('farinha de trigo'), 'pt')).toBe(false);
  });
  it('takes the same words, punctuation apart, for the same food (AllRecipes drops commas)', () => {
    const got = (name: string) => ({ ...readIngredientLine(''), name });
    expect(
      sameFood(expected('cod haddock or orange roughy fillets'), got('cod, haddock or orange roughy fillets'), 'en'),
    ).toBe(true);
    expect(sameFood(expected('parsnips and or carrots'), got('parsnips and/or carrots'), 'en')).toBe(true);
    // Not other words, nor a plural the lookup must find itself.
    expect(sameFood(expected('haddock'), got('cod, haddock or orange roughy fillets'), 'en')).toBe(false);
    expect(sameFood(expected('almond milk'), got('almonds, milk'), 'en')).toBe(false);
  });
  it('compares the folded names when the label names no known food', () => {
    const got = (name: string) => ({ ...readIngredientLine(''), name });
    expect(sameFood(expected('reserved marinade'), got('Reserved marinades'), 'en')).toBe(true);
    expect(sameFood(expected('reserved marinade'), got('marinade'), 'en')).toBe(false);
  });
});
