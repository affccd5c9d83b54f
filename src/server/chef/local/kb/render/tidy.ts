// Small text helpers of rendering: cleaning up after removed ingredients, capitals, length limits.

/** Cleans what removed ingredients leave behind: doubled spaces, ", ,", "e ," and empty brackets. */
export function tidyText(s: string): string {
  return (
    s
      .replace(/\s+([,.;:])/g, '$1')
      // "frite [the bacon removed] e doure o frango" → "doure o frango": the verb of a removed
      // ingredient goes with it.
      .replace(/(^|[,;.]\s+)[A-Za-zÀ-ú-]+ \uE000 (?:and|e) /g, '$1')
      .replace(/,(\s*,)+/g, ',')
      .replace(/(?:,\s*|\s+(?:and|e|with|com|of|de|do|da|dos|das|the|o|a|os|as)\s+)?\uE000/g, '')
      .replace(/^\s*\uE000?[,;]?\s*/, '')
      .replace(/\uE000/g, '')
      .replace(/,\s*(and|e)\s+(and|e)\s/g, ' $1 ')
      .replace(/\(\s*\)/g, '')
      .replace(/\s{2,}/g, ' ')
      .replace(/ ,/g, ',')
      .trim()
  );
}

export function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

export function capitalize(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}
