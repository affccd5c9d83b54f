import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

/** Spec sections 2 and 9: offline cards show at most 3 tags. */
export const OFFLINE_CARD_MAX_TAGS = 3;

export function splitTags(tags: readonly string[], max = OFFLINE_CARD_MAX_TAGS): { shown: string[]; hidden: string[] } {
  return { shown: tags.slice(0, max), hidden: tags.slice(max) };
}

/** At most 3 tags, then a '+N' badge naming the rest for screen readers and as its tooltip. */
export function TagList({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation('offline');
  const { shown, hidden } = splitTags(tags);
  if (shown.length === 0) return null;
  const hiddenNames = hidden.join(', ');
  return (
    <ul aria-label={t('cached.tagsLabel')} className="flex flex-wrap gap-1.5">
      {shown.map((tag, index) => (
        <li key={`${index}:${tag}`} className="min-w-0">
          <Badge variant="outline" className="max-w-full bg-card font-medium">
            <span className="truncate">{tag}</span>
          </Badge>
        </li>
      ))}
      {hidden.length > 0 ? (
        <li>
          <Badge variant="secondary" title={hiddenNames} className="font-medium">
            <span aria-hidden="true">{t('cached.moreTags', { count: hidden.length })}</span>
            <span className="sr-only">{t('cached.moreTagsLabel', { count: hidden.length, names: hiddenNames })}</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
