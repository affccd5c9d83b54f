import { describe, expect, it } from 'vitest';
import { sameName } from './labels.ts';

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
