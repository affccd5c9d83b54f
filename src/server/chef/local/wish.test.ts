import { describe, expect, it } from 'vitest';
import { parseTimeLimit, parseWish } from './wish.ts';

describe('time limits', () => {
  it.each([
    ['15 minutes or less', 15],
    ['15min', 15],
    ['30 minutes', 30],
    ['30min', 30],
    ['1 hour', 60],
    ['1hour', 60],
    ['I have plenty of time', null],
    ['plenty', null],
    ['15 minutos ou menos', 15],
    ['30 minutos', 30],
    ['1 hora', 60],
    ['Tenho bastante tempo', null],
    ['Tenho tempo de sobra', null],
    ['meia hora', 30],
    ['1h30', 90],
    ['', null],
  ])('%j → %j', (text, minutes) => {
    expect(parseTimeLimit(text)).toBe(minutes);
  });
});

describe('wishes in free text', () => {
  it('reads diets in both languages', () => {
    expect(parseWish('algo vegetariano').diets).toEqual(['vegetarian']);
    expect(parseWish('vegana, por favor').diets).toEqual(['vegan']);
    expect(parseWish('sem glúten e sem lactose').diets).toEqual(expect.arrayContaining(['gluten-free', 'dairy-free']));
    expect(parseWish('gluten free, no dairy').diets).toEqual(expect.arrayContaining(['gluten-free', 'dairy-free']));
    expect(parseWish('dairy-free low carb').diets).toEqual(expect.arrayContaining(['dairy-free', 'low-carb']));
    expect(parseWish('keto dinner').diets).toEqual(['keto']);
    expect(parseWish('sem ovo').diets).toEqual(['egg-free']);
  });

  it('reads heat, health and speed', () => {
    expect(parseWish('something spicy').flavours).toContain('spicy');
    expect(parseWish('bem picante').flavours).toContain('spicy');
    expect(parseWish('frango apimentado').flavours).toContain('spicy');
    expect(parseWish('mild, for kids').flavours).toContain('mild');
    expect(parseWish('mild, for kids').flavours).not.toContain('spicy');
    expect(parseWish('uma janta saudável').flavours).toContain('healthy');
    expect(parseWish('algo rápido').flavours).toContain('quick');
  });

  it('reads cuisines, meals, methods and dish kinds', () => {
    const w = parseWish('Mexican breakfast in the air fryer');
    expect(w.cuisines).toEqual(['mexican']);
    expect(w.meals).toContain('breakfast');
    expect(w.methods).toContain('air-fryer');
    expect(parseWish('comida italiana').cuisines).toEqual(['italian']);
    expect(parseWish('uma sopa para o jantar').dishGroups.length).toBeGreaterThan(0);
    expect(parseWish('café da manhã').meals).toContain('breakfast');
  });

  it('separates wanted ingredients from ones to leave out', () => {
    const w = parseWish('chicken curry without mushrooms');
    expect(w.wantFamilies).toContain('chicken');
    expect(w.avoidFamilies).toContain('mushroom');
    expect(w.wantFamilies).not.toContain('mushroom');
    const p = parseWish('massa com camarão, sem cebola e alho');
    expect(p.wantFamilies).toEqual(expect.arrayContaining(['shrimp']));
    expect(p.avoidFamilies).toEqual(expect.arrayContaining(['onion', 'garlic']));
  });

  it('does not read a diet word as an ingredient to avoid', () => {
    const w = parseWish('sem lactose');
    expect(w.diets).toEqual(['dairy-free']);
    expect(w.avoidFamilies).toEqual([]);
  });

  it('finds a time inside the wish', () => {
    expect(parseWish('dinner ready in 20 minutes').minutes).toBe(20);
    expect(parseWish('jantar em até 25 minutos').minutes).toBe(25);
  });
});
