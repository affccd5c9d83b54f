import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeHtmlBody } from './decode.ts';
import { isIngredientHeading, parseRecipeHtml, splitRunOnIngredients } from './index.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const parse = (name: string, url = 'https://example.org/recipes/x') =>
  parseRecipeHtml(decodeHtmlBody(fixture(name), null), url);

describe('parseRecipeHtml: JSON-LD', () => {
  const r = parse('jsonld-graph.html')!;

  it('finds the Recipe inside @graph with an @type array and decodes entities and tags', () => {
    expect(r.source).toBe('json-ld');
    expect(r.title).toBe("Grandma's Lemon Drizzle Cake");
    expect(r.description).toBe('A zesty loaf cake & a crunchy sugar glaze.');
    expect(r.author).toBe('Ada Baker');
  });

  it('keeps ingredient lines, drops group headings and splits amount from name', () => {
    expect(r.ingredientLines).toEqual([
      '225 g unsalted butter, softened',
      '1 ½ cups caster sugar',
      '4 large eggs',
      'Zest of 2 lemons',
      '85 g granulated sugar',
    ]);
    expect(r.ingredients[0]).toEqual({ amount: '225 g', name: 'unsalted butter, softened' });
    expect(r.ingredients[1]).toEqual({ amount: '1 ½ cups', name: 'caster sugar' });
    expect(r.ingredients[3]).toEqual({ amount: '', name: 'Zest of 2 lemons' });
  });

  it('flattens HowToSections (their names lead their first step), strips "Step 1:", skips tips', () => {
    expect(r.instructions).toEqual([
      '**Cake** Heat the oven to 180C and line a loaf tin.',
      'Beat the butter and sugar until pale, then add the eggs one at a time.',
      '**Drizzle** Mix the lemon juice with the sugar & spoon over the warm cake.',
    ]);
  });

  it('keeps a step name that adds to its text as a bold lead', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Ribs',
      recipeIngredient: ['1 rack ribs'],
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'Brine', text: 'Salt the ribs overnight.' },
        { '@type': 'HowToStep', name: 'Smoke the ribs', text: 'Smoke the ribs for 4 hours.' },
      ],
    })}</script>`;
    expect(parseRecipeHtml(html, 'https://example.org/')!.instructions).toEqual([
      '**Brine** Salt the ribs overnight.',
      'Smoke the ribs for 4 hours.',
    ]);
  });

  it('reads ISO durations, the yield and the largest image (resolving @id references)', () => {
    expect([r.prepTime, r.cookTime, r.totalTime]).toEqual([20, 45, 65]);
    expect(r.servings).toBe(8);
    expect(r.yieldText).toBe('8 slices');
    expect(r.imageUrl).toBe('https://example.org/wp-content/uploads/lemon-cake.jpg');
    expect(r.tags).toEqual(['lemon', 'cake', 'baking', 'Dessert']);
  });
});

describe('parseRecipeHtml: microdata and RDFa', () => {
  it('reads a microdata Recipe without taking nested review properties', () => {
    const r = parse('microdata.html')!;
    expect(r.source).toBe('microdata');
    expect(r.title).toBe('Fluffy Pancakes');
    expect(r.ingredientLines).toEqual([
      '1 1/2 cups all-purpose flour',
      '2 tbsp sugar',
      '1 (12 oz) can evaporated milk',
      'Salt, to taste',
    ]);
    expect(r.ingredients[2]).toEqual({ amount: '1 (12 oz) can', name: 'evaporated milk' });
    expect(r.instructions).toHaveLength(3);
    expect([r.prepTime, r.cookTime, r.totalTime, r.servings]).toEqual([10, 20, 30, 4]);
    expect(r.imageUrl).toBe('https://example.org/img/pancakes.jpg');
  });

  it('reads an RDFa Recipe and splits a one-paragraph method into steps', () => {
    const r = parse('rdfa.html')!;
    expect(r.source).toBe('rdfa');
    expect(r.title).toBe('Tomato Soup');
    expect(r.ingredientLines).toEqual(['1 kg ripe tomatoes', '1 onion, chopped']);
    expect(r.instructions.length).toBeGreaterThan(1);
    expect(r.instructions[0]).toBe('Soften the onion in oil.');
    expect(r.totalTime).toBe(60);
    expect(r.servings).toBe(6);
  });
});

describe('parseRecipeHtml: pages without schema.org data', () => {
  it('reads recipe-plugin markup, labelled times, servings and the content photo', () => {
    const r = parse('plugin-markup.html')!;
    expect(r.source).toBe('heuristic');
    expect(r.title).toBe('Weeknight Chili');
    expect(r.description).toBe('A quick, hearty chili.');
    expect(r.ingredientLines).toEqual(['1 lb ground beef', '2 onions, diced', '1 (15 oz) can kidney beans']);
    expect(r.instructions).toEqual([
      'Brown the beef in a large pot.',
      'Add the onions and cook until soft, about 8 minutes.',
      'Stir in the beans and simmer for 1 hour.',
    ]);
    expect([r.prepTime, r.cookTime, r.totalTime, r.servings]).toEqual([15, 70, 85, 6]);
    expect(r.imageUrl).toBe('https://example.org/uploads/chili-1200x800.jpg');
  });

  it('reads a Portuguese page in ISO-8859-1 by its headings, skipping group headings', () => {
    const r = parse('plain-pt.html')!;
    expect(r.title).toBe('Bolo de cenoura');
    expect(r.ingredientLines).toEqual([
      '3 cenouras médias raladas',
      '4 ovos',
      '2 xícaras (chá) de açúcar',
      '1 colher (sopa) de fermento em pó',
      '200 g de chocolate meio amargo',
      'Sal a gosto',
    ]);
    expect(r.ingredients[2]).toEqual({ amount: '2 xícaras (chá)', name: 'açúcar' });
    expect(r.ingredients[0]).toEqual({ amount: '3', name: 'cenouras médias raladas' });
    expect(r.ingredients[5]).toEqual({ amount: '', name: 'Sal a gosto' });
    expect(r.instructions).toHaveLength(3);
    expect(r.instructions[2]).toContain('180 °C');
    expect(r.servings).toBe(12);
    expect(r.prepTime).toBe(70);
  });

  it('keeps a nested note with its line, and a nested group under its heading, in both languages', () => {
    const page = (title: string, heading: string, items: string) =>
      parseRecipeHtml(
        `<html><body><h1>${title}</h1><div class="ingredients-box"><ul>${items}</ul></div>
         <h2>${heading}</h2><ol><li>Cook everything together for twenty minutes, stirring.</li></ol></body></html>`,
        'https://example.org/',
      )!;
    const en = page(
      'Soup',
      'Method',
      `<li>200 g red onion, sliced <ul><li class="note">about 2 small onions</li></ul></li>
       <li>3 celery sticks</li>
       <li>For the topping:<ul><li>50 g cheddar, grated</li><li>1 tbsp chives</li></ul></li>`,
    );
    expect(en.ingredientLines).toEqual([
      '200 g red onion, sliced about 2 small onions',
      '3 celery sticks',
      '50 g cheddar, grated',
      '1 tbsp chives',
    ]);
    const pt = page(
      'Sopa',
      'Modo de preparo',
      `<li>2 xícaras (chá) de abóbora em cubos<ul><li>cerca de meia abóbora pequena</li></ul></li>
       <li>1 cebola</li>
       <li>Para a cobertura<ul><li>100 g de queijo ralado</li><li>Salsinha a gosto</li></ul></li>`,
    );
    expect(pt.ingredientLines).toEqual([
      '2 xícaras (chá) de abóbora em cubos cerca de meia abóbora pequena',
      '1 cebola',
      '100 g de queijo ralado',
      'Salsinha a gosto',
    ]);
  });

  it('returns null for a page with no recipe', () => {
    const html =
      '<html><head><title>About us</title></head><body><h1>About</h1><p>We are a small team.</p></body></html>';
    expect(parseRecipeHtml(html, 'https://example.org/about')).toBeNull();
  });

  it('prefers the recipe named like the page over a bigger sub-recipe', () => {
    const ld = (name: string, n: number) =>
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name,
        recipeIngredient: Array.from({ length: n }, (_, i) => `${i + 1} g item ${i}`),
        recipeInstructions: ['Mix everything together well.'],
      })}</script>`;
    const html = `<html><head><title>Huevos Rancheros - Site</title>${ld('Huevos Rancheros', 2)}${ld('Salsa Ranchera', 9)}</head><body></body></html>`;
    expect(parseRecipeHtml(html, 'https://example.org/')!.title).toBe('Huevos Rancheros');
  });

  it('repairs JSON-LD with raw line breaks inside strings', () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Chai","recipeIngredient":["2 cups milk\n1 tbsp tea"],"recipeInstructions":"Boil.\nSteep."}</script>`;
    const r = parseRecipeHtml(html, 'https://example.org/')!;
    expect(r.ingredientLines).toEqual(['2 cups milk', '1 tbsp tea']);
    expect(r.instructions).toEqual(['Boil.', 'Steep.']);
  });
});

describe('parseRecipeHtml: older and looser markup', () => {
  it('reads the retired data-vocabulary.org Recipe', () => {
    const html = `<div itemscope itemtype="http://data-vocabulary.org/Recipe">
      <h1 itemprop="name">Old Cookies</h1><img itemprop="photo" src="https://example.org/c.jpg">
      <span itemprop="yield">24 cookies</span>
      <ul><li itemprop="ingredient">2 cups flour</li><li itemprop="ingredient">1 cup butter</li></ul>
      <ol itemprop="instructions"><li>Cream the butter.</li><li>Add the flour and bake.</li></ol></div>`;
    const r = parseRecipeHtml(html, 'https://example.org/')!;
    expect(r).toMatchObject({
      title: 'Old Cookies',
      servings: 24,
      imageUrl: 'https://example.org/c.jpg',
      source: 'microdata',
    });
    expect(r.ingredientLines).toEqual(['2 cups flour', '1 cup butter']);
    expect(r.instructions).toEqual(['Cream the butter.', 'Add the flour and bake.']);
  });

  it('reads recipe properties marked up without a Recipe scope', () => {
    const html = `<h1>Carbonara</h1><ul><li itemprop="ingredients">250 g tagliatelle</li><li itemprop="ingredients">1 egg</li></ul>
      <div itemprop="recipeInstructions"><p>1- Beat the egg.</p><p>2- Toss with the pasta.</p></div>`;
    const r = parseRecipeHtml(html, 'https://example.org/')!;
    expect(r.ingredientLines).toEqual(['250 g tagliatelle', '1 egg']);
    expect(r.instructions).toEqual(['Beat the egg.', 'Toss with the pasta.']);
    expect(r.title).toBe('Carbonara');
  });

  it('tells ingredient group headings from ingredients', () => {
    for (const h of ['For the sauce:', 'FOR THE FILLING', 'Para a cobertura', 'Topping:'])
      expect(isIngredientHeading(h)).toBe(true);
    for (const l of ['Salt', '2 eggs', 'For serving: chopped parsley, lemon wedges', 'Pepper to taste'])
      expect(isIngredientHeading(l)).toBe(false);
  });
});

describe('parseRecipeHtml: several readers on one page', () => {
  it('reads microdata ingredient lists given as several <ul itemprop=recipeIngredient>', () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Wings</h1>
      <ul itemprop="recipeIngredient"><li>8 chicken wings</li></ul>
      <p>Batter:</p><ul itemprop="recipeIngredient"><li>1/2 cup corn flour</li><li>1 egg</li></ul>
      <ol itemprop="recipeInstructions"><li>Coat the wings.</li><li>Fry until crisp.</li></ol></div>`;
    expect(parseRecipeHtml(html, 'https://example.org/')!.ingredientLines).toEqual([
      '8 chicken wings',
      '1/2 cup corn flour',
      '1 egg',
    ]);
  });

  it('prefers complete JSON-LD over richer microdata of the same recipe', () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Wings","recipeIngredient":["8 wings"],"recipeInstructions":["Fry."]}</script>
      <div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Wings (print)</span>
      <ul><li itemprop="recipeIngredient">8 wings</li><li itemprop="recipeIngredient">Oil</li><li itemprop="recipeIngredient">Salt</li></ul>
      <p itemprop="recipeInstructions">Fry.</p></div>`;
    const r = parseRecipeHtml(html, 'https://example.org/')!;
    expect(r.source).toBe('json-ld');
    expect(r.title).toBe('Wings');
  });

  it('splits a run-on ingredient field, but not decimal commas', () => {
    expect(splitRunOnIngredients('125ml milk, 1 tsp vinegar, 60ml olive oil, 100g sugar')).toEqual([
      '125ml milk',
      '1 tsp vinegar',
      '60ml olive oil',
      '100g sugar',
    ]);
    expect(splitRunOnIngredients('jogurt, 1,5 PL')).toEqual(['jogurt, 1,5 PL']);
    expect(splitRunOnIngredients('2 eggs, beaten')).toEqual(['2 eggs, beaten']);
  });
});

describe('parseRecipeHtml: times and servings from page text', () => {
  const page = (body: string) =>
    parseRecipeHtml(
      `<html><body><h1>Pie</h1><p>This pie feeds 8 people at a party.</p>${body}
       <h2>Ingredients</h2><ul><li>1 crust</li><li>2 cups cream</li></ul>
       <h2>Instructions</h2><ol><li>Cook on high for 3-4 hours, stirring now and then.</li><li>Chill before serving.</li></ol></body></html>`,
      'https://example.org/',
    )!;

  it('reads labelled times (with a qualifier) and not times inside steps', () => {
    const r = page(`<div><em>Prep Time:</em> <span>25 minutes</span></div>
      <div><em>Cook Time For The Crust:</em> <span><span>1</span> <span>hr</span> <span>12</span> <span>mins</span></span></div>`);
    expect([r.prepTime, r.cookTime, r.totalTime]).toEqual([25, 72, 97]);
  });

  it('prefers a servings label over a count in passing, and reads the number after the label', () => {
    expect(page('<div>Total Time: 30 mins Servings: 6</div>').servings).toBe(6);
    expect(page('').servings).toBe(8);
  });
});
