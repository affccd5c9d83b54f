import { describe, expect, it } from 'vitest';
import { detectRecipeUnitSystem } from '../unit-system.ts';
import { parseRecipeText, servingsFromYield, withoutLinkingWord } from './index.ts';

/** A small recipe around header lines, so each case reads the lines the way an import does. */
function withHeader(header: string, lang: 'en' | 'pt-BR' = 'en') {
  const body =
    lang === 'en'
      ? 'Ingredients\n2 cups flour\n1 egg\nMethod\n1. Mix everything together in a bowl.\n2. Bake until golden and firm.'
      : 'Ingredientes\n2 xícaras de farinha\n1 ovo\nModo de preparo\n1. Misture tudo numa tigela grande.\n2. Asse até dourar bem.';
  return parseRecipeText(`Test recipe\n${header}\n\n${body}`, lang)!;
}

describe('times: each label sets its own time, on one line or several', () => {
  const cases: [string, 'en' | 'pt-BR', number | null, number | null][] = [
    ['Prep: 15 minutes  Bake: 60 minutes', 'en', 15, 60],
    ['Prep: 15 minutes | Cook: 1 hour', 'en', 15, 60],
    ['Prep time 10 min, Cook time 20 min', 'en', 10, 20],
    ['Preparation: 20 mins / Roast: 1 hr 30 mins', 'en', 20, 90],
    ['Prep 5 min Simmer 45 min', 'en', 5, 45],
    ['Hands-on time: 25 minutes  Baking time: 35 minutes', 'en', 25, 35],
    ['Cook: 40 minutes', 'en', null, 40],
    ['Bake: 1 h 10', 'en', null, 70],
    ['Tempo de preparo: 15 minutos  Tempo de forno: 40 minutos', 'pt-BR', 15, 40],
    ['Preparo: 20 min | Cozimento: 1 hora', 'pt-BR', 20, 60],
    ['Preparo: 10 minutos  Asse: 35 minutos', 'pt-BR', 10, 35],
    ['Preparo 15 min, Forno 50 min', 'pt-BR', 15, 50],
    ['Cozinhe: 25 minutos', 'pt-BR', null, 25],
    ['Tempo de cozimento: 1 hora e 20 minutos', 'pt-BR', null, 80],
  ];
  it.each(cases)('%s', (header, lang, prep, cook) => {
    const r = withHeader(header, lang);
    expect([r.prepTime, r.cookTime]).toEqual([prep, cook]);
    expect(r.instructions).toHaveLength(2);
  });

  it('keeps a total apart and adds prep and cook when no total is given', () => {
    const r = withHeader('Prep: 15 minutes  Bake: 60 minutes');
    expect(r.totalTime).toBe(75);
    const t = withHeader('Prep: 10 min  Cook: 20 min  Total: 45 min');
    expect([t.prepTime, t.cookTime, t.totalTime]).toEqual([10, 20, 45]);
  });

  it('leaves sentences that name a cooking verb as steps', () => {
    const r = parseRecipeText(
      'Bread\nIngredients\n2 cups flour\nMethod\nBake for 60 minutes.\nCook 5 minutes more, then cool on a rack for an hour.',
      'en',
    )!;
    expect(r.cookTime).toBeNull();
    expect(r.instructions).toEqual(['Bake for 60 minutes.', 'Cook 5 minutes more, then cool on a rack for an hour.']);
    const p = parseRecipeText(
      'Pão\nIngredientes\n2 xícaras de farinha\nPreparo: Misture tudo e sove bem.\nAsse por 40 minutos.',
      'pt-BR',
    )!;
    expect(p.cookTime).toBeNull();
    expect(p.instructions).toEqual(['Misture tudo e sove bem.', 'Asse por 40 minutos.']);
  });

  it.each([
    ['Prep 15 minutes, bake 60 minutes.', 'en', 15, 60],
    ['Prep time 15 minutes. Bake time: 1 hour.', 'en', 15, 60],
    ['Prep 15 minutes, bake 60 minutes, plus cooling', 'en', 15, 60],
    ['PREP 15 MINUTES; BAKE 1 HOUR.', 'en', 15, 60],
    ['Preparo 15 minutos, forno 60 minutos.', 'pt-BR', 15, 60],
    ['Tempo de preparo: 20 minutos. Tempo de forno: 40 minutos, mais o descanso', 'pt-BR', 20, 40],
  ] as const)('reads ordinary writing: %s', (line, lang, prep, cook) => {
    const r = withHeader(line, lang);
    expect([r.prepTime, r.cookTime]).toEqual([prep, cook]);
    expect(r.description).toBe('');
  });

  it('reads servings sharing a line with times', () => {
    const r = withHeader('Prep 15 min | Cook 1 hr | Serves 4');
    expect([r.prepTime, r.cookTime, r.servings]).toEqual([15, 60, 4]);
    const p = withHeader('Preparo: 20 min  Rende: 6 porções', 'pt-BR');
    expect([p.prepTime, p.servings]).toEqual([20, 6]);
  });
});

describe('servings: a yield with units counts its portions', () => {
  const cases: [string, number][] = [
    ['Makes 1 loaf (10 slices)', 10],
    ['Yield: 1 cake, 12 servings', 12],
    ['Makes 2 pans (24 squares)', 24],
    ['Makes 24 cookies', 24],
    ['Makes 2 dozen cookies', 24],
    ['Yield: 2 loaves', 2],
    ['Serves 4-6', 4],
    ['Serves 4 (makes 1 pan)', 4],
    ['Servings: 8', 8],
    ['Rende 1 bolo (12 fatias)', 12],
    ['Rende 1 forma de 8 pedaços', 8],
    ['Rendimento: 20 unidades', 20],
    ['Rende 6 porções', 6],
    ['Serve 4 pessoas', 4],
    ['Rende 30 brigadeiros', 30],
  ];
  it.each(cases)('%s', (line, servings) => {
    expect(servingsFromYield(line)).toBe(servings);
    const r = withHeader(line, /rende|serve |rendimento/i.test(line) ? 'pt-BR' : 'en');
    expect(r.servings).toBe(servings);
    expect(r.yieldText).toBe(line);
  });
});

describe('Portuguese names lose the "de" that links them to their measure', () => {
  const cases: [string, string, string][] = [
    ['500 g de polvilho azedo', '500 g', 'polvilho azedo'],
    ['2 xícaras (chá) de açúcar', '2 xícaras (chá)', 'açúcar'],
    ['1 colher (sopa) de fermento em pó', '1 colher (sopa)', 'fermento em pó'],
    ['2 dentes de alho picados', '2 dentes', 'alho picados'],
    ['1 pitada de sal', '1 pitada', 'sal'],
    ['1 lata de leite condensado', '1 lata', 'leite condensado'],
    ['3 colheres de sopa de chocolate em pó', '3 colheres de sopa', 'chocolate em pó'],
    ['1 xícara do caldo reservado', '1 xícara', 'caldo reservado'],
    ['2 colheres (sopa) da manteiga derretida', '2 colheres (sopa)', 'manteiga derretida'],
  ];
  it.each(cases)('%s', (line, amount, name) => {
    const r = parseRecipeText(
      `Receita\nIngredientes\n${line}\nModo de preparo\n1. Misture tudo e sirva em seguida.`,
      'pt-BR',
    )!;
    expect(r.ingredients[0]).toEqual({ amount, name });
    expect(r.ingredientLines[0]).toBe(line);
  });

  it('keeps names that only start with "de" and lines without an amount', () => {
    expect(withoutLinkingWord({ amount: '', name: 'de tudo um pouco' })).toEqual({
      amount: '',
      name: 'de tudo um pouco',
    });
    expect(withoutLinkingWord({ amount: '1', name: 'dendê oil' })).toEqual({ amount: '1', name: 'dendê oil' });
    expect(withoutLinkingWord({ amount: '2', name: 'de-seeded chillies' })).toEqual({
      amount: '2',
      name: 'de-seeded chillies',
    });
  });
});

describe('the unit system the recipe is written in', () => {
  it('is metric for grams and °C, even with cups and spoons beside them', () => {
    expect(
      detectRecipeUnitSystem(
        ['500 g', '1 xícara', '1/2 xícara', '1 colher (chá)', '3'],
        ['Asse a 180 °C por 30 minutos.'],
      ),
    ).toBe('metric');
    expect(detectRecipeUnitSystem(['2 cups', '1 tbsp', '200 g'], ['Bake at 180°C.'])).toBe('metric');
    expect(detectRecipeUnitSystem(['3', '2'], ['Leve ao forno a 200 graus.'])).toBe('metric');
    expect(detectRecipeUnitSystem(['250 ml', '1 kg'], [])).toBe('metric');
  });

  it('is imperial for ounces, pounds and °F, and for cups alone', () => {
    expect(detectRecipeUnitSystem(['1 lb', '8 oz', '1 cup'], ['Bake at 350°F.'])).toBe('imperial');
    expect(detectRecipeUnitSystem(['2'], ['Preheat the oven to 375 degrees F.'])).toBe('imperial');
    expect(detectRecipeUnitSystem(['1 cup', '2 tbsp'], ['Mix well.'])).toBe('imperial');
  });

  it('says nothing when nothing tells', () => {
    expect(detectRecipeUnitSystem(['2', 'to taste'], ['Mix and serve.'])).toBeNull();
  });
});
