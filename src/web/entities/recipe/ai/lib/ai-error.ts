import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, getErrorMessage, getErrorStatus } from '../../../../lib/api.ts';

/** Seconds to wait from a 429 answer's `{retryAfter}` body, if it has one. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(error.body) as { retryAfter?: unknown };
    const seconds = Number(body.retryAfter);
    return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The description of an AI error toast: the server's message, else the call's own fallback text
 * (spec section 8). Over the per-user AI budget (429) the server's English sentence is replaced by
 * one in the interface language that says how long to wait.
 */
export function useAiErrorText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('chef');
  return useCallback(
    (error: unknown, fallback: string) => {
      if (getErrorStatus(error) === 429) {
        const minutes = Math.max(1, Math.ceil((retryAfterSeconds(error) ?? 60) / 60));
        return t('meta.rateLimited', { count: minutes });
      }
      return getErrorMessage(error, fallback);
    },
    [t],
  );
}
