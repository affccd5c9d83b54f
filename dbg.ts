import { readFileSync } from 'node:fs';
import { cookbook } from './src/server/chef/cookbook/load.ts';
import { readWish } from './src/server/chef/cookbook/wish.ts';
const book = cookbook();
const asks = JSON.parse(readFileSync('/tmp/reader2-asks.json', 'utf8'));
for (const i of [5, 7, 15, 16, 19, 28, 30, 35, 38, 40, 44]) {
  const a = asks[i];
  const w = readWish(book, { dishType: a.dishType, preferences: a.preferences, timeLimit: a.timeLimit, availableIngredients: a.have ?? [], language: a.lang } as never);
  console.log(a.dishType, '|', a.preferences, '|', a.timeLimit, '=>', JSON.stringify({ named: w.named, unknown: w.unknownName, dishes: w.dishes, wanted: w.wanted, onHand: w.onHand, soft: w.soft, diets: w.diets, avoid: w.avoidFoods, cats: w.avoidCats, minutes: w.minutes, courses: w.courses }));
}
