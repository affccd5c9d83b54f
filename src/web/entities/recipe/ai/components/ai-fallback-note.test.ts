import { describe, expect, it } from 'vitest';
import { aiNoteText } from './ai-fallback-note.tsx';

describe('aiNoteText', () => {
  const fallback = 'The AI service did not answer.';
  it("shows the chef's own note, which says what was adapted or could not be matched", () => {
    const note = 'Made with chickpeas: no tofu fits.';
    expect(aiNoteText({ engine: 'local', fallback: false, note: ` ${note} ` }, fallback)).toBe(note);
  });
  it("says the built-in chef answered after an LLM failure, in the reader's language", () => {
    expect(aiNoteText({ engine: 'local', fallback: true }, fallback)).toBe(fallback);
    expect(aiNoteText({ engine: 'local', fallback: true, note: 'The AI model failed.' }, fallback)).toBe(fallback);
  });
  it("keeps the built-in chef's own note after a fallback", () => {
    const own = "I don't have a recipe for kraken soup yet.";
    expect(aiNoteText({ engine: 'local', fallback: true, note: 'x', chefNote: own }, fallback)).toBe(
      `${fallback} ${own}`,
    );
  });
  it('says nothing when there is nothing to say', () => {
    expect(aiNoteText({ engine: 'llm', fallback: false }, fallback)).toBeNull();
    expect(aiNoteText({ engine: 'local', fallback: false, note: '  ' }, fallback)).toBeNull();
    expect(aiNoteText(undefined, fallback)).toBeNull();
  });
});
