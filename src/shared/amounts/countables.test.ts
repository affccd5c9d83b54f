import { describe, expect, it } from 'vitest';
import { foodFacts } from '../food/facts.ts';
import { scaleIngredient } from './countables.ts';
import { inflectName } from './inflect.ts';

describe('scaleIngredient keeps whole things whole', () => {
  it.each([
    ['3', 'eggs', 0.5, 'en', '2', 'eggs'],
    ['2', 'eggs', 0.5, 'en', '1', 'egg'],
    ['1', 'egg', 2, 'en', '2', 'eggs'],
    ['1', 'egg', 0.25, 'en', '1', 'egg'],
    ['6', 'bay leaves', 0.5, 'en', '3', 'bay leaves'],
    ['3', 'bay leaves', 1 / 3, 'en', '1', 'bay leaf'],
    ['1', 'onion', 0.5, 'en', '1/2', 'onion'],
    ['3', 'lemons', 0.5, 'en', '1 1/2', 'lemons'],
    ['3', 'ovos', 0.5, 'pt-BR', '2', 'ovos'],
    ['2', 'ovos', 0.5, 'pt-BR', '1', 'ovo'],
    ['1', 'ovo', 3, 'pt-BR', '3', 'ovos'],
    ['1', 'cebola roxa picada', 2, 'pt-BR', '2', 'cebolas roxas picadas'],
    ['2', 'limões', 0.5, 'pt-BR', '1', 'limão'],
    ['1', 'limão', 2, 'pt-BR', '2', 'limões'],
    ['3', 'folhas de louro', 1 / 3, 'pt-BR', '1', 'folha de louro'],
    ['3 dentes', 'alho', 0.5, 'pt-BR', '2 dentes', 'alho'],
    ['2 large', 'eggs, beaten', 0.5, 'en', '1 large', 'egg, beaten'],
    ['1 cup', 'flour', 0.5, 'en', '1/2 cup', 'flour'],
    ['3', 'eggs', 1, 'en', '3', 'eggs'],
  ] as const)('%s %s × %d (%s) → %s %s', (amount, name, factor, lang, outAmount, outName) => {
    // Whether halves are usual is the food's (½ onion, 1 ½ lemons), as the recipe's facts carry it.
    const halves = foodFacts(name, lang === 'pt-BR' ? 'pt' : 'en')?.halves ?? false;
    expect(scaleIngredient(amount, name, factor, lang, lang, halves)).toEqual({ amount: outAmount, name: outName });
  });
});

describe('inflectName', () => {
  it('keeps capitals and words that do not inflect', () => {
    expect(inflectName('Ovos caipiras', 1, 'pt-BR')).toBe('Ovo caipira');
    expect(inflectName('Tomato', 2, 'en')).toBe('Tomatoes');
    expect(inflectName('berry', 3, 'en')).toBe('berries');
  });
});

describe('Portuguese compound nouns inflect each word up to a preposition', () => {
  it.each([
    ['limão-siciliano', 2, 'limões-sicilianos'],
    ['Limões-sicilianos', 1, 'Limão-siciliano'],
    ['couve-flor', 2, 'couves-flores'],
    ['noz-moscada', 3, 'nozes-moscadas'],
    ['pimenta-do-reino', 2, 'pimentas-do-reino'],
    ['pimentas-do-reino', 1, 'pimenta-do-reino'],
    ['feijão-fradinho cozido', 2, 'feijões-fradinhos cozidos'],
    ['limões-sicilianos', 4, 'limões-sicilianos'],
  ])('%s × %d → %s', (name, count, expected) => {
    expect(inflectName(name, count, 'pt-BR')).toBe(expected);
  });

  it('leaves English hyphenated words to the head noun rule', () => {
    expect(inflectName('jalapeño-stuffed olive', 2, 'en')).toBe('jalapeño-stuffed olives');
  });
});

describe('a scaled count inflects the name, not the words after it', () => {
  it.each([
    ['1', 'pimentão verde em cubos', 2, 'pimentões verdes em cubos'],
    ['1', 'cebola picada na hora', 2, 'cebolas picadas na hora'],
    ['1', 'tomate sem pele ou sementes', 3, 'tomates sem pele ou sementes'],
  ])('%s %s × %d → %s', (amount, name, factor, expected) => {
    expect(scaleIngredient(amount, name, factor, 'pt-BR').name).toBe(expected);
  });
});
