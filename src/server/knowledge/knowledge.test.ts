import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCookbook, checkRecipe, cookbookFiles, readCookbook } from './cookbook-check.ts';
import { SR24_FOODS } from '../../shared/food/usda-sr24.generated.ts';
import { KnowledgeError, loadRoom, type Room } from './room.ts';

describe('the knowledge room', () => {
  const room = loadRoom();

  it('loads every food, diet and word with no problem', () => {
    expect(room.foods.size).toBeGreaterThan(400);
    expect(Object.keys(room.diets)).toEqual(expect.arrayContaining(['vegetarian', 'vegan', 'gluten-free', 'keto']));
  });

  it('passes every cookbook recipe through its checks', () => {
    const { entries, problems } = readCookbook(cookbookFiles());
    expect(problems).toEqual([]);
    expect(checkCookbook(room, entries)).toEqual([]);
  });

  it('counts a can of a legume as the cooked legume it holds, not as the dried one', () => {
    // "2 cans fava beans" keyed to the dried beans weighs 800 g of dried beans: three times the food.
    const dried: string[] = [];
    for (const { recipe } of readCookbook(cookbookFiles()).entries) {
      const lines = [
        ...recipe.ingredients,
        ...(recipe.variants ?? []).flatMap((v) => [...(v.add ?? []), ...Object.values(v.swap ?? {})]),
      ];
      for (const i of lines) {
        const food = room.foods.get(i.food);
        if (i.u === 'can' && food?.kind === 'legume' && food.unit?.key !== 'can') dried.push(`${recipe.id}: ${i.food}`);
      }
    }
    expect(dried).toEqual([]);
  });

  it('gives spoon and cup grams only where SR24 gives none, at densities a food can have', () => {
    // A record's measure under SR24's own would never be read (SR24's wins): a stale estimate.
    const bad: string[] = [];
    for (const [key, f] of room.foods) {
      for (const [u, g] of Object.entries(f.measures ?? {})) {
        const sr = f.usda ? SR24_FOODS[f.usda]?.[1] : undefined;
        if (sr?.[u as 'cup']) bad.push(`${key}: SR24 has a ${u}`);
        // Grams per ml: dried leaves weigh about 0.1, syrups about 1.4; outside is a typo.
        const perMl = g / { cup: 240, tbsp: 15, tsp: 5 }[u as 'cup'];
        if (perMl < 0.08 || perMl > 1.6) bad.push(`${key}: ${g} g a ${u}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('finds foods by phrase in both languages', () => {
    expect(
      room
        .foodIndex('en')
        .find('2 tbsp sour cream')
        .map((h) => h.values[0]),
    ).toEqual(['sour-cream']);
    expect(room.foodIndex('pt-BR').find('creme de leite fresco').length).toBeGreaterThan(0);
  });

  it('reads a phrase that only sounds like a food as no food, in its language', () => {
    const en = room.foodIndex('en').find('Fish-Fragrant Eggplant with fish sauce');
    expect(en.map((h) => h.phrase)).toEqual(['eggplant', 'fish sauce']);
    expect(
      room
        .foodIndex('en')
        .find('Chicken-fried steak')
        .map((h) => h.phrase),
    ).toEqual(['steak']);
    expect(
      room
        .foodIndex('pt-BR')
        .find('Berinjela peixe perfumado')
        .map((h) => h.phrase),
    ).toEqual(['berinjela']);
  });

  it('refuses a food defined twice, naming both files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'room-'));
    fs.mkdirSync(path.join(dir, 'foods'));
    const food = {
      names: { en: { one: 'x', many: 'xs' }, 'pt-BR': { one: 'x', many: 'xs' } },
      measure: 'mass',
      by: 'weight',
      diet: [],
      kind: 'other',
      aisle: 'other',
    };
    fs.writeFileSync(path.join(dir, 'foods', 'a.json'), JSON.stringify({ thing: food }));
    fs.writeFileSync(path.join(dir, 'foods', 'b.json'), JSON.stringify({ thing: food }));
    fs.copyFileSync(path.join(import.meta.dirname, '../../knowledge/diets.json'), path.join(dir, 'diets.json'));
    expect(() => loadRoom(dir)).toThrow(KnowledgeError);
    try {
      loadRoom(dir);
    } catch (err) {
      expect((err as KnowledgeError).problems.join('\n')).toMatch(/"thing" is already defined/);
    }
  });
});

describe('the cookbook checks', () => {
  const room: Room = loadRoom();
  const base = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../../knowledge/cookbook/polish/pierogi-ruskie.json'), 'utf8'),
  );
  const file = path.join(import.meta.dirname, '../../knowledge/cookbook/polish/pierogi-ruskie.json');
  const problemsOf = (change: (r: any) => void) => {
    const recipe = structuredClone(base);
    change(recipe);
    const { entries, problems } = readCookbook([writeTemp(recipe)]);
    return [...problems, ...entries.flatMap((e) => checkRecipe(room, { ...e, file }))];
  };
  const writeTemp = (recipe: unknown) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cookbook-'));
    const f = path.join(dir, 'pierogi-ruskie.json');
    fs.writeFileSync(f, JSON.stringify(recipe));
    return f;
  };

  it('passes the example recipe', () => {
    expect(problemsOf(() => {})).toEqual([]);
  });

  it('fails on a step that names a food the recipe does not list', () => {
    const problems = problemsOf((r) => {
      r.steps[1].en += ' Add the bacon.';
    });
    expect(problems.join('\n')).toMatch(/names "bacon".*does not list/);
  });

  it('fails on a listed food that no step uses, per language', () => {
    const problems = problemsOf((r) => {
      r.ingredients.push({ food: 'nutmeg', q: 1, u: 'pinch' });
    });
    expect(problems.join('\n')).toMatch(/"nutmeg" is listed but no en step uses it/);
    expect(problems.join('\n')).toMatch(/"nutmeg" is listed but no pt-BR step uses it/);
  });

  it('fails on a listed food written as plain text instead of a placeholder', () => {
    const problems = problemsOf((r) => {
      r.steps[2].en = r.steps[2].en.replace('{onion}', 'the onion');
    });
    expect(problems.join('\n')).toMatch(/"onion" is listed — write it as a placeholder/);
  });

  it('fails on amounts and temperatures written as plain text', () => {
    const problems = problemsOf((r) => {
      r.steps[0].en += ' Use 2 cups.';
      r.steps[0]['pt-BR'] += ' Asse a 180°C.';
    });
    expect(problems.join('\n')).toMatch(/"2 cups"/);
    expect(problems.join('\n')).toMatch(/°C/);
  });

  it('fails on a dish named for a diet and described by what it leaves out', () => {
    const named = (name: string) =>
      problemsOf((r) => {
        r.name.en = name;
        r.description.en = 'Potato and cheese dumplings with no bacon at all.';
      }).join('\n');
    expect(named('Vegetarian Pierogi')).toMatch(
      /recipe: its description \(en\) names "bacon", which vegetarian excludes/,
    );
    // A dish not named for a diet is not shown to a diet's cook by its name: its words stand.
    expect(named('Pierogi Ruskie')).not.toMatch(/its description/);
  });

  it('fails on a weight or temperature written plainly in a tip, where it would not convert', () => {
    const text = problemsOf((r) => {
      r.tips = {
        en: ['Or bake at 200 °C for 20 minutes.', 'Use 2 cups of the cooking water.'],
        'pt-BR': ['Congelados, use 500 g.', 'Use 2 xícaras da água do cozimento.'],
      };
    }).join('\n');
    expect(text).toMatch(/tip \(en\): "200 °C"/);
    expect(text).toMatch(/tip \(pt-BR\): "500 g"/);
    // Cups and spoons read the same in both systems.
    expect(text).not.toMatch(/cups|xícaras/);
    expect(problemsOf((r) => (r.tips = { en: ['Bake at {temp:200}.'], 'pt-BR': ['Asse a {temp:200}.'] }))).toEqual([]);
  });

  it('fails on a step that calls a listed vegetable by the name of another one', () => {
    const text = problemsOf((r) => {
      r.steps[2]['pt-BR'] = r.steps[2]['pt-BR'].replace('{onion=cebolas}', '{onion=alho-poró}');
    }).join('\n');
    expect(text).toMatch(/\{onion=alho-poró\} calls onion by the name of leek/);
    // Its own words shortened ("cebola" for "cebola frita") are the same food.
    expect(problemsOf(() => {})).toEqual([]);
  });

  it('fails on "the oil" in a step when the list has two oils', () => {
    const withOils = (words: string) =>
      problemsOf((r) => {
        r.ingredients.push({ food: 'vegetable-oil', q: 2, u: 'tbsp' }, { food: 'olive-oil', q: 1, u: 'tbsp' });
        r.steps[0].en += ` Heat the {vegetable-oil${words}}, then add the {olive-oil}.`;
        r.steps[0]['pt-BR'] += ' Aqueça o {vegetable-oil} e junte o {olive-oil}.';
      }).join('\n');
    expect(withOils('=oil')).toMatch(
      /\{vegetable-oil=oil\} — the recipe lists vegetable-oil and olive-oil: say which oil/,
    );
    expect(withOils('')).not.toMatch(/say which oil/);
  });

  it('fails on a placeholder of an ingredient that is not there, and on a stray brace', () => {
    expect(problemsOf((r) => (r.steps[0].en += ' {truffle}')).join('\n')).toMatch(/\{truffle\} is not an ingredient/);
    expect(problemsOf((r) => (r.steps[0].en += ' {oops')).join('\n')).toMatch(/unmatched brace/);
  });

  it('fails on a diet variant whose foods break its diet, and on one that keeps a dropped food in its words', () => {
    const problems = problemsOf((r) => {
      r.variants = [
        {
          id: 'vegan',
          kind: 'diet',
          diets: ['vegan'],
          name: { en: 'Vegan pierogi with sour cream', 'pt-BR': 'Pierogi vegano' },
          drop: ['sour-cream'],
        },
      ];
    });
    const text = problems.join('\n');
    expect(text).toMatch(/claims vegan but egg is egg/);
    expect(text).toMatch(/claims vegan but butter is dairy/);
    expect(text).toMatch(/variant vegan: step 8 \(en\): \{sour-cream\} is not an ingredient/);
    expect(text).toMatch(/its name \(en\) names "sour cream", which this version leaves out/);
  });

  it('fails on a diet version described by what it leaves out (the chef would show it with no description)', () => {
    const text = problemsOf((r) => {
      r.variants = [
        {
          id: 'vegetarian',
          kind: 'diet',
          diets: ['vegetarian'],
          name: { en: 'Pierogi with onion', 'pt-BR': 'Pierogi com cebola' },
          description: {
            en: 'The same dumplings with onion instead of the bacon.',
            'pt-BR': 'Os mesmos pierogi, sem o toucinho.',
          },
        },
      ];
    }).join('\n');
    expect(text).toMatch(/variant vegetarian: its description \(en\) names "bacon", which vegetarian excludes/);
    expect(text).toMatch(/variant vegetarian: its description \(pt-BR\) names "toucinho", which vegetarian excludes/);
  });

  it('fails on an unknown food, dish type, tool or preparation', () => {
    const text = problemsOf((r) => {
      r.ingredients[0].food = 'unobtainium';
      r.dish = 'spaceship';
      r.equipment.push('laser');
      r.ingredients[1].prep = 'vaporised';
    }).join('\n');
    expect(text).toMatch(/food "unobtainium" is not in src\/knowledge\/foods/);
    expect(text).toMatch(/dish type "spaceship"/);
    expect(text).toMatch(/equipment "laser"/);
    expect(text).toMatch(/prep "vaporised"/);
  });
});

describe('placeholders', () => {
  it('reads every kind and refuses what is not one', async () => {
    const { parseStep } = await import('../../shared/knowledge/placeholders.ts');
    expect(
      parseStep('Pour {m:1/4 cup} of batter at {temp:180} into a {len:23x33} pan for {serves}, {n:12} cakes').filter(
        (p) => typeof p !== 'string',
      ),
    ).toEqual([
      { kind: 'measure', q: 0.25, u: 'cup' },
      { kind: 'temp', c: 180 },
      { kind: 'len', cm: 23, cm2: 33 },
      { kind: 'serves' },
      { kind: 'count', n: 12 },
    ]);
    expect(
      parseStep('{butter.qty*1/2} {butter=melted butter} {stock.amount}').filter((p) => typeof p !== 'string'),
    ).toEqual([
      { kind: 'qty', id: 'butter', factor: 0.5 },
      { kind: 'name', id: 'butter', words: 'melted butter' },
      { kind: 'amount', id: 'stock', factor: 1 },
    ]);
    expect(() => parseStep('{Butter}')).toThrow(/not a placeholder/);
    expect(() => parseStep('{m:2 bowls}')).toThrow(/not a placeholder/);
  });
});

describe('cooking cues', () => {
  // Parts of a food a cue may name ("until the whites are set"); any other food is wrong in a
  // dish that does not have it ("until it melts into the oil" in a frittata made with butter).
  const PARTS: Record<string, RegExp> = {
    en: /^(yolks?|whites?|shells?|skins?|flesh|bones?|fat|juices?|seeds?|peel|rind|zest|cloves?|leaves|stems?|stalks?)$/,
    'pt-BR':
      /^(gemas?|claras?|cascas?|conchas?|peles?|ossos?|gordura|sucos?|sementes?|miolo|espinhas?|dentes?|folhas?|talos?)$/,
  };
  // The shape a minced food is given ("per side (patties)"), a food of its own when bought.
  const SHAPES: Record<string, RegExp> = { en: /^(patty|patties|burgers?)$/, 'pt-BR': /^hamburguer(es)?$/ };
  it('name no other food than the one they are for', () => {
    const room = loadRoom();
    const wrong: string[] = [];
    for (const [key, food] of room.foods)
      for (const [action, how] of Object.entries(food.cook ?? {}))
        for (const lang of ['en', 'pt-BR'] as const) {
          const cue = how?.cue?.[lang];
          if (!cue) continue;
          for (const hit of room.foodIndex(lang).find(cue)) {
            if (hit.values.includes(key) || PARTS[lang]!.test(hit.phrase) || SHAPES[lang]!.test(hit.phrase)) continue;
            if (hit.values.every((v) => room.foods.get(v)?.buy === false)) continue;
            if (food.of && hit.values.includes(food.of)) continue;
            wrong.push(`${key}.${action} (${lang}): "${cue}" names ${hit.phrase}`);
          }
        }
    expect(wrong).toEqual([]);
  });
});
