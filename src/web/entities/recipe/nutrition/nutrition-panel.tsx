import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import type { NutrientKey } from '../../../../shared/food/sr24-transform.ts';
import { cn } from '../../../lib/utils.ts';
import type { TRecipe } from '../api/types.ts';
import { bundleNutritionTexts } from './i18n.ts';

bundleNutritionTexts();

const ROWS: { key: NutrientKey; unit: 'kcal' | 'g' | 'mg' }[] = [
  { key: 'kcal', unit: 'kcal' },
  { key: 'protein', unit: 'g' },
  { key: 'carbohydrate', unit: 'g' },
  { key: 'fiber', unit: 'g' },
  { key: 'sugars', unit: 'g' },
  { key: 'fat', unit: 'g' },
  { key: 'saturatedFat', unit: 'g' },
  { key: 'sodium', unit: 'mg' },
];

/**
 * Nutrition per serving from the ingredients (USDA SR24), as the server counted it for the recipe
 * it sent (so it follows saved edits and is there offline with the recipe, and the page carries no
 * food list); the total follows the servings stepper. Always says what it is based on ("Based on 9
 * of 10 ingredients") and which lines it left out: an estimate, never shown as exact.
 */
export function RecipeNutritionPanel({
  recipe,
  servings,
  headingLevel = 3,
  className,
}: {
  recipe: Pick<TRecipe, 'nutrition'>;
  /** The servings the reader chose (the stepper). */
  servings: number;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { t, i18n } = useTranslation('nutrition');
  const id = useId();
  const n = recipe.nutrition;
  if (!n || n.lines === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'pt-BR' ? 'pt-BR' : 'en-US', {
    maximumFractionDigits: 1,
  });
  // Rounded by the server already (kcal and mg to the unit, grams to a tenth).
  const per = n.perServing;
  const describe = (u: { name: string; amount: string }) =>
    u.amount.trim() ? `${u.name} (${u.amount.trim()})` : u.name;
  // What changes the figures is said first and plainly; salt to taste stays in the small print.
  const missing = n.uncounted.filter((u) => u.matters).map(describe);
  const list = n.uncounted
    .filter((u) => !u.matters)
    .map(describe)
    .join(', ');
  return (
    <section
      aria-labelledby={id}
      data-testid="nutrition-panel"
      className={cn('flex flex-col gap-3 rounded-xl border bg-card px-4 py-3', className)}
    >
      <Heading id={id} className="font-display text-lg font-semibold">
        {t('title')}
      </Heading>
      {n.counted > 0 && missing.length > 0 ? (
        <div
          role="note"
          className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <strong>{t('missingTitle', { count: missing.length })}</strong> {missing.join(', ')}
          </p>
        </div>
      ) : null}
      {n.counted === 0 ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('perServing')}</p>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
            {ROWS.map(({ key, unit }) => (
              <div key={key} className="flex justify-between gap-2 border-b border-border/60 py-1">
                <dt className="text-muted-foreground">{t(key)}</dt>
                <dd className="font-semibold tabular-nums">
                  {n.complete ? '≈' : t('atLeast')} {number.format(per[key])} {unit}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm">
            {t(n.complete ? 'total' : 'totalPartial', {
              count: servings,
              kcal: number.format(Math.round(n.perServing.kcal * servings)),
            })}
          </p>
        </>
      )}
      <p className="text-xs text-muted-foreground">
        {t('coverage', { counted: n.counted, count: n.lines })}
        {list ? ` · ${t('notCounted', { list })}` : null}
      </p>
    </section>
  );
}
