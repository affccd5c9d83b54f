import { describe, expect, it } from 'vitest';
import { cleanOcrLine, parseRecipeText } from './index.ts';

describe('parseRecipeText: English', () => {
  const text = `
Classic Banana Bread
A moist loaf that uses up ripe bananas.
Serves 8
Prep time: 15 minutes
Cook time: 1 hour

Ingredients
• 3 ripe bananas, mashed
• 1/3 cup melted butter
• 3/4 cup sugar
• 1 large egg, beaten
• 1 1/2 cups all-purpose
  flour
• Pinch of salt

Method
1. Preheat the oven to 350°F and butter a
loaf pan.
2. Mix the butter into the mashed bananas. Stir in the sugar, egg and vanilla.
3. Fold in the flour and salt. Pour the batter into the pan and bake for 1 hour.

Notes
Keeps for 3 days wrapped.
`;
  const r = parseRecipeText(text)!;

  it('finds title, description, servings and times', () => {
    expect(r.title).toBe('Classic Banana Bread');
    expect(r.description).toBe('A moist loaf that uses up ripe bananas.');
    expect(r.servings).toBe(8);
    expect([r.prepTime, r.cookTime, r.totalTime]).toEqual([15, 60, 75]);
    expect(r.language).toBe('en');
    expect(r.source).toBe('text');
  });

  it('reads ingredient lines, joining one cut across two lines', () => {
    expect(r.ingredientLines).toEqual([
      '3 ripe bananas, mashed',
      '1/3 cup melted butter',
      '3/4 cup sugar',
      '1 large egg, beaten',
      '1 1/2 cups all-purpose flour',
      'Pinch of salt',
    ]);
    expect(r.ingredients[1]).toEqual({ amount: '1/3 cup', name: 'melted butter' });
  });

  it('reads numbered steps, joining wrapped lines, and keeps notes apart', () => {
    expect(r.instructions).toEqual([
      'Preheat the oven to 350°F and butter a loaf pan.',
      'Mix the butter into the mashed bananas. Stir in the sugar, egg and vanilla.',
      'Fold in the flour and salt. Pour the batter into the pan and bake for 1 hour.',
    ]);
    expect(r.tips).toEqual(['Keeps for 3 days wrapped.']);
  });

  it('understands "Directions" and unnumbered paragraphs wrapped by OCR', () => {
    const t = parseRecipeText(`Garlic Butter Shrimp

INGREDIENTS:
1 lb shrimp, peeled
3 tbsp butter
4 cloves garlic, minced

DIRECTIONS:
Melt the butter in a large skillet over medium
heat and add the garlic.

Add the shrimp and cook until pink, about 2 to
3 minutes per side. Serve right away.`)!;
    expect(t.title).toBe('Garlic Butter Shrimp');
    expect(t.ingredientLines).toEqual(['1 lb shrimp, peeled', '3 tbsp butter', '4 cloves garlic, minced']);
    expect(t.instructions).toEqual([
      'Melt the butter in a large skillet over medium heat and add the garlic.',
      'Add the shrimp and cook until pink, about 2 to 3 minutes per side. Serve right away.',
    ]);
  });
});

describe('parseRecipeText: Português', () => {
  const text = `Bolo de Fubá Cremoso
Rende 12 porções
Tempo de preparo: 40 minutos

Ingredientes
- 4 ovos
- 2 xícaras (chá) de açúcar
- 1 colher (sopa) de fermento em pó
Para a cobertura:
- 200 g de chocolate meio
amargo
- Sal a gosto

Modo de preparo
1) Bata no liquidificador os ovos, o açúcar e o
leite.
2) Acrescente o fubá e bata até ficar homogêneo.
3) Despeje em forma untada e asse em forno médio
por 40 minutos.

Dicas
Sirva com café.`;
  const r = parseRecipeText(text, 'pt-BR')!;

  it('finds title, servings and preparation time', () => {
    expect(r.title).toBe('Bolo de Fubá Cremoso');
    expect(r.servings).toBe(12);
    expect(r.prepTime).toBe(40);
    expect(r.language).toBe('pt-BR');
  });

  it('reads ingredients, skipping the group heading and joining the cut line', () => {
    expect(r.ingredientLines).toEqual([
      '4 ovos',
      '2 xícaras (chá) de açúcar',
      '1 colher (sopa) de fermento em pó',
      '200 g de chocolate meio amargo',
      'Sal a gosto',
    ]);
    expect(r.ingredients[1]).toEqual({ amount: '2 xícaras (chá)', name: 'açúcar' });
  });

  it('reads numbered steps across wrapped lines', () => {
    expect(r.instructions).toEqual([
      'Bata no liquidificador os ovos, o açúcar e o leite.',
      'Acrescente o fubá e bata até ficar homogêneo.',
      'Despeje em forma untada e asse em forno médio por 40 minutos.',
    ]);
    expect(r.tips).toEqual(['Sirva com café.']);
  });

  it('knows "Modo de fazer", "Preparo" and an inline ingredient list, and guesses the language', () => {
    const t = parseRecipeText(`Brigadeiro
Ingredientes: 1 lata de leite condensado; 1 colher de sopa de manteiga; 3 colheres de sopa de chocolate em pó
Modo de fazer:
Leve tudo ao fogo baixo, mexendo sempre, até desgrudar do fundo da panela.
Espere esfriar e enrole as bolinhas.`)!;
    expect(t.title).toBe('Brigadeiro');
    expect(t.ingredientLines).toEqual([
      '1 lata de leite condensado',
      '1 colher de sopa de manteiga',
      '3 colheres de sopa de chocolate em pó',
    ]);
    expect(t.instructions).toEqual([
      'Leve tudo ao fogo baixo, mexendo sempre, até desgrudar do fundo da panela.',
      'Espere esfriar e enrole as bolinhas.',
    ]);
    expect(t.language).toBe('pt-BR');
    const p = parseRecipeText('Arroz\nPreparo\nLave o arroz e refogue com alho. Junte água e cozinhe por 20 minutos.')!;
    expect(p.instructions).toEqual(['Lave o arroz e refogue com alho.', 'Junte água e cozinhe por 20 minutos.']);
  });
});

describe('parseRecipeText: OCR noise and texts without headings', () => {
  it('cleans stray marks, bullets read as letters and digits read as letters', () => {
    expect(cleanOcrLine('| l cup milk ¦')).toBe('1 cup milk');
    expect(cleanOcrLine('e 2 eggs')).toBe('2 eggs');
    expect(cleanOcrLine('1O0 g butter')).toBe('100 g butter');
    expect(cleanOcrLine('~~ — ~~')).toBe('');
    expect(cleanOcrLine('.')).toBe('');
  });

  it('survives junk lines inside sections', () => {
    const r = parseRecipeText(`Pancakes
Ingredients
* 2 cups flour
|
‘
* 2 eggs
Instructions
1. Whisk everything together until smooth and lump free.
~
2. Cook on a hot pan until golden.`)!;
    expect(r.ingredientLines).toEqual(['2 cups flour', '2 eggs']);
    expect(r.instructions).toEqual([
      'Whisk everything together until smooth and lump free.',
      'Cook on a hot pan until golden.',
    ]);
  });

  it('splits quantity lines from sentences when there are no headings', () => {
    const r = parseRecipeText(`Quick Guacamole
2 ripe avocados
1 lime, juiced
1/2 tsp salt
Mash the avocados with a fork in a bowl.
Stir in the lime juice and salt and serve at once.`)!;
    expect(r.title).toBe('Quick Guacamole');
    expect(r.ingredientLines).toEqual(['2 ripe avocados', '1 lime, juiced', '1/2 tsp salt']);
    expect(r.instructions).toEqual([
      'Mash the avocados with a fork in a bowl.',
      'Stir in the lime juice and salt and serve at once.',
    ]);
  });

  it('returns null for text that is not a recipe', () => {
    expect(parseRecipeText('')).toBeNull();
    expect(parseRecipeText('Hello there\nSee you soon')).toBeNull();
  });
});
