import { AI_PLAN } from '../../../../shared/constants.ts';

export interface AiPlanFormValues {
  people: string;
  preferences: string;
  dietaryRestrictions: string;
  maxCookingTime: string;
  includeUserRecipes: boolean;
}

/** Spec section 5: 2 people, nothing else filled in, saved recipes included. */
export const AI_PLAN_DEFAULTS: AiPlanFormValues = {
  people: String(AI_PLAN.peopleDefault),
  preferences: '',
  dietaryRestrictions: '',
  maxCookingTime: '',
  includeUserRecipes: true,
};

export type AiPlanFormErrors = Partial<Record<'people' | 'maxCookingTime', true>>;

export interface AiPlanRequestFields {
  peopleCount: number;
  preferences: string;
  dietaryRestrictions: string;
  maxCookingTime?: number;
  includeUserRecipes: boolean;
}

function wholeNumber(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

/** The request fields, or which fields are wrong (people 1 to 12; max time empty or 15 to 180). */
export function readAiPlanForm(
  values: AiPlanFormValues,
): { ok: true; fields: AiPlanRequestFields } | { ok: false; errors: AiPlanFormErrors } {
  const errors: AiPlanFormErrors = {};
  const people = wholeNumber(values.people);
  if (people === null || people < AI_PLAN.peopleMin || people > AI_PLAN.peopleMax) errors.people = true;
  const timeText = values.maxCookingTime.trim();
  const time = timeText === '' ? undefined : wholeNumber(timeText);
  if (time === null || (time !== undefined && (time < AI_PLAN.maxTimeMin || time > AI_PLAN.maxTimeMax)))
    errors.maxCookingTime = true;
  if (errors.people || errors.maxCookingTime || people === null || time === null) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      peopleCount: people,
      preferences: values.preferences.trim(),
      dietaryRestrictions: values.dietaryRestrictions.trim(),
      ...(time === undefined ? {} : { maxCookingTime: time }),
      includeUserRecipes: values.includeUserRecipes,
    },
  };
}
