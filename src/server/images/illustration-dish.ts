// What is drawn: the dish's kind and ingredients, read from the recipe's title and ingredients.
import { KIND_WORDS, SWEET_WORDS } from './illustration-dish-words.ts';
import { type IngredientLook, lookUpIngredient, normalizeName } from './illustration-palette.ts';

export interface IllustrationInput {
  title: string;
  ingredients: string[];
  variation: number;
}

// ---------------------------------------------------------------- the dish

export type DishKind = 'bowl' | 'pasta' | 'salad' | 'round' | 'pieces' | 'tray' | 'plate';

export interface Item extends Omit<IngredientLook, 'key'> {
  name: string;
  /** The dish is named after it ("Sopa de abóbora"). */
  inTitle?: boolean;
}

export interface Dish {
  kind: DishKind;
  roundStyle: 'pizza' | 'cake' | 'pie' | 'pudding' | 'omelette';
  piecesStyle: 'ball' | 'halfmoon' | 'cookie' | 'cupcake' | 'roll';
  sweet: boolean;
  items: Item[];
}

export function hasWord(text: string, word: string): boolean {
  return new RegExp(`(?:^|\\s)${word}(?:\\s|$)`).test(text);
}

export function analyse(input: IllustrationInput): Dish {
  const title = normalizeName(input.title);
  const items: Item[] = [];
  const seen = new Set<string>();
  let sugar = false;
  for (const raw of input.ingredients) {
    const name = normalizeName(raw);
    if (/(^|\s)(sugar|acucar|condensed|condensado|chocolate|cacau|cocoa|honey|mel)(\s|$)/.test(name)) sugar = true;
    const look = lookUpIngredient(raw);
    if (!look || look.role === 'neutral' || seen.has(look.color)) continue;
    seen.add(look.color);
    items.push({ color: look.color, shape: look.shape, role: look.role, name, inTitle: hasWord(title, look.key) });
  }
  let kind: DishKind | undefined;
  for (const [k, words] of KIND_WORDS) {
    if (words.some((w) => hasWord(title, w))) {
      kind = k;
      break;
    }
  }
  const count = (pred: (i: Item) => boolean) => items.filter(pred).length;
  if (!kind) {
    if (count((i) => i.shape === 'noodle') > 0) kind = 'pasta';
    else if (count((i) => i.shape === 'leaf') >= 2 && count((i) => i.role === 'main') <= 1) kind = 'salad';
    else if (
      count((i) => i.role === 'liquid') >= 1 &&
      count(
        (i) =>
          i.name.includes('broth') || i.name.includes('caldo') || i.name.includes('milk') || i.name.includes('leite'),
      ) >= 1
    )
      kind = 'bowl';
    else kind = 'plate';
  }
  const protein = count(
    (i) => i.role === 'main' && i.shape !== 'egg' && !i.name.includes('queijo') && !i.name.includes('cheese'),
  );
  const sweet =
    SWEET_WORDS.some((w) => hasWord(title, w)) || (sugar && protein === 0 && count((i) => i.role === 'veg') <= 1);
  const roundStyle = /pizza|focaccia/.test(title)
    ? 'pizza'
    : /pudim|flan|quindim/.test(title)
      ? 'pudding'
      : /omelet|frittata|tortilla/.test(title)
        ? 'omelette'
        : ['torta', 'pie', 'tart', 'quiche', 'galette', 'clafoutis'].some((w) => hasWord(title, w)) &&
            !hasWord(title, 'bolo') &&
            !hasWord(title, 'cake')
          ? 'pie'
          : 'cake';
  const piecesStyle = /pastel|pasteis|empanada|dumpling|gyoza|samosa|taco/.test(title)
    ? 'halfmoon'
    : /cookie|biscoito|scones|macarons/.test(title)
      ? 'cookie'
      : /muffin|cupcake/.test(title)
        ? 'cupcake'
        : /sushi|maki|rolinho|spring roll/.test(title)
          ? 'roll'
          : 'ball';
  return { kind, roundStyle, piecesStyle, sweet, items };
}
