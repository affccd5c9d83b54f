import { describe, expect, it } from 'vitest';
import { ZCookbookRecipe } from '../../../shared/knowledge/cookbook-schema.ts';
import { knowledgeRoom } from '../../knowledge/room.ts';
import { versionOf } from './facts.ts';
import { renderVersion } from './render.ts';

/** How the renderer writes words around the foods: agreement, own names, cans, tips. */
const room = knowledgeRoom();

function recipe(
  ingredients: unknown[],
  steps: { en: string; 'pt-BR': string }[],
  tips?: { en: string[]; 'pt-BR': string[] },
) {
  return ZCookbookRecipe.parse({
    id: 'test-dish',
    name: { en: 'Test dish', 'pt-BR': 'Prato de teste' },
    dish: 'soup',
    course: 'main',
    cuisine: 'international',
    description: { en: 'A test.', 'pt-BR': 'Um teste.' },
    servings: 4,
    time: { prep: 10, cook: 20 },
    difficulty: 'Easy',
    equipment: [],
    ingredients,
    steps,
    ...(tips ? { tips } : {}),
  });
}

function render(
  r: ReturnType<typeof recipe>,
  lang: 'en' | 'pt-BR',
  servings = 4,
  system: 'metric' | 'imperial' = 'metric',
) {
  return renderVersion(room, versionOf(r, null), { lang, system, servings });
}

describe('Portuguese agreement around a food', () => {
  it('a participle after a mention agrees with the number the amount gives', () => {
    const r = recipe(
      [
        { food: 'onion', q: 1 },
        { food: 'carrot', q: 1 },
      ],
      [
        {
          en: 'Cook the {onion}, then add the {carrot}.',
          'pt-BR': 'Refogue a {onion} picada e junte a {carrot} ralada por 5 minutos.',
        },
      ],
    );
    expect(render(r, 'pt-BR').instructions[0]).toContain('a cebola picada e junte a cenoura ralada');
    const more = render(r, 'pt-BR', 12).instructions[0];
    expect(more).toContain('as cebolas picadas e junte as cenouras raladas');
    // A word that did not agree with the article as written is not the food's: it stays.
    const other = recipe(
      [{ food: 'onion', q: 1 }],
      [{ en: 'Cook the {onion}.', 'pt-BR': 'Deixe a {onion} cozido o caldo.' }],
    );
    expect(render(other, 'pt-BR', 12).instructions[0]).toContain('as cebolas cozido');
  });

  it('a recipe’s own name keeps its number in the line', () => {
    const r = recipe(
      [{ food: 'lentils', q: 300, u: 'g', name: { en: 'brown lentils', 'pt-BR': 'lentilha' }, prep: 'rinsed' }],
      [{ en: 'Simmer the {lentils}.', 'pt-BR': 'Cozinhe a {lentils=lentilha}.' }],
    );
    const line = render(r, 'pt-BR').ingredients[0]!;
    expect(`${line.amount} ${line.name}`).toBe('300 g de lentilha lavada');
  });

  it('a weight of a counted food is several of them only when it weighs more than one', () => {
    const r = recipe(
      [
        { food: 'celeriac', q: 150, u: 'g', prep: 'diced' },
        { food: 'potato', q: 800, u: 'g' },
      ],
      [{ en: 'Add the {celeriac} and the {potato}.', 'pt-BR': 'Junte o {celeriac} e a {potato}.' }],
    );
    const d = render(r, 'pt-BR');
    expect(d.ingredients.map((l) => `${l.amount} ${l.name}`)).toEqual([
      '150 g de aipo-rábano em cubos',
      '800 g de batatas',
    ]);
    expect(d.instructions[0]).toBe('Junte o aipo-rábano e as batatas.');
  });

  it('a line’s note agrees like its preparation, and a name the same in both numbers agrees as it reads', () => {
    const r = recipe(
      [
        { food: 'black-eyed-peas', q: 450, u: 'g', prep: 'rinsed', note: { en: 'dried', 'pt-BR': 'sec@' } },
        { food: 'onion', q: 2, note: { en: 'in rings', 'pt-BR': 'cortad@ em rodelas' } },
      ],
      [{ en: 'Cook the {black-eyed-peas} with the {onion}.', 'pt-BR': 'Cozinhe o {black-eyed-peas} com a {onion}.' }],
    );
    expect(render(r, 'pt-BR').ingredients.map((l) => `${l.amount} ${l.name}`)).toEqual([
      '450 g de feijão-fradinho lavado, seco',
      '2 cebolas, cortadas em rodelas',
    ]);
    expect(render(r, 'en').ingredients.map((l) => l.name)).toEqual([
      'black-eyed peas, rinsed, dried',
      'onions, in rings',
    ]);
  });

  it('a name after a noun of its parts is singular ("gomos de limão")', () => {
    const r = recipe(
      [{ food: 'lime', q: 3 }],
      [{ en: 'Serve with {lime} wedges.', 'pt-BR': 'Sirva com gomos de {lime} e mais {lime} à parte.' }],
    );
    expect(render(r, 'pt-BR').instructions[0]).toBe('Sirva com gomos de limão e mais limões à parte.');
    expect(render(r, 'en').instructions[0]).toBe('Serve with lime wedges.');
  });

  it('a can does not say again that the food is canned', () => {
    const r = recipe(
      [{ food: 'canned-corn', q: 1, u: 'can', pack: { q: 200, u: 'g' } }],
      [{ en: 'Add the {canned-corn}.', 'pt-BR': 'Junte o {canned-corn}.' }],
    );
    const line = render(r, 'pt-BR').ingredients[0]!;
    expect(line.amount).toBe('1 lata');
    expect(line.name).not.toMatch(/lata/);
  });
});

describe('a variant’s list', () => {
  it('puts an added ingredient where the steps first use it, not at the end', () => {
    const base = recipe(
      [
        { food: 'onion', q: 1 },
        { food: 'carrot', q: 1 },
        { food: 'salt', taste: true },
      ],
      [
        { en: 'Cook the {onion} with the {salt}.', 'pt-BR': 'Refogue a {onion} com o {salt}.' },
        { en: 'Add the {carrot}.', 'pt-BR': 'Junte a {carrot}.' },
      ],
    );
    const withVariant = ZCookbookRecipe.parse({
      ...base,
      variants: [
        {
          id: 'oily',
          kind: 'quick',
          name: { en: 'Oily', 'pt-BR': 'Com óleo' },
          add: [{ food: 'vegetable-oil', q: 2, u: 'tbsp' }],
          steps: [
            {
              en: 'Heat the {vegetable-oil}, cook the {onion} with the {salt}.',
              'pt-BR': 'Aqueça o {vegetable-oil}, refogue a {onion} com o {salt}.',
            },
            { en: 'Add the {carrot}.', 'pt-BR': 'Junte a {carrot}.' },
          ],
        },
      ],
    });
    const v = versionOf(withVariant, withVariant.variants![0]!);
    expect(v.ingredients.map((i) => i.food)).toEqual(['vegetable-oil', 'onion', 'carrot', 'salt']);
  });
});

describe('tips read like steps', () => {
  it('temperatures and sizes in a tip follow the unit system', () => {
    const r = recipe([{ food: 'onion', q: 1 }], [{ en: 'Cook the {onion}.', 'pt-BR': 'Refogue a {onion}.' }], {
      en: ['Or roast at {temp:220} in a {len:23} pan.'],
      'pt-BR': ['Ou asse a {temp:220} numa forma de {len:23}.'],
    });
    expect(render(r, 'en', 4, 'imperial').tips).toEqual(['Or roast at 425 °F in a 9 in pan.']);
    expect(render(r, 'pt-BR').tips[0]).toBe('Ou asse a 220 °C numa forma de 23 cm.');
    // "an 8 in pan", not "a 8 in pan"; "a 1/2 in slice" and "a 12 in pan" keep "a".
    const pans = recipe(
      [{ food: 'onion', q: 1 }],
      [
        {
          en: 'Use a {len:20} pan, a {len:30} pan, a {len:1.2} slice and a {len:20x20} dish for the {onion}.',
          'pt-BR': 'Use a {onion}.',
        },
      ],
    );
    expect(render(pans, 'en', 4, 'imperial').instructions[0]).toBe(
      'Use an 8 in pan, a 12 in pan, a 1/2 in slice and an 8 x 8 in dish for the onion.',
    );
  });
});
