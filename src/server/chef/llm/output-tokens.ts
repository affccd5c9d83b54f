/** The chef's operations, as the log and the output budget name them. */
export type LlmOp =
  'generate' | 'modify' | 'tips' | 'tags' | 'substitutes' | 'adjust-instructions' | 'plan' | 'recipe-from-text';

/**
 * Output budget per operation, in tokens. Providers that need one (Anthropic) otherwise get a
 * default that cuts a week plan (~5-7k tokens) short; a cut answer is never usable.
 */
export const OUTPUT_TOKENS: Record<LlmOp, number> = {
  generate: 8192,
  modify: 4096,
  tips: 1024,
  tags: 512,
  substitutes: 1024,
  'adjust-instructions': 4096,
  plan: 16384,
  'recipe-from-text': 4096,
};
