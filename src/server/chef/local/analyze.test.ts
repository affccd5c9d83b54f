import { describe, expect, it } from 'vitest';
import { analyzeIngredient, dietViolations, guessCuisine } from './analyze.ts';
import { vocabulary } from './kb/vocabulary.ts';
import { PhraseMatcher, canon, detectLanguage, fold } from './text.ts';

const cats = (name: string) => analyzeIngredient(name).cats;

describe('ingredient categories by name, both languages', () => {
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
    ['farinha de trigo', ['gluten', 'grain']],
    ['all-purpose flour', ['gluten', 'grain']],
    ['molho shoyu', ['soy', 'gluten']],
    ['ovos', ['egg']],
    ['mel', ['honey']],
    ['gelatina incolor', ['gelatin']],
    ['caldo de galinha', ['stock', 'poultry', 'meat']],
    ['pimenta dedo-de-moça', ['chili']],
  ])('%s → includes %j', (name, expected) => {
    expect(cats(name)).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ['peanut butter', 'dairy'],
    ['manteiga de amendoim', 'dairy'],
    ['leite de coco', 'dairy'],
    ['coconut milk', 'dairy'],
    ['almond milk', 'dairy'],
    ['eggplant', 'egg'],
    ['noz-moscada', 'treenut'],
    ['butternut squash', 'dairy'],
    ['vegan cheese', 'dairy'],
    ['queijo vegano', 'dairy'],
    ['gluten-free pasta', 'gluten'],
    ['macarrão sem glúten', 'gluten'],
    ['hambúrguer de grão-de-bico', 'meat'],
    ['lentil meatballs', 'meat'],
    ['carne de jaca', 'meat'],
    ['chickpeas', 'meat'],
    ['pimenta calabresa em flocos', 'pork'],
    ['cream of tartar', 'dairy'],
    ['pão de queijo', 'gluten'],
    ['polvilho azedo', 'gluten'],
    ['tamari', 'gluten'],
  ])('%s is not %s', (name, cat) => {
    expect(cats(name)).not.toContain(cat);
  });

  it('knows the family used by the substitution table', () => {
    expect(analyzeIngredient('2 large eggs, beaten').families[0]).toBe('egg');
    expect(analyzeIngredient('manteiga sem sal').families[0]).toBe('butter');
    expect(analyzeIngredient('garlic butter').families[0]).toBe('butter');
  });

  it('applies diet rules as category exclusions', () => {
    const bacon = analyzeIngredient('bacon');
    expect(dietViolations(bacon.cats, bacon.families, ['vegetarian', 'gluten-free'])).toEqual(['vegetarian']);
    const cheese = analyzeIngredient('cheddar');
    expect(dietViolations(cheese.cats, cheese.families, ['vegetarian'])).toEqual([]);
    expect(dietViolations(cheese.cats, cheese.families, ['vegan', 'dairy-free'])).toEqual(['vegan', 'dairy-free']);
    const lemon = analyzeIngredient('lemon juice');
    expect(dietViolations(lemon.cats, lemon.families, ['keto'])).toEqual([]);
    const banana = analyzeIngredient('banana');
    expect(dietViolations(banana.cats, banana.families, ['keto'])).toEqual(['keto']);
  });

  it('has a substitution table of at least 150 entries', () => {
    expect(vocabulary().substitutes.swaps.length).toBeGreaterThanOrEqual(150);
  });
});

describe('text helpers', () => {
  it('folds accents without changing length', () => {
    const s = 'Pão de açúcar, LIMÃO e maçã';
    expect(fold(s)).toBe('pao de acucar, limao e maca');
    expect(fold(s)).toHaveLength(s.length);
  });

  it('singular and plural share a canonical form in both languages', () => {
    expect(canon('tomatoes')).toBe(canon('tomato'));
    expect(canon('limoes', 'limões')).toBe(canon('limao'));
    expect(canon('porcoes', 'porções')).not.toBe(canon('porco'));
    expect(canon('po')).not.toBe(canon('paes', 'pães'));
    expect(canon('colheres')).toBe(canon('colher'));
    expect(canon('berries')).toBe(canon('berry'));
    expect(canon('ovos')).toBe(canon('ovo'));
  });

  it('matches phrases whole-word, longest first', () => {
    const m = new PhraseMatcher<string>().add('butter', 'butter').add('peanut butter', 'peanut');
    expect(m.findAll('Spread peanut butter, then butter.').map((x) => x.values[0])).toEqual(['peanut', 'butter']);
    expect(m.findAll('butternut')).toEqual([]);
  });

  it('detects the language of a recipe text', () => {
    expect(detectLanguage('Aqueça o azeite e refogue a cebola até dourar.', 'en')).toBe('pt-BR');
    expect(detectLanguage('Heat the oil and cook the onion until golden.', 'pt-BR')).toBe('en');
    expect(detectLanguage('', 'pt-BR')).toBe('pt-BR');
  });

  it('guesses a cuisine from typical words', () => {
    expect(guessCuisine('Feijoada com farofa e couve')).toBe('brazilian');
    expect(guessCuisine('Chicken tikka masala with naan')).toBe('indian');
    expect(guessCuisine('Tacos al pastor with salsa and jalapeño')).toBe('mexican');
  });
});
