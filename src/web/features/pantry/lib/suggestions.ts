import { suggestIngredients } from '../../../../shared/suggestions/index.ts';

/** The editor's ingredient suggestions in the reader's language first, then the other ("ovo" and "egg" both work). */
export function bilingualSuggestions(query: string, first: 'en' | 'pt-BR'): string[] {
  const second = first === 'en' ? 'pt-BR' : 'en';
  return [...new Set([...suggestIngredients(query, first), ...suggestIngredients(query, second)])].slice(0, 8);
}
