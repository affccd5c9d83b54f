import { describe, expect, it } from 'vitest';
import { recipeFollowsDiets } from './diet-check.ts';

const answer = (ingredients: string[], instructions: string[] = ['Cook everything.'], title = 'Dinner') => ({
  title,
  ingredients: ingredients.map((name) => ({ name, amount: '100 g' })),
  instructions,
});

/** A model's answer is read with the chef's vocabulary and lexicon (knowledge/*), not the model's word. */
describe('recipeFollowsDiets', () => {
  it('rejects a vegetarian answer with bacon, in a line, a step or the title, in both languages', () => {
    expect(recipeFollowsDiets(answer(['smoked bacon', 'beans']), ['vegetarian'])).toBe(false);
    expect(recipeFollowsDiets(answer(['feijão', 'toucinho defumado']), ['vegetarian'])).toBe(false);
    expect(recipeFollowsDiets(answer(['beans'], ['Brown the pancetta, then add the beans.']), ['vegetarian'])).toBe(
      false,
    );
    expect(recipeFollowsDiets(answer(['beans'], ['Cook.'], 'Beans with prosciutto'), ['vegetarian'])).toBe(false);
    expect(recipeFollowsDiets(answer(['firm tofu', 'beans', 'olive oil']), ['vegetarian'])).toBe(true);
  });

  it('reads a negated mention as no ingredient', () => {
    expect(recipeFollowsDiets(answer(['beans'], ['Use mushrooms instead of bacon.']), ['vegetarian'])).toBe(true);
    expect(recipeFollowsDiets(answer(['vegan bacon', 'beans']), ['vegan'])).toBe(true);
  });

  it('knows what the lexicon knows about an ingredient the groups do not name', () => {
    // doubanjiang (broad-bean chilli paste) has wheat; only the lexicon says so.
    expect(recipeFollowsDiets(answer(['doubanjiang', 'tofu']), ['gluten-free'])).toBe(false);
    expect(recipeFollowsDiets(answer(['doubanjiang', 'tofu']), ['vegan'])).toBe(true);
    expect(recipeFollowsDiets(answer(['ossos de boi', 'cenoura']), ['vegetarian'])).toBe(false);
  });

  it('keeps nuts, dairy and gluten apart', () => {
    expect(recipeFollowsDiets(answer(['cashews', 'rice']), ['nut-free'])).toBe(false);
    expect(recipeFollowsDiets(answer(['queijo parmesão', 'macarrão']), ['dairy-free'])).toBe(false);
    expect(recipeFollowsDiets(answer(['rice noodles', 'tamari']), ['gluten-free'])).toBe(true);
  });
});
