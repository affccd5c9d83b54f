import { useTranslation } from 'react-i18next';
import type { GenerateFormValues } from '../model/generate-form.ts';

type Advanced = Pick<GenerateFormValues, 'timeLimit' | 'availableIngredients' | 'preferences'>;

/** The advanced settings in use, each as a short phrase ("time: 30 minutes", "diet: vegan"). */
export function useAdvancedSummary({ timeLimit, availableIngredients, preferences }: Advanced): string[] {
  const { t } = useTranslation('chef');
  const parts: string[] = [];
  if (timeLimit) parts.push(t('generate.summaryTime', { value: t(`generate.time.${timeLimit}`) }));
  if (availableIngredients.length > 0)
    parts.push(t('generate.summaryIngredients', { value: availableIngredients.join(', ') }));
  if (preferences.trim()) parts.push(t('generate.summaryPreferences', { value: preferences.trim() }));
  return parts;
}

/** The settings as one line of text, for the closed section and for a wish nothing fit. */
export function AdvancedSummary({ values, id, lead }: { values: Advanced; id?: string; lead: string }) {
  const parts = useAdvancedSummary(values);
  if (parts.length === 0) return null;
  return (
    <p id={id} className="min-w-0 flex-1 text-sm break-words text-muted-foreground">
      <span className="font-medium text-foreground">{lead}</span> {parts.join(' · ')}
    </p>
  );
}
