import type { TLanguage } from '../../../shared/constants.ts';

// How an AI call failed, for the log and for the note the built-in chef's answer carries.

/** The model's answer broke a rule (wrong count, over time, forbidden ingredient, wrong language…). */
export class InvalidAnswerError extends Error {
  override readonly name = 'InvalidAnswerError';
}

/** What the provider said about a failure, for the log: its status, body and why it stopped. */
export function providerReason(err: unknown): Record<string, unknown> {
  const e = err as {
    message?: string;
    statusCode?: number;
    responseBody?: string;
    finishReason?: unknown;
    cause?: { message?: string };
  } | null;
  return {
    reason: e?.message ?? String(err),
    ...(e?.cause?.message ? { cause: e.cause.message } : {}),
    ...(e?.statusCode ? { statusCode: e.statusCode } : {}),
    ...(typeof e?.responseBody === 'string' ? { providerResponse: e.responseBody.slice(0, 500) } : {}),
    ...(e?.finishReason ? { finishReason: e.finishReason } : {}),
  };
}

export function failureKind(err: unknown): 'timeout' | 'invalid' | 'error' {
  const e = err as { name?: string; cause?: { name?: string } } | null;
  const names = [e?.name, e?.cause?.name];
  if (names.some((n) => n === 'TimeoutError' || n === 'AbortError')) return 'timeout';
  if (
    err instanceof InvalidAnswerError ||
    names.some(
      (n) =>
        n === 'AI_NoObjectGeneratedError' ||
        n === 'AI_NoOutputGeneratedError' ||
        n === 'AI_TypeValidationError' ||
        n === 'AI_JSONParseError' ||
        n === 'ZodError',
    )
  )
    return 'invalid';
  return 'error';
}

export function fallbackNote(kind: 'timeout' | 'invalid' | 'error', lang: TLanguage): string {
  const pt = lang === 'pt-BR';
  if (kind === 'timeout')
    return pt
      ? 'O modelo de IA não respondeu a tempo; o chef embutido respondeu.'
      : 'The AI model did not answer in time; the built-in chef answered instead.';
  if (kind === 'invalid')
    return pt
      ? 'A resposta do modelo de IA não era utilizável; o chef embutido respondeu.'
      : "The AI model's answer was not usable; the built-in chef answered instead.";
  return pt
    ? 'O modelo de IA falhou; o chef embutido respondeu.'
    : 'The AI model failed; the built-in chef answered instead.';
}
