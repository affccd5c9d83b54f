/** Rewriting parts of an amount's text by position (scaling, conversion, spelling). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Applies non-overlapping edits to a text. */
export function applyEdits(s: string, edits: Edit[]): string {
  if (edits.length === 0) return s;
  edits.sort((a, b) => b.start - a.start);
  let out = s;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
