/**
 * What a planned meal's note adds to its card. The AI plan writes notes such as "A good choice for
 * breakfast; ready in 25 minutes; portions for 2 people." while the card already shows the meal's
 * row, the recipe's own time and the servings (issue 35): a clause whose only facts are a time, a
 * number of people or servings, or the meal itself says nothing more and is left off the card. A
 * clause with anything else ("One of your saved recipes, a good fit for dinner", "uses the leftover
 * rice") stays, and so does every note a person wrote that is not such a clause.
 */

/** "25 minutes", "1 h", "20-30 min", "45 minutos". */
const TIME = /\d+(?:\s*[-–]\s*\d+)?\s*(?:min|mins|minutes?|minutos?|h|hours?|horas?)(?![\p{L}])/giu;
/** "2 people", "4 servings", "2 pessoas", "6 porções". */
const PEOPLE = /\d+\s*(?:people|persons?|servings?|portions?|pessoas?|porç(?:ão|ões))(?![\p{L}])/giu;
/** Words a clause may keep around those facts and still say nothing new ("ready in", "boa opção para o"). */
const FILLER_WORDS = 4;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function repeatsCard(clause: string, mealWords: readonly string[]): boolean {
  let rest = clause.replace(TIME, ' ').replace(PEOPLE, ' ');
  for (const word of mealWords) {
    if (word.trim()) rest = rest.replace(new RegExp(`(?<![\\p{L}])${escape(word.trim())}(?![\\p{L}])`, 'giu'), ' ');
  }
  if (rest === clause) return false;
  const words = rest.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length <= FILLER_WORDS && !words.some((w) => /\d/.test(w));
}

/**
 * The note as the card shows it: the clauses (split at ";" and sentence ends) that add something,
 * or null when none does. `mealWords` name the meal the card is in, in the languages notes are
 * written in ("breakfast", "café da manhã").
 */
export function cardNote(note: string | null | undefined, mealWords: readonly string[]): string | null {
  const text = note?.trim();
  if (!text) return null;
  const clauses = text
    .split(/;|(?<=[.!?])\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
  const kept = clauses.filter((c) => !repeatsCard(c.replace(/[.!?]+$/, ''), mealWords));
  if (kept.length === clauses.length) return text;
  if (kept.length === 0) return null;
  const joined = kept.map((c) => c.replace(/[.!?]+$/, '')).join('; ');
  return /[.!?]$/.test(text) ? `${joined}.` : joined;
}
