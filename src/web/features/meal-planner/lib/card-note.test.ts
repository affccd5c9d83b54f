import { describe, expect, it } from 'vitest';
import { cardNote } from './card-note.ts';

const breakfast = ['breakfast', 'café da manhã'];
const dinner = ['dinner', 'jantar'];

describe('cardNote', () => {
  it('leaves off a note that only repeats the meal, its time and servings, in both languages', () => {
    expect(cardNote('A good choice for breakfast; ready in 25 minutes; portions for 2 people.', breakfast)).toBeNull();
    expect(
      cardNote('Boa opção para o café da manhã; pronta em 25 minutos; porções para 2 pessoas.', breakfast),
    ).toBeNull();
    expect(cardNote('Ready in 1 h. Serves 4 servings.', dinner)).toBeNull();
  });

  it('keeps the clauses that add something', () => {
    expect(
      cardNote('One of your saved recipes, a good fit for dinner; ready in 30 minutes; portions for 2 people.', dinner),
    ).toBe('One of your saved recipes, a good fit for dinner.');
    expect(cardNote('Usa o arroz que sobrou; pronta em 20 minutos', dinner)).toBe('Usa o arroz que sobrou');
  });

  it('keeps a note a person wrote', () => {
    expect(cardNote('Double the garlic for Bruno', dinner)).toBe('Double the garlic for Bruno');
    expect(cardNote('Start the beans at 9 am, they need 90 minutes of simmering and a big pot', dinner)).toBe(
      'Start the beans at 9 am, they need 90 minutes of simmering and a big pot',
    );
    expect(cardNote('Dinner with Ana', breakfast)).toBe('Dinner with Ana');
    expect(cardNote('   ', dinner)).toBeNull();
    expect(cardNote(null, dinner)).toBeNull();
  });
});
