// Section headings of a recipe text (Ingredients / Modo de preparo / Notes...), in English and Brazilian Portuguese.

export type TextLanguage = 'en' | 'pt-BR';

export type Section = 'none' | 'ingredients' | 'steps' | 'notes' | 'other';

export const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export const HEADINGS: { section: Section; lang: TextLanguage | null; re: RegExp }[] = [
  {
    section: 'ingredients',
    lang: 'pt-BR',
    re: /^(?:ingredientes?|lista de ingredientes|voce vai precisar|vai precisar de)$/,
  },
  {
    section: 'ingredients',
    lang: 'en',
    re: /^(?:ingredients?|ingredient list|you(?:'ll| will) need|what you(?:'ll)? need|shopping list)$/,
  },
  {
    section: 'steps',
    lang: 'pt-BR',
    re: /^(?:modo de (?:preparo|fazer|preparacao)|preparo|preparacao|como fazer|passo a passo|instrucoes|modo de preparar)$/,
  },
  {
    section: 'steps',
    lang: 'en',
    re: /^(?:method|directions?|instructions?|preparation|steps|how to make(?: it)?|to make|procedure)$/,
  },
  {
    section: 'notes',
    lang: 'pt-BR',
    re: /^(?:dicas?|observac(?:ao|oes)|obs|notas?|sugestao(?: de servir)?|rendimento e dicas)$/,
  },
  {
    section: 'notes',
    lang: 'en',
    re: /^(?:notes?|tips?|cook'?s notes?|chef'?s tips?|variations?|serving suggestions?)$/,
  },
  {
    section: 'other',
    lang: null,
    re: /^(?:nutrition(?: facts| information)?|informacao nutricional|tabela nutricional|comments?|comentarios|reviews?|avaliacoes)$/,
  },
];

export function headingOf(line: string): { section: Section; lang: TextLanguage | null; rest: string } | null {
  const m = /^([^:]{2,40}?)\s*[:：]\s*(.*)$/.exec(line);
  const head = fold(m ? m[1] : line)
    .replace(/^[\s\-–—=*#•]+|[\s\-–—=*#•.]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const h of HEADINGS) {
    if (h.re.test(head)) return { section: h.section, lang: h.lang, rest: m ? m[2].trim() : '' };
  }
  // "Para a massa" / "For the sauce:" open an ingredient group inside the section.
  return null;
}

export function isGroupHeading(line: string): boolean {
  const f = fold(line);
  if (/^(?:para (?:o|a|os|as) |for the |para )\S.{0,40}:?$/.test(f)) return true;
  return /:$/.test(line) && !/\d/.test(line) && line.length < 50;
}
