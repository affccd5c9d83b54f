import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TChefMeta } from '../../../../../shared/schemas/chef.ts';
import { cn } from '../../../../lib/utils.ts';

/**
 * The note to show for an AI answer: after an LLM failure, the fallback sentence in the reader's
 * language (the server's note then only says the same); otherwise the chef's own note (what it
 * adapted or could not match), or none.
 */
export function aiNoteText(meta: TChefMeta | undefined, fallbackSentence: string): string | null {
  // After a fallback the built-in chef may have its own note too ("I don't have a recipe for…").
  if (meta?.fallback) return [fallbackSentence, meta.chefNote?.trim()].filter(Boolean).join(' ');
  return meta?.note?.trim() || null;
}

export function useAiNoteText(meta: TChefMeta | undefined): string | null {
  const { t } = useTranslation('chef');
  return aiNoteText(meta, t('meta.fallback'));
}

/**
 * Honest AI (DESIGN.md): says so when the built-in chef answered because the configured LLM
 * failed, or when the chef adapted the wish or could not match part of it (the server's
 * `meta.note`, written in the language of the request).
 */
export function AiFallbackNote({ meta, className }: { meta: TChefMeta | undefined; className?: string }) {
  const text = useAiNoteText(meta);
  if (!text) return null;
  return (
    <p role="note" className={cn('flex items-start gap-1.5 text-xs text-muted-foreground', className)}>
      <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
