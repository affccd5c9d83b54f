import type { TModifyRequest } from '../../../../../shared/schemas/chef.ts';
import type { TRecipeDraft } from '../../../../../shared/schemas/recipe.ts';
import { recipeLanguage } from '../../model.ts';
import { liftRecipe } from '../lift.ts';
import type { Knowledge } from '../load.ts';
import { renderDish } from '../render/render-dish.ts';
import { DIET_CATS } from '../wish-words.ts';
import { applyOps } from './apply.ts';
import { t, type Op } from './op.ts';
import { parseRequest } from './parse.ts';

/** What the chef can do, said when it could not do what was asked. */
const ABILITIES = {
  en: 'I can: make it vegetarian, vegan, dairy-, gluten- or nut-free or without pork; swap, add or remove an ingredient ("swap chicken for tofu"); cook it in the oven, air fryer, slow cooker, pressure cooker or on the grill; scale it ("for 6 people", "double"); make it spicier, milder, kid-friendly, healthier or quicker; use less salt or sugar.',
  'pt-BR':
    'Posso: deixar vegetariana, vegana, sem lactose, sem glúten, sem castanhas ou sem porco; trocar, acrescentar ou tirar um ingrediente ("troque o frango por tofu"); fazer no forno, na fritadeira sem óleo, na panela de cozimento lento, na panela de pressão ou na grelha; ajustar as porções ("para 6 pessoas", "dobrar"); deixar mais picante, mais suave, para crianças, mais saudável ou mais rápida; usar menos sal ou açúcar.',
};

/** POST /modify on the structure: the request as operations, the recipe rendered again. */
export function modifyOnStructure(
  kb: Knowledge,
  req: TModifyRequest,
): { success: boolean; updated_recipe: TRecipeDraft; summary: string; reasoning: string } {
  const lang = recipeLanguage(req.currentRecipe, req.language);
  const ui = req.language;
  const dish = liftRecipe(kb, req.currentRecipe, lang);
  // Rendered before any change: what a refused request hands back.
  const original = renderDish(kb, dish, lang);
  let ops: Op[];
  if (req.action) {
    ops =
      req.action === 'vegetarian'
        ? [{ kind: 'avoid', cats: DIET_CATS.vegetarian, diet: 'vegetarian', label: 'vegetarian' }]
        : req.action === 'double'
          ? [{ kind: 'factor', factor: 2 }]
          : [{ kind: req.action }];
  } else {
    const parsed = parseRequest(kb, req.customPrompt ?? '');
    if ('unknown' in parsed) {
      return {
        success: false,
        updated_recipe: original,
        summary: t(ui, 'I could not carry out this request.', 'Não consegui fazer esse pedido.'),
        reasoning: `${t(ui, `I did not understand "${parsed.unknown}".`, `Não entendi "${parsed.unknown}".`)} ${ABILITIES[ui]}`,
      };
    }
    ops = parsed.ops;
  }
  const out = applyOps(kb, dish, ops, lang);
  if (!out.ok)
    return {
      success: false,
      updated_recipe: original,
      summary: t(ui, 'I could not carry out this request.', 'Não consegui fazer esse pedido.'),
      reasoning: `${out.reason ?? ''} ${ABILITIES[ui]}`.trim(),
    };
  const updated = renderDish(kb, dish, lang);
  return {
    success: true,
    updated_recipe: updated,
    summary: `${t(ui, 'Changes', 'Alterações')}: ${out.done.join('; ')}.`,
    reasoning: t(
      ui,
      'The recipe was rebuilt from its ingredients, so every step names what is now in it, with its own cooking times.',
      'A receita foi refeita a partir dos ingredientes, então cada etapa cita o que há nela agora, com os tempos de cozimento de cada um.',
    ),
  };
}
