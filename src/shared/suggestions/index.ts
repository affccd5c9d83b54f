/**
 * Built-in suggestion lists for the recipe editors (spec sections 2 and 5), in English and
 * Brazilian Portuguese, with the small pure functions that filter them and the tag/tip rules.
 */
export {
  AMOUNT_KINDS,
  INGREDIENT_SUGGESTION_LIMIT,
  INGREDIENT_SUGGESTION_MIN_LENGTH,
  INGREDIENT_SUGGESTIONS,
  amountKindOf,
  suggestIngredients,
  type AmountKind,
  type IngredientSuggestion,
} from './ingredients.ts';
export { AMOUNT_SUGGESTION_LIMIT, suggestAmounts } from './amounts.ts';
export {
  POPULAR_TAG_COUNT,
  POPULAR_TAGS,
  TAG_GROUPS,
  TAG_SUGGESTION_LIMIT,
  TAG_SUGGESTIONS,
  popularTags,
  suggestTags,
  type TagGroup,
  type TagSuggestion,
} from './tags.ts';
export {
  SUGGEST_TIPS_BELOW,
  SUGGESTED_TIPS_SHOWN,
  TIP_AUTOCOMPLETE_LIMIT,
  TIP_AUTOCOMPLETE_MIN_LENGTH,
  TIP_SUGGESTIONS,
  autocompleteTips,
  suggestTips,
  type TipSuggestion,
} from './tips.ts';
export { addTag, addTip, removeLastTag } from './rules.ts';
export { tagInLanguage, tagKey } from './tag-vocabulary.ts';
