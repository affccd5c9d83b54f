/**
 * The built-in cooking tips behind the tips editor (spec section 2: 20 tips; section 5: 3
 * suggestions shown only while the recipe has fewer than 5 tips; autocomplete above 2 characters
 * with at most 5 matches).
 */
import type { TLanguage } from '../constants.ts';
import { foldText } from '../amounts/text.ts';
import { foldedList, foldedSet, rank } from './match.ts';

export interface TipSuggestion {
  en: string;
  pt: string;
}

const T = (en: string, pt: string): TipSuggestion => ({ en, pt });

export const TIP_SUGGESTIONS: readonly TipSuggestion[] = [
  T('Read the whole recipe before you start cooking.', 'Leia a receita inteira antes de começar.'),
  T(
    'Measure and prepare all ingredients before turning on the heat.',
    'Separe e meça todos os ingredientes antes de ligar o fogo.',
  ),
  T('Preheat the oven for at least 15 minutes.', 'Preaqueça o forno por pelo menos 15 minutos.'),
  T('Season a little at a time and taste as you go.', 'Tempere aos poucos e prove durante o preparo.'),
  T('Let meat rest for a few minutes before slicing.', 'Deixe a carne descansar alguns minutos antes de fatiar.'),
  T(
    'Pat meat and fish dry so they brown instead of steaming.',
    'Seque bem a carne e o peixe para que dourem em vez de cozinhar no vapor.',
  ),
  T("Don't crowd the pan: cook in batches for a better sear.", 'Não encha demais a panela: doure em etapas.'),
  T(
    'Use room-temperature eggs and butter for baking.',
    'Use ovos e manteiga em temperatura ambiente nas receitas de forno.',
  ),
  T('Salt the pasta water generously.', 'Salgue bem a água do macarrão.'),
  T(
    'Save a cup of pasta water to loosen the sauce.',
    'Reserve uma xícara da água do cozimento do macarrão para ajustar o molho.',
  ),
  T(
    'Toast spices in a dry pan to bring out their aroma.',
    'Toste as especiarias em uma frigideira seca para realçar o aroma.',
  ),
  T('Add fresh herbs at the end to keep their flavor.', 'Acrescente as ervas frescas no final para preservar o sabor.'),
  T(
    'A squeeze of lemon brightens almost any dish.',
    'Um pouco de suco de limão realça o sabor de quase qualquer prato.',
  ),
  T('Keep your knives sharp: a sharp knife is safer.', 'Mantenha as facas afiadas: uma faca afiada é mais segura.'),
  T('Store leftovers in the fridge within two hours.', 'Guarde as sobras na geladeira em até duas horas.'),
  T('Use a thermometer to check that meat is cooked through.', 'Use um termômetro para conferir o ponto da carne.'),
  T(
    'Rinse rice until the water runs clear for fluffier grains.',
    'Lave o arroz até a água sair limpa para grãos mais soltinhos.',
  ),
  T(
    "Don't overmix batter: stop as soon as the flour disappears.",
    'Não bata demais a massa: misture só até a farinha sumir.',
  ),
  T(
    'Cut vegetables into even pieces so they cook at the same time.',
    'Corte os legumes em pedaços iguais para cozinharem por igual.',
  ),
  T('This dish keeps well in the freezer for up to 3 months.', 'Este prato pode ser congelado por até 3 meses.'),
];

export const SUGGESTED_TIPS_SHOWN = 3;
/** Suggestions are offered only while the recipe has fewer tips than this. */
export const SUGGEST_TIPS_BELOW = 5;
/** Autocomplete starts above 2 characters. */
export const TIP_AUTOCOMPLETE_MIN_LENGTH = 3;
export const TIP_AUTOCOMPLETE_LIMIT = 5;

const LISTS = {
  en: foldedList(TIP_SUGGESTIONS.map((t) => t.en)),
  pt: foldedList(TIP_SUGGESTIONS.map((t) => t.pt)),
};

/** Three tips the recipe does not have yet, or none once it has 5 or more. */
export function suggestTips(existing: readonly string[], lang: TLanguage): string[] {
  let count = 0;
  for (const tip of existing) if (tip.trim() !== '') count++;
  if (count >= SUGGEST_TIPS_BELOW) return [];
  const have = foldedSet(existing);
  const list = lang === 'pt-BR' ? LISTS.pt : LISTS.en;
  const out: string[] = [];
  for (let i = 0; i < list.items.length && out.length < SUGGESTED_TIPS_SHOWN; i++) {
    if (!have.has(list.folded[i])) out.push(list.items[i]);
  }
  return out;
}

/** Built-in tips containing what is typed (above 2 characters), at most 5, without those already added. */
export function autocompleteTips(query: string, lang: TLanguage, existing: readonly string[] = []): string[] {
  const folded = foldText(query);
  if (folded.length < TIP_AUTOCOMPLETE_MIN_LENGTH) return [];
  return rank(lang === 'pt-BR' ? LISTS.pt : LISTS.en, folded, TIP_AUTOCOMPLETE_LIMIT, foldedSet(existing));
}
