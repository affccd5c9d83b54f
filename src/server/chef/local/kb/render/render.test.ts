import { describe, expect, it } from 'vitest';
import { dishFromRecipe } from '../build.ts';
import { knowledge } from '../load.ts';
import { agreeLineNumber, agreeParticiples } from './agreement.ts';
import { ptMeasureThenDe } from './lines.ts';
import { renderDish } from './render-dish.ts';

const kb = knowledge();
const ptLines = () =>
  kb.recipes.flatMap((r) => renderDish(kb, dishFromRecipe(r), 'pt-BR').ingredients.map((i) => `${i.amount} ${i.name}`));

describe('natural Portuguese lines', () => {
  it('"2 dentes de alho picados", "1 xícara (chá) de óleo": the "de" and the agreement', () => {
    const lines = ptLines();
    const garlic = lines.filter((l) => /^\d+ dentes/.test(l));
    expect(garlic.length).toBeGreaterThan(20);
    for (const l of garlic) {
      expect(l).toMatch(/^\d+ dentes de /);
      expect(l).not.toMatch(/\b(picado|amassado|descascado)\b/);
    }
    for (const l of lines.filter((x) => /^\d+(?: e \d\/\d| \d\/\d)? x[íi]caras? \(chá\)/.test(x)))
      expect(l).toMatch(/\(chá\) (de|mais) /);
  });

  it('agrees participles after the noun, leaving other words alone', () => {
    expect(agreeParticiples('alho picado e amassado', 'm', true)).toBe('alho picados e amassados');
    expect(agreeParticiples('cebola cortada em cubos', 'f', true)).toBe('cebola cortadas em cubos');
    expect(agreeParticiples('alho, de cada lado', 'm', true)).toBe('alho, de cada lado');
  });

  it('keeps xícaras for Brazilian cooks in the metric system', () => {
    const bolo = kb.recipeById.get('bolo-de-cenoura')!;
    const draft = renderDish(kb, dishFromRecipe(bolo), 'pt-BR', 'metric');
    expect(draft.ingredients.some((i) => /x[íi]cara/.test(i.amount))).toBe(true);
  });
});

describe('hand-written lines follow the scaled count', () => {
  const egg = { name: { en: ['egg', 'eggs'], 'pt-BR': ['ovo', 'ovos'] }, g: 'm' as const, measure: 'count' };
  const tomato = {
    name: { en: ['tomato', 'tomatoes'], 'pt-BR': ['tomate', 'tomates'] },
    g: 'm' as const,
    measure: 'count',
  };
  it('singular for one, plural for several, in both languages', () => {
    expect(agreeLineNumber('ovos grandes batidos', '1', egg, 'pt-BR')).toBe('ovo grande batido');
    expect(agreeLineNumber('tomate picado', '3', tomato, 'pt-BR')).toBe('tomates picados');
    expect(agreeLineNumber('tomato, in wedges', '2', tomato, 'en')).toBe('tomatoes, in wedges');
    expect(agreeLineNumber('eggs', '1/2', egg, 'en')).toBe('egg');
    expect(agreeLineNumber('eggs', '2', egg, 'en')).toBe('eggs');
    expect(agreeLineNumber('ovos', '1 xícara', egg, 'pt-BR')).toBe('ovos');
    // Lines in their own words: the head noun takes the number, a modifier does not.
    expect(agreeLineNumber('limões (o suco)', '1', egg, 'pt-BR')).toBe('limão (o suco)');
    expect(agreeLineNumber('filé de peixe branco cortado', '4', egg, 'pt-BR')).toBe('filés de peixe branco cortados');
    expect(agreeLineNumber('limes, juiced', '1', egg, 'en')).toBe('lime, juiced');
    expect(agreeLineNumber('corn tortillas', '1', egg, 'en')).toBe('corn tortillas');
  });
});

describe('Portuguese measures are followed by "de"', () => {
  it("moves a can's weight after the name and sums spoons and cups into ml", () => {
    expect(ptMeasureThenDe('1 lata (395 g)', 'de leite condensado')).toEqual(['1 lata', 'de leite condensado (395 g)']);
    expect(ptMeasureThenDe('1 xícara + 2 colheres de sopa', 'de feijão-preto')).toEqual(['270 ml', 'de feijão-preto']);
    expect(ptMeasureThenDe('1 xícara (chá)', 'de óleo')).toEqual(['1 xícara (chá)', 'de óleo']);
  });
});
