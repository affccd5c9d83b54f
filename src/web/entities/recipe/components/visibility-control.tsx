import { useId, useState, type ComponentType } from 'react';
import { Copy, ExternalLink, Globe, Lock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RECIPE_VISIBILITIES, type TRecipeVisibility } from '../../../../shared/schemas/household.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { useHousehold } from '../../household/api/household-api.ts';
import { useSetVisibility } from '../api/set-visibility.ts';
import type { TRecipe } from '../api/types.ts';
import { useCopyLink } from '../hooks/use-copy-link.ts';
import { publicRecipePath, publicRecipeUrl } from '../lib/public-link.ts';

const ICONS: Record<TRecipeVisibility, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  private: Lock,
  household: Users,
  public: Globe,
};

/** What the recipe is now: older answers carry isPublic only. */
export function visibilityOf(recipe: Pick<TRecipe, 'isPublic' | 'visibility'>): TRecipeVisibility {
  return recipe.visibility ?? (recipe.isPublic ? 'public' : 'private');
}

/**
 * Who can see the recipe: only me, my household, anyone with the link (spec section 4, Visibility,
 * with issue 22's third choice). Native radio buttons in a fieldset: Tab reaches the group, the
 * arrow keys choose. "My household" can be chosen only when the household has someone else in it;
 * otherwise the control says why and links to the profile's Household section. Only a public recipe
 * shows its link and the copy-link button. For the owner only: the server refuses anyone else anyway.
 */
export function VisibilityControl({ recipe }: { recipe: Pick<TRecipe, 'id' | 'isPublic' | 'visibility'> }) {
  const { t } = useTranslation('recipes');
  const setVisibility = useSetVisibility();
  const household = useHousehold();
  const copyLink = useCopyLink();
  const name = useId();
  const hintId = useId();
  const noteId = useId();
  const url = publicRecipeUrl(recipe.id);
  // The choice shows in the same render as the tap (the cache's optimistic copy follows a moment
  // later), so the radio never flickers back; cleared when the last choice is settled.
  const [chosen, setChosen] = useState<TRecipeVisibility | null>(null);
  const current = chosen ?? visibilityOf(recipe);
  const othersInHousehold = (household.data?.members.length ?? 0) > 1;
  // A recipe already shared keeps its choice selectable (the others may have left since).
  const householdOpen = othersInHousehold || current === 'household';
  const householdNote = householdOpen
    ? null
    : household.isError
      ? t('visibility.householdUnavailable')
      : household.isSuccess
        ? t('visibility.householdAlone')
        : null;

  return (
    <fieldset
      aria-describedby={hintId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-muted/40 p-4"
      data-testid="visibility-control"
    >
      <legend className="float-left mb-1 text-sm leading-none font-medium">{t('visibility.label')}</legend>
      <div className="clear-both grid grid-cols-1 gap-2 sm:grid-cols-3">
        {RECIPE_VISIBILITIES.map((value) => {
          const Icon = ICONS[value];
          const disabled = value === 'household' && !householdOpen;
          return (
            <label
              key={value}
              className={cn(
                'relative flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2 text-sm transition-colors',
                'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:checked]:font-medium',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={current === value}
                disabled={disabled}
                aria-describedby={disabled && householdNote ? noteId : undefined}
                onChange={() => {
                  setChosen(value);
                  setVisibility.mutate({ id: recipe.id, visibility: value }, { onSettled: () => setChosen(null) });
                }}
                // Invisible over the whole choice: a tap anywhere on it lands on the radio itself.
                className="absolute inset-0 z-10 m-0 cursor-[inherit] appearance-none opacity-0"
              />
              <Icon
                className={cn('size-5 shrink-0', current === value ? 'text-primary' : 'text-muted-foreground')}
                aria-hidden={true}
              />
              <span>{t(`visibility.options.${value}`)}</span>
            </label>
          );
        })}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground" aria-live="polite">
        {t(`visibility.hints.${current}`)}
      </p>
      {householdNote ? (
        <p id={noteId} className="text-sm text-muted-foreground">
          {householdNote}{' '}
          <Link href="/profile" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('visibility.householdLink')}
          </Link>
        </p>
      ) : null}
      {current === 'public' ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            readOnly
            value={url}
            aria-label={t('visibility.linkLabel')}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs sm:text-xs"
          />
          <div className="flex gap-2">
            <Button variant="outline" size="sm" className="h-10 flex-1" onClick={() => void copyLink(url)}>
              <Copy aria-hidden="true" />
              {t('visibility.copyLink')}
            </Button>
            <Button asChild variant="ghost" size="icon" title={t('visibility.open')}>
              <a href={publicRecipePath(recipe.id)} target="_blank" rel="noopener" aria-label={t('visibility.open')}>
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
