/**
 * No recipe, in any app's export or on any page, nests its JSON more than a few levels; code that
 * walks parsed JSON (or writes it back out) recurses once per level, and a file nested tens of
 * thousands of levels deep overflows the stack. Imports refuse anything deeper than this.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * How deeply `text` nests arrays and objects, read once without parsing (strings skipped, escapes
 * honoured); stops counting as soon as `limit` is passed.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

export class JsonTooDeepError extends Error {
  constructor() {
    super(`its JSON is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
}

/** JSON.parse for imported files: refuses JSON nested deeper than MAX_JSON_DEPTH (JsonTooDeepError). */
export function parseImportedJson(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new JsonTooDeepError();
  return JSON.parse(text);
}
