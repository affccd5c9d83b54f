/**
 * The built-in tag list (spec section 2: about 55 tags in cuisine, diet, meal, method and style;
 * section 5: at most 8 suggestions, 12 popular tags shown). Tags are lowercase words, as the chef
 * writes them ("brazilian", "comfort food" / "brasileira", "comida caseira").
 */
import type { TLanguage } from '../constants.ts';
import { foldText } from '../amounts/text.ts';
import { foldedList, foldedSet, rank } from './match.ts';

export const TAG_GROUPS = ['cuisine', 'diet', 'meal', 'method', 'style'] as const;
export type TagGroup = (typeof TAG_GROUPS)[number];

export interface TagSuggestion {
  group: TagGroup;
  en: string;
  pt: string;
}

const T = (group: TagGroup, en: string, pt: string): TagSuggestion => ({ group, en, pt });

export const TAG_SUGGESTIONS: readonly TagSuggestion[] = [
  T('cuisine', 'brazilian', 'brasileira'),
  T('cuisine', 'italian', 'italiana'),
  T('cuisine', 'mexican', 'mexicana'),
  T('cuisine', 'japanese', 'japonesa'),
  T('cuisine', 'chinese', 'chinesa'),
  T('cuisine', 'indian', 'indiana'),
  T('cuisine', 'thai', 'tailandesa'),
  T('cuisine', 'french', 'francesa'),
  T('cuisine', 'mediterranean', 'mediterrânea'),
  T('cuisine', 'american', 'americana'),
  T('cuisine', 'middle eastern', 'árabe'),
  T('cuisine', 'portuguese', 'portuguesa'),
  T('cuisine', 'greek', 'grega'),
  T('cuisine', 'korean', 'coreana'),
  T('diet', 'vegetarian', 'vegetariana'),
  T('diet', 'vegan', 'vegana'),
  T('diet', 'gluten-free', 'sem glúten'),
  T('diet', 'dairy-free', 'sem lactose'),
  T('diet', 'low-carb', 'low carb'),
  T('diet', 'keto', 'cetogênica'),
  T('diet', 'high-protein', 'rica em proteína'),
  T('diet', 'healthy', 'saudável'),
  T('diet', 'low-fat', 'pouca gordura'),
  T('diet', 'sugar-free', 'sem açúcar'),
  T('meal', 'breakfast', 'café da manhã'),
  T('meal', 'brunch', 'brunch'),
  T('meal', 'lunch', 'almoço'),
  T('meal', 'dinner', 'jantar'),
  T('meal', 'snack', 'lanche'),
  T('meal', 'dessert', 'sobremesa'),
  T('meal', 'appetizer', 'entrada'),
  T('meal', 'side dish', 'acompanhamento'),
  T('meal', 'soup', 'sopa'),
  T('meal', 'drink', 'bebida'),
  T('method', 'baked', 'assado'),
  T('method', 'grilled', 'grelhado'),
  T('method', 'fried', 'frito'),
  T('method', 'air fryer', 'air fryer'),
  T('method', 'slow cooker', 'cozimento lento'),
  T('method', 'pressure cooker', 'panela de pressão'),
  T('method', 'one-pot', 'panela única'),
  T('method', 'no-bake', 'sem forno'),
  T('method', 'stir-fry', 'salteado'),
  T('method', 'steamed', 'no vapor'),
  T('method', 'raw', 'cru'),
  T('style', 'quick', 'rápida'),
  T('style', 'easy', 'fácil'),
  T('style', 'comfort food', 'comida caseira'),
  T('style', 'budget', 'econômica'),
  T('style', 'meal prep', 'marmita'),
  T('style', 'kid-friendly', 'para crianças'),
  T('style', 'spicy', 'picante'),
  T('style', 'party', 'festa'),
  T('style', 'holiday', 'festas de fim de ano'),
  T('style', 'light', 'leve'),
  T('style', 'family', 'família'),
];

/** Spec: 12 popular tags shown; at most 8 suggestions while typing. */
export const POPULAR_TAG_COUNT = 12;
export const TAG_SUGGESTION_LIMIT = 8;

const POPULAR_EN = [
  'quick',
  'easy',
  'healthy',
  'vegetarian',
  'vegan',
  'gluten-free',
  'dinner',
  'breakfast',
  'dessert',
  'comfort food',
  'brazilian',
  'italian',
];

export const POPULAR_TAGS: { readonly en: readonly string[]; readonly pt: readonly string[] } = {
  en: POPULAR_EN,
  pt: POPULAR_EN.map((en) => TAG_SUGGESTIONS.find((t) => t.en === en)!.pt),
};

const LISTS = {
  en: foldedList(TAG_SUGGESTIONS.map((t) => t.en)),
  pt: foldedList(TAG_SUGGESTIONS.map((t) => t.pt)),
};

/**
 * Tags for what is being typed, leaving out tags the recipe already has (ignoring case and
 * accents). An empty query gives nothing: the editor shows the popular tags instead.
 */
export function suggestTags(
  query: string,
  existing: readonly string[],
  lang: TLanguage,
  limit = TAG_SUGGESTION_LIMIT,
): string[] {
  const folded = foldText(query);
  if (folded === '') return [];
  return rank(
    lang === 'pt-BR' ? LISTS.pt : LISTS.en,
    folded,
    Math.min(limit, TAG_SUGGESTION_LIMIT),
    foldedSet(existing),
  );
}

/** The 12 popular tags in a language, without those the recipe already has. */
export function popularTags(existing: readonly string[], lang: TLanguage): string[] {
  const have = foldedSet(existing);
  const list = lang === 'pt-BR' ? POPULAR_TAGS.pt : POPULAR_TAGS.en;
  return list.filter((t) => !have.has(foldText(t)));
}
