import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';
import { DIFFICULTY_CLASSES, readDifficulty } from '../lib/difficulty.ts';

/** Easy green, Medium orange, Hard red, Medium when empty; any other value shown as written. */
export function DifficultyBadge({
  difficulty,
  className,
}: {
  difficulty: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('recipes');
  const { level, raw } = readDifficulty(difficulty);
  return (
    <Badge
      variant="outline"
      data-difficulty={level ?? 'other'}
      title={t('difficulty.label')}
      className={cn(DIFFICULTY_CLASSES[level ?? 'other'], className)}
    >
      <span className="sr-only">{t('difficulty.label')}: </span>
      {level ? t(`difficulty.${level}`) : raw}
    </Badge>
  );
}
