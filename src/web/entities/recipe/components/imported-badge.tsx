import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { sourceHostname } from '../lib/source-url.ts';

/** 'Imported' with the source's host name, shown when the recipe has a sourceUrl (spec section 2). */
export function ImportedBadge({ sourceUrl, className }: { sourceUrl: string | null | undefined; className?: string }) {
  const { t } = useTranslation('recipes');
  if (!sourceUrl) return null;
  const host = sourceHostname(sourceUrl);
  return (
    <Badge variant="secondary" className={className} title={host ? t('imported.from', { host }) : undefined}>
      <Globe aria-hidden="true" />
      {t('imported.badge')}
      {host ? <span className="max-w-32 truncate font-normal">· {host}</span> : null}
    </Badge>
  );
}
