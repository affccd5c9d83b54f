import { useId } from 'react';
import { Loader2 } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TUnitSystem } from '../../../../shared/constants.ts';
import type { TUser } from '../../../../shared/schemas/user.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { isUnitSystem, useUpdatePreferences } from '../../../entities/user/index.ts';
import { getErrorMessage, isUnauthorizedError } from '../../../lib/api.ts';
import { redirectToLoginAfterUnauthorized } from '../../../lib/auth.ts';
import { useLanguage } from '../../../lib/language.ts';
import { cn } from '../../../lib/utils.ts';

const UNIT_SYSTEM_CHOICES: readonly TUnitSystem[] = ['imperial', 'metric'];

/** The unit system (a select, each choice with its description) and the language (spec section 2, Profile). */
export function PreferencesCard({ user }: { user: TUser }) {
  const { t } = useTranslation('profile');
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="profile-preferences-heading" className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h2 id="profile-preferences-heading" className="font-display text-xl font-semibold">
            {t('preferences.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('preferences.description')}</p>
        </div>
        <UnitSystemField user={user} />
        <LanguageField />
      </section>
    </Card>
  );
}

function UnitSystemField({ user }: { user: TUser }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const hintId = useId();
  const update = useUpdatePreferences();

  const choose = (value: string) => {
    if (!isUnitSystem(value) || value === user.unitSystem) return;
    update.mutate(
      { unitSystem: value },
      {
        onSuccess: () =>
          toast({
            title: t('preferences.updated'),
            description: t('preferences.updatedUnits', { system: t(`preferences.systemName.${value}`) }),
          }),
        onError: (error) => {
          if (isUnauthorizedError(error)) redirectToLoginAfterUnauthorized();
          else
            toast({
              title: t('preferences.updateFailed'),
              description: getErrorMessage(error, t('preferences.updateFailed')),
              variant: 'destructive',
            });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('preferences.unitSystem.label')}</Label>
      <div className="flex items-center gap-3">
        <Select value={user.unitSystem} onValueChange={choose} disabled={update.isPending}>
          <SelectTrigger id={id} aria-describedby={hintId} className="sm:max-w-xs">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {UNIT_SYSTEM_CHOICES.map((system) => (
              <SelectPrimitive.Item
                key={system}
                value={system}
                className="relative flex w-full cursor-default flex-col items-start gap-0.5 rounded-md px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[state=checked]:bg-secondary"
              >
                <SelectPrimitive.ItemText>{t(`preferences.unitSystem.${system}`)}</SelectPrimitive.ItemText>
                <span className="text-xs text-muted-foreground">
                  {t(`preferences.unitSystem.${system}Description`)}
                </span>
              </SelectPrimitive.Item>
            ))}
          </SelectContent>
        </Select>
        {update.isPending ? (
          <span role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {t('preferences.unitSystem.saving')}
          </span>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t(`preferences.unitSystem.${user.unitSystem}Description`)}
      </p>
    </div>
  );
}

/** English / Português (BR): applied at once, kept on this device and saved to the account. */
function LanguageField() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm leading-none font-medium">{t('preferences.language.label')}</legend>
      <div className="grid gap-2 sm:max-w-md sm:grid-cols-2">
        {LANGUAGES.map((lng) => (
          <label
            key={lng}
            lang={lng}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              language === lng ? 'border-primary bg-secondary' : 'hover:bg-accent',
            )}
          >
            <input
              type="radio"
              name="profile-language"
              value={lng}
              checked={language === lng}
              onChange={() => setLanguage(lng)}
              className="size-4 accent-primary"
            />
            {tc(`language.${lng}`)}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('preferences.language.description')}
      </p>
    </fieldset>
  );
}
