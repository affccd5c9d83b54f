import type { TLanguage } from '../../../../../shared/constants.ts';

// Words for a whole kind of food, shared by titles (title.ts) and steps (step.ts) that rename a
// swapped meat or fish.

/** Words a title may use for a whole kind of food ("Steak with Chimichurri", "Pastel de carne"). */
export function categoryWords(cats: readonly string[], lang: TLanguage): string[] {
  const en: Record<string, string[]> = {
    beef: ['beef', 'steak'],
    pork: ['pork', 'ham', 'bacon', 'sausage', 'sausages', 'chorizo'],
    poultry: ['chicken'],
    fish: ['fish'],
    shellfish: ['shrimp', 'prawn', 'prawns', 'seafood'],
    meat: ['meat'],
  };
  const pt: Record<string, string[]> = {
    beef: ['carne', 'bife'],
    pork: ['porco', 'presunto', 'bacon', 'linguiça', 'calabresa'],
    poultry: ['frango', 'galinha'],
    fish: ['peixe'],
    shellfish: ['camarão', 'camarões', 'frutos do mar'],
    meat: ['carne'],
  };
  const table = lang === 'pt-BR' ? pt : en;
  return cats.flatMap((c) => table[c] ?? []);
}
