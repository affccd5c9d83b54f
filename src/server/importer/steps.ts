/** Turning instruction text into clean, separate steps. */

// "Step 1:", "STEP 2 -", "Passo 3.", "Etapa 1", "Schritt 1", "Étape 2", "1.", "1)", "#1", bullets.
const STEP_PREFIX =
  /^\s*(?:(?:step|passo|etapa|schritt|étape|etape|paso|trin|stap|krok|adım)\s*\d+\s*(?:of\s*\d+\s*)?[:.)\-–—]?\s*|\d{1,2}\s*[.)]\s+(?=\S)|\d{1,2}\s*[:\-–—]\s+|#\d{1,2}\s*[:.)]?\s*|[•·▪◦●○■□✓✔►▶→–—-]\s*|\*(?!\*)\s*)/i;

/** Removes a step number or bullet at the start of a step. */
export function stripStepPrefix(s: string): string {
  let out = s;
  for (let i = 0; i < 2; i++) {
    const next = out.replace(STEP_PREFIX, '');
    if (next === out) break;
    out = next;
  }
  return out.trim();
}

/** A heading-only step ("Step 1", "3.") carries nothing. */
export function isEmptyStep(s: string): boolean {
  return (
    stripStepPrefix(s).replace(/[\s\p{P}]+/gu, '') === '' ||
    /^(?:step|passo|etapa|schritt|étape|paso|krok)?\s*\d{1,2}\s*[.):]?$/i.test(s.trim())
  );
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\d"“(])/u;
const ABBREV = /\b(?:approx|ca|min|mins|hr|hrs|tbsp|tsp|oz|lb|lbs|no|e\.g|i\.e|aprox|colh|xíc|vs|Dr|Mr|Mrs|St|etc)\.$/i;

/**
 * A single blob of instructions becomes steps: split on inline numbering ("1. Mix ... 2. Bake"),
 * else one step per sentence (very short sentences stay with the one before).
 */
export function splitBlob(text: string): string[] {
  const t = text.trim();
  if (t === '') return [];
  const numbered = splitInlineNumbering(t);
  if (numbered.length > 1) return numbered;
  const parts: string[] = [];
  for (const piece of t.split(SENTENCE_END)) {
    const last = parts.length - 1;
    if (last >= 0 && ABBREV.test(parts[last])) parts[last] += ' ' + piece;
    else parts.push(piece);
  }
  const steps: string[] = [];
  for (const p of parts) {
    const last = steps.length - 1;
    if (last >= 0 && (p.length < 25 || steps[last].length < 15)) steps[last] += ' ' + p;
    else steps.push(p);
  }
  return steps.map((s) => s.trim()).filter(Boolean);
}

function splitInlineNumbering(t: string): string[] {
  // Numbers 1., 2., 3. ... in order inside one paragraph.
  const marks: number[] = [];
  let expect = 1;
  const re = /(?:^|\s)(\d{1,2})[.)]\s+(?=\p{L})/gu;
  for (const m of t.matchAll(re)) {
    if (Number(m[1]) === expect) {
      marks.push(m.index + (m[0].length - m[0].trimStart().length));
      expect++;
    }
  }
  if (marks.length < 2 || marks[0] > 3) return [];
  const out: string[] = [];
  for (let i = 0; i < marks.length; i++) out.push(t.slice(marks[i], marks[i + 1] ?? t.length));
  return out.map(stripStepPrefix).filter(Boolean);
}

/** Cleans a list of raw step texts: prefixes removed, empty and duplicate neighbours dropped. */
export function normalizeSteps(raw: string[]): string[] {
  const out: string[] = [];
  for (const r of raw) {
    if (isEmptyStep(r)) continue;
    const s = stripStepPrefix(r);
    if (s === '' || out[out.length - 1] === s) continue;
    out.push(s);
  }
  return out;
}
