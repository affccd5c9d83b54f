/**
 * The built-in tag vocabulary across languages: "vegetarian", "vegetariano" and "vegetariana" are
 * one tag, shown to each reader in their language. Built from the editor's tag list plus the other
 * spellings the built-in chef and people write (masculine forms, "oven-baked"...). Tags outside
 * the vocabulary are the author's own words and are shown as written.
 */
import type { TLanguage } from '../constants.ts';
import { foldText } from '../amounts/text.ts';
import { TAG_SUGGESTIONS } from './tags.ts';
import { languageWords } from '../i18n/languages.ts';

/** [English, Portuguese, ...other spellings of the same tag in either language]. */
const EXTRA: readonly (readonly string[])[] = [
  ['vegetarian', 'vegetariana', 'vegetariano', 'veggie'],
  ['vegan', 'vegana', 'vegano'],
  ['gluten-free', 'sem glúten', 'gluten free', 'sem gluten'],
  ['dairy-free', 'sem lactose', 'dairy free', 'lactose-free', 'sem laticínios'],
  ['low-carb', 'low carb'],
  ['keto', 'cetogênica', 'cetogênico'],
  ['pescatarian', 'pescetariana', 'pescetariano'],
  ['egg-free', 'sem ovo', 'sem ovos'],
  ['nut-free', 'sem castanhas', 'sem nozes'],
  ['healthy', 'saudável'],
  ['quick', 'rápida', 'rápido', 'fast'],
  ['budget', 'econômica', 'econômico', 'cheap'],
  ['light', 'leve'],
  ['baked', 'assado', 'assada', 'oven-baked', 'roast', 'roasted'],
  ['grilled', 'grelhado', 'grelhada'],
  ['fried', 'frito', 'frita'],
  ['slow cooker', 'cozimento lento', 'slow-cooked'],
  ['no-bake', 'sem forno'],
  ['no-cook', 'sem fogão'],
  ['raw', 'cru', 'crua'],
  ['blender', 'liquidificador'],
  ['under 15 minutes', 'até 15 minutos'],
  ['for a crowd', 'para muita gente'],
  ['brazilian', 'brasileira', 'brasileiro'],
  ['italian', 'italiana', 'italiano'],
  ['mexican', 'mexicana', 'mexicano'],
  ['japanese', 'japonesa', 'japonês'],
  ['chinese', 'chinesa', 'chinês'],
  ['indian', 'indiana', 'indiano'],
  ['thai', 'tailandesa', 'tailandês'],
  ['french', 'francesa', 'francês'],
  ['mediterranean', 'mediterrânea', 'mediterrâneo'],
  ['american', 'americana', 'americano'],
  ['portuguese', 'portuguesa', 'português'],
  ['greek', 'grega', 'grego'],
  ['korean', 'coreana', 'coreano'],
  ['vietnamese', 'vietnamita'],
  ['spanish', 'espanhola', 'espanhol'],
  ['british', 'britânica', 'britânico'],
  ['german', 'alemã', 'alemão'],
  ['african', 'africana', 'africano'],
  ['caribbean', 'caribenha', 'caribenho'],
  ['peruvian', 'peruana', 'peruano'],
  ['argentinian', 'argentina', 'argentino'],
  ['chicken', 'frango'],
  ['beef', 'carne'],
  ['pork', 'porco', 'carne de porco'],
  ['fish', 'peixe'],
  ['seafood', 'frutos do mar'],
  ['legumes', 'leguminosas'],
  ['salad', 'salada'],
  ['pasta', 'massa'],
  ['stew', 'ensopado'],
  ['cake', 'bolo'],
  ['pie', 'torta'],
  ['sandwich', 'sanduíche'],
  ['rice', 'arroz'],
  ['eggs', 'ovos'],
  ['pancakes', 'panquecas'],
  ['smoothie', 'vitamina'],
  ['cookies', 'biscoitos'],
  ['bread', 'pão'],
  ['skewers', 'espetinho'],
  ['fritters', 'bolinho'],
  ['porridge', 'mingau'],
];

interface Entry {
  en: string;
  pt: string;
}

const BY_SPELLING = new Map<string, Entry>();
for (const t of TAG_SUGGESTIONS) {
  const entry = { en: t.en, pt: t.pt };
  for (const s of [t.en, t.pt]) if (!BY_SPELLING.has(foldText(s))) BY_SPELLING.set(foldText(s), entry);
}
for (const [en, pt, ...others] of EXTRA) {
  const entry = BY_SPELLING.get(foldText(en)) ?? { en: en!, pt: pt! };
  for (const s of [en!, pt!, ...others]) if (!BY_SPELLING.has(foldText(s))) BY_SPELLING.set(foldText(s), entry);
}

/** One key per tag whatever its language or spelling: the same key means the same tag. */
export function tagKey(tag: string): string {
  const folded = foldText(tag.trim());
  const known = BY_SPELLING.get(folded);
  return known ? `=${foldText(known.en)}` : folded;
}

/** The tag as a reader of `lang` says it; tags outside the vocabulary come back as written. */
export function tagInLanguage(tag: string, lang: TLanguage | string): string {
  const known = BY_SPELLING.get(foldText(tag.trim()));
  if (!known) return tag.trim();
  return known[languageWords(lang)];
}
