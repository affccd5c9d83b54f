/** The kinds of amount an ingredient is usually written in, for the editor's amount suggestions. */
export const AMOUNT_KINDS = [
  'dry', // flour, sugar: cups and grams
  'grain', // rice, pasta, beans
  'liquid', // milk, stock, wine
  'oil', // oils: spoons
  'butter',
  'spice', // teaspoons, a pinch, to taste
  'leavening', // baking powder, yeast, vanilla
  'herb', // a bunch, a handful, spoons chopped
  'garlic',
  'produce', // counted, by size
  'produce-mass', // pumpkin, mushrooms: weighed
  'leafy', // spinach, lettuce
  'fruit-cup', // berries
  'egg',
  'meat',
  'sliced', // bacon, ham, bread
  'cheese',
  'sauce', // soy sauce, vinegar, honey: spoons
  'can',
  'nut',
  'count', // bay leaves, tortillas
] as const;
export type AmountKind = (typeof AMOUNT_KINDS)[number];
