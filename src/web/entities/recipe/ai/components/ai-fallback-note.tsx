import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TChefMeta } from '../../../../../shared/schemas/chef.ts';
import { cn } from '../../../../lib/utils.ts';

/** Honest AI (DESIGN.md): says so when the built-in chef answered because the LLM failed. */
export function AiFallbackNote({ meta, className }: { meta: TChefMeta | undefined; className?: string }) {
  const { t } = useTranslation('chef');
  if (!meta?.fallback) return null;
  return (
    <p className={cn('flex items-start gap-1.5 text-xs text-muted-foreground', className)}>
      <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {t('meta.fallback')}
    </p>
  );
}
