import type { TLanguage } from '../../../../shared/constants.ts';
import type { TRecipeDraft } from '../../../../shared/schemas/recipe.ts';
import type { Knowledge } from './load.ts';
import { forbidden, type Want } from './understand.ts';

function note(lang: TLanguage, en: string, pt: string): string {
  return lang === 'pt-BR' ? pt : en;
}

/** Names of lexicon keys for a note. */
function names(kb: Knowledge, keys: string[], lang: TLanguage): string {
  const list = keys.map((k) => kb.lex.get(k)?.name[lang][0] ?? k);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')}${lang === 'pt-BR' ? ' e ' : ' and '}${list[list.length - 1]}`;
}

/** What the recipes chosen for a wish did not fully give, said honestly (meta.note). */
export function wishNotes(
  kb: Knowledge,
  want: Want,
  args: { dishType: string; language: TLanguage; recipeCount: number },
  picked: { recipes: TRecipeDraft[]; adaptedAny: boolean; quickAny: boolean; fromTemplates: number },
  ruledOut: Set<string>,
): string[] {
  const lang = args.language;
  const { recipes, adaptedAny, quickAny, fromTemplates } = picked;
  const notes: string[] = [];
  const understood =
    want.families.length +
      want.dishes.length +
      want.keys.length +
      want.diets.length +
      want.avoidCats.length +
      want.avoidKeys.length >
      0 ||
    want.course ||
    want.cuisine;
  if (args.dishType.trim() && !understood)
    notes.push(
      note(
        lang,
        `I did not recognise a dish or an ingredient in "${args.dishType.trim().slice(0, 60)}", so these are ideas for a main course.`,
        `Não reconheci um prato ou ingrediente em "${args.dishType.trim().slice(0, 60)}", então estas são sugestões de prato principal.`,
      ),
    );
  if (adaptedAny)
    notes.push(
      note(
        lang,
        'Some recipes were adapted to your wish (ingredients swapped to fit what you asked for or must avoid).',
        'Algumas receitas foram adaptadas ao seu pedido (ingredientes trocados para atender ao que você pediu ou precisa evitar).',
      ),
    );
  if (quickAny)
    notes.push(
      note(
        lang,
        'To fit your time, some recipes use shortcuts (pre-cut vegetables, canned beans, a pressure cooker or an air fryer).',
        'Para caber no seu tempo, algumas receitas usam atalhos (legumes já cortados, feijão em lata, panela de pressão ou air fryer).',
      ),
    );
  if (fromTemplates > 1 && want.families.length)
    notes.push(
      note(
        lang,
        'Few classics match exactly, so these are variations of the same dish with other ingredients.',
        'Poucas receitas clássicas atendem exatamente, então estas são variações do mesmo prato com outros ingredientes.',
      ),
    );
  const missingKeys = want.keys.filter(
    (k) => !recipes.some((r) => r.ingredients.some((i) => kb.ingredientMatcher.valuesIn(i.name).includes(k))),
  );
  if (missingKeys.length && recipes.length)
    notes.push(
      note(
        lang,
        `I could not include ${names(kb, missingKeys, lang)} in every recipe.`,
        `Não consegui incluir ${names(kb, missingKeys, lang)} em todas as receitas.`,
      ),
    );
  for (const id of ruledOut) {
    const f = kb.families.get(id)!;
    const what = (f.essential ?? [])
      .filter((k) => forbidden(kb, want, k))
      .map((k) => kb.lex.get(k)?.name[lang][1] ?? k)
      .join(lang === 'pt-BR' ? ' e ' : ' and ');
    notes.push(
      note(
        lang,
        `No ${f.names.en[0]}: it is made of ${what}, which your wish rules out.`,
        `Não sugeri ${f.names['pt-BR'][0]}: o prato é feito de ${what}, que o seu pedido exclui.`,
      ),
    );
  }
  if (recipes.length < args.recipeCount)
    notes.push(
      recipes.length === 0
        ? note(
            lang,
            'No recipe fits every part of this wish (dish, ingredients, restrictions and time). Try loosening one of them.',
            'Nenhuma receita atende a todas as partes do pedido (prato, ingredientes, restrições e tempo). Tente afrouxar uma delas.',
          )
        : note(
            lang,
            `Only ${recipes.length} recipe(s) fit every part of this wish; I did not add unrelated dishes.`,
            `Só ${recipes.length} receita(s) atendem a todas as partes do pedido; não acrescentei pratos sem relação.`,
          ),
    );
  return notes;
}
