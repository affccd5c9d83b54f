import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DIR, KnowledgeError, knowledgeRoom } from '../../knowledge/room.ts';
import { detectLanguage, recipeLanguage } from './language.ts';
import { loadReader } from './pack.ts';
import { headFood, readText } from './read.ts';

const room = knowledgeRoom();
/** The categories of a line, read with either language preferred: a line means the same in both. */
const cats = (name: string) => {
  const en = [...readText(room, name, 'en', 'line').cats].sort();
  const pt = [...readText(room, name, 'pt-BR', 'line').cats].sort();
  expect(pt, `${name} read as pt-BR`).toEqual(en);
  return en;
};

describe('a line’s foods and categories, from the room, in both languages', () => {
  it.each([
    ['bacon', ['meat', 'pork']],
    ['Bacon em cubos', ['meat', 'pork']],
    ['frango', ['meat', 'poultry']],
    ['Peito de frango desfiado', ['meat', 'poultry']],
    ['boneless chicken thighs', ['meat', 'poultry']],
    ['carne moída', ['meat', 'beef']],
    ['linguiça calabresa', ['meat', 'pork']],
    ['camarões', ['shellfish']],
    ['filé de tilápia', ['fish']],
    ['queijo minas', ['dairy']],
    ['creme de leite', ['dairy']],
    ['heavy cream', ['dairy']],
    ['leite sem lactose', ['dairy']],
    ['farinha de trigo', ['gluten', 'grain']],
    ['all-purpose flour', ['gluten', 'grain']],
    ['molho shoyu', ['soy', 'gluten']],
    ['doubanjiang', ['soy', 'gluten', 'chili']],
    ['ovos', ['egg']],
    ['mel', ['honey']],
    ['gelatina incolor', ['gelatin']],
    ['caldo de galinha', ['poultry', 'meat']],
    ['pimenta dedo-de-moça', ['chili']],
    ['kibe', ['meat', 'gluten']],
    ['hambúrguer', ['meat', 'beef']],
    ['bacon (optional)', ['meat', 'pork']],
    ['snook (or pancetta)', ['meat', 'pork']],
  ])('%s → includes %j', (name, expected) => {
    expect(cats(name)).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ['peanut butter', 'dairy'],
    ['manteiga de amendoim', 'dairy'],
    ['pasta de amendoim', 'gluten'],
    ['leite de coco', 'dairy'],
    ['coconut milk', 'dairy'],
    ['almond milk', 'dairy'],
    ['eggplant', 'egg'],
    ['noz-moscada', 'treenut'],
    ['butternut squash', 'dairy'],
    ['vegan cheese', 'dairy'],
    ['queijo vegano', 'dairy'],
    ['vegan cheddar cheese', 'dairy'],
    ['queijo parmesão vegano ralado', 'dairy'],
    ['vegan bacon', 'pork'],
    ['gluten-free pasta', 'gluten'],
    ['macarrão sem glúten', 'gluten'],
    ['pão sem glúten', 'gluten'],
    ['hambúrguer de grão-de-bico', 'meat'],
    ['hambúrguer sem carne', 'beef'],
    ['lentil meatballs', 'meat'],
    ['almôndegas de lentilha', 'meat'],
    ['bean burger', 'beef'],
    ['carne de jaca', 'meat'],
    ['chickpeas', 'meat'],
    ['pimenta calabresa em flocos', 'pork'],
    ['cream of tartar', 'dairy'],
    ['pão de queijo', 'gluten'],
    ['polvilho azedo', 'gluten'],
    ['tamari', 'gluten'],
    ['1 cup cooked rice (for serving, not the pork)', 'pork'],
  ])('%s is not %s', (name, cat) => {
    expect(cats(name)).not.toContain(cat);
  });

  it('keeps the meat a shape is made of when it is not a plant ("carne de porco", "beef burger", "chicken sausage")', () => {
    expect(cats('carne de porco')).toContain('pork');
    expect(cats('beef burger')).toContain('beef');
    expect(cats('hambúrguer de frango')).toContain('poultry');
    expect(cats('garlic sausage')).toContain('pork');
  });

  it('names the food a line is about by its head noun', () => {
    expect(headFood(room, '2 large eggs, beaten', 'en')).toBe('egg');
    expect(headFood(room, 'manteiga sem sal', 'pt-BR')).toBe('butter');
    expect(headFood(room, 'garlic butter', 'en')).toBe('butter');
    expect(headFood(room, 'xyzzy powder', 'en')).toBeNull();
  });
});

describe('prose: a negated mention is no ingredient, and a diet word speaks for its neighbour only', () => {
  const live = (text: string, lang: 'en' | 'pt-BR' = 'en') =>
    readText(room, text, lang, 'prose')
      .mentions.filter((m) => !m.negated)
      .map((m) => m.food);
  it('reads "instead of", "no … or …", "sem", "em vez de"', () => {
    expect(live('Use mushrooms instead of bacon.')).toEqual(['mushrooms']);
    expect(live('A dish with no meat or fish, just tofu.')).toEqual(['tofu']);
    expect(live('Sirva sem o bacon e a linguiça, com arroz.', 'pt-BR')).toEqual(['rice']);
    expect(live('Use tofu em vez de frango.', 'pt-BR')).toEqual(['tofu']);
  });
  it('does not take "do not", "no longer" or a later clause for a negation', () => {
    expect(live('Do not let the bacon burn.')).toEqual(['bacon']);
    expect(live('Cook until no longer pink, then add the chicken.')).toEqual(['chicken']);
    expect(live('Cook without oil, then add the chicken.')).toEqual(['chicken']);
  });
  it('gives a diet word to the food beside it, not to the rest of the sentence', () => {
    const r = readText(room, 'Top the vegan cheese with ham.', 'en', 'prose');
    expect(r.cats).toContain('pork');
    expect(r.cats).not.toContain('dairy');
    expect([...readText(room, 'Bolo sem lactose com manteiga', 'pt-BR', 'prose').cats]).toContain('dairy');
  });
});

describe('language of a text, from the packs’ markers', () => {
  it('detects en and pt-BR, with a fallback when nothing stands out', () => {
    expect(detectLanguage('Aqueça o azeite e refogue a cebola até dourar.', 'en')).toBe('pt-BR');
    expect(detectLanguage('Heat the oil and cook the onion until golden.', 'pt-BR')).toBe('en');
    expect(detectLanguage('', 'pt-BR')).toBe('pt-BR');
    expect(
      recipeLanguage(
        {
          title: 'Bolo de fubá',
          ingredients: [{ name: 'fubá', amount: '2 xícaras' }],
          instructions: ['Asse por 40 minutos.'],
        },
        'en',
      ),
    ).toBe('pt-BR');
  });
});

describe('the reading knowledge is checked against the room', () => {
  it('loads the checkout’s packs, reading facts and tips', () => {
    const k = loadReader(room);
    expect(k.tips.length).toBeGreaterThan(40);
    expect(k.packs.size).toBe(2);
  });
  it('refuses a tip, a shape or a cuisine hint that names a food the room does not have', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-'));
    fs.cpSync(KNOWLEDGE_DIR, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}cookbook`) });
    const tips = JSON.parse(fs.readFileSync(path.join(dir, 'tips.json'), 'utf8'));
    tips[0].when.foods = ['unicorn-steak'];
    fs.writeFileSync(path.join(dir, 'tips.json'), JSON.stringify(tips));
    const reading = JSON.parse(fs.readFileSync(path.join(dir, 'reading.json'), 'utf8'));
    reading.shapes.push('dragon-burger');
    fs.writeFileSync(path.join(dir, 'reading.json'), JSON.stringify(reading));
    expect(() => loadReader(room, dir)).toThrow(KnowledgeError);
    try {
      loadReader(room, dir);
    } catch (err) {
      const problems = (err as KnowledgeError).problems.join('\n');
      expect(problems).toMatch(/"unicorn-steak" is not a food/);
      expect(problems).toMatch(/shape "dragon-burger" is not a food/);
    }
  });
});
