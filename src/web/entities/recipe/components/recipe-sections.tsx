import { useId, type ReactNode } from 'react';
import { ExternalLink, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';
import { safeExternalUrl, sourceHostname } from '../lib/source-url.ts';
import type { TRecipe } from '../api/types.ts';
import type { TSourceRating } from '../../../../shared/schemas/recipe.ts';
import { InlineMarkup } from './inline-markup.tsx';
import { readerTags } from '../lib/reader-tags.ts';
import { OverflowBadges } from './overflow-badges.tsx';

/** A titled block of a recipe page or modal; `headingLevel` keeps the page outline right. */
export function RecipeSection({
  title,
  headingLevel = 3,
  className,
  children,
}: {
  title: string;
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-3', className)}>
      <Heading id={id} className="font-display text-xl font-semibold text-foreground">
        {title}
      </Heading>
      {children}
    </section>
  );
}

type HeadingProps = { headingLevel?: 2 | 3; className?: string };

/** An ingredient as shown; `joiner` goes between amount and name ("250 g" "de" "farinha"). */
type ShownIngredient = TRecipe['ingredients'][number] & { joiner?: string };

/** Ingredients as amount and name (spec section 2). */
export function RecipeIngredients({ ingredients, ...props }: { ingredients: ShownIngredient[] } & HeadingProps) {
  const { t } = useTranslation('recipes');
  const rows = ingredients.filter((i) => i.name.trim() || i.amount.trim());
  return (
    <RecipeSection title={t('detail.ingredients')} {...props}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.noIngredients')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border bg-card">
          {rows.map((ingredient, index) => (
            <li key={index} className="flex gap-3 px-4 py-2.5 text-sm sm:text-base">
              {ingredient.amount.trim() ? (
                <span className="min-w-20 shrink-0 font-semibold text-brand-800">{ingredient.amount}</span>
              ) : null}
              <span className="min-w-0 break-words">
                {ingredient.joiner && ingredient.amount.trim() ? `${ingredient.joiner} ` : null}
                {ingredient.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </RecipeSection>
  );
}

/** Numbered steps; **bold** and *italic* become <strong>/<em>, never HTML. */
export function RecipeInstructions({
  instructions,
  ...props
}: { instructions: TRecipe['instructions'] } & HeadingProps) {
  const { t } = useTranslation('recipes');
  const steps = instructions.filter((s) => s.trim());
  return (
    <RecipeSection title={t('detail.instructions')} {...props}>
      {steps.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.noInstructions')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {steps.map((step, index) => (
            <li key={index} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <p className="min-w-0 pt-0.5 leading-relaxed break-words">
                <InlineMarkup text={step} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </RecipeSection>
  );
}

export function RecipeTips({ tips, ...props }: { tips: TRecipe['tips'] } & HeadingProps) {
  const { t } = useTranslation('recipes');
  const items = tips.filter((tip) => tip.trim());
  if (items.length === 0) return null;
  return (
    <RecipeSection title={t('detail.tips')} {...props}>
      <ul className="flex flex-col gap-2">
        {items.map((tip, index) => (
          <li key={index} className="flex gap-2 rounded-xl bg-herb-50 px-4 py-3 text-sm text-foreground">
            <Lightbulb className="mt-0.5 size-4 shrink-0 text-herb-700" aria-hidden="true" />
            <span className="min-w-0 break-words">
              <InlineMarkup text={tip} />
            </span>
          </li>
        ))}
      </ul>
    </RecipeSection>
  );
}

/** All of a recipe's tags (the card shows 3 and '+N more'). */
export function RecipeTags({ tags, className }: { tags: TRecipe['tags']; className?: string }) {
  const { t, i18n } = useTranslation('recipes');
  const shown = readerTags(tags, i18n.language);
  if (shown.length === 0) return null;
  return (
    <OverflowBadges
      label={t('detail.tags')}
      items={shown.map((tag, index) => ({ id: `${index}:${tag}`, label: tag }))}
      max={shown.length}
      className={className}
    />
  );
}

/** A link to where an imported recipe came from; only http(s) addresses are linked. */
export function RecipeSourceLink({
  sourceUrl,
  className,
}: {
  sourceUrl: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('recipes');
  const href = safeExternalUrl(sourceUrl);
  const host = sourceHostname(sourceUrl);
  if (!href || !host) return null;
  return (
    <p className={cn('text-sm', className)}>
      <span className="font-semibold">{t('detail.source')}: </span>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('detail.openSource', { host })}
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </p>
  );
}

/**
 * An imported recipe's rating where it came from, said to be the source's ("Rated 4.6 of 5 by
 * 1,743 people on allrecipes.com"): never shown as stars of the reader's own.
 */
export function RecipeSourceRating({
  rating,
  className,
}: {
  rating: TSourceRating | null | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation('recipes');
  if (!rating) return null;
  const locale = i18n.resolvedLanguage === 'pt-BR' ? 'pt-BR' : 'en-US';
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rating.value);
  const best = new Intl.NumberFormat(locale).format(rating.best);
  const site = rating.site ?? t('detail.sourceSite');
  const text =
    rating.count !== null
      ? t('detail.sourceRatingCount', {
          value,
          best,
          site,
          count: rating.count,
          formatted: new Intl.NumberFormat(locale).format(rating.count),
        })
      : t('detail.sourceRating', { value, best, site });
  return (
    <p className={cn('text-sm text-muted-foreground', className)} title={t('detail.sourceRatingHint')}>
      {text}
    </p>
  );
}
