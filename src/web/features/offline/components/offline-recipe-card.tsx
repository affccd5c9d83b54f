import { useId, useState } from 'react';
import { ChefHat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DifficultyBadge, RecipeQuickFacts, InlineMarkup, type TRecipe } from '../../../entities/recipe/index.ts';
import { TagList } from './tag-list.tsx';

/**
 * A cached recipe, view-only (spec section 2): no favourite, edit or share actions, since none of
 * them can reach the server. Ingredients and steps open in place, so the recipe can be cooked.
 */
export function OfflineRecipeCard({ recipe }: { recipe: TRecipe }) {
  const { t } = useTranslation('offline');
  const { t: tr } = useTranslation('recipes');
  const [imageFailed, setImageFailed] = useState(false);
  const titleId = useId();
  const ingredients = recipe.ingredients.filter((i) => i.name.trim() || i.amount.trim());
  const steps = recipe.instructions.filter((s) => s.trim());
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border bg-card shadow-xs"
    >
      <div className="aspect-[4/3] w-full bg-muted">
        {recipe.imageUrl && !imageFailed ? (
          <img
            src={recipe.imageUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ChefHat aria-hidden="true" className="size-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={recipe.difficulty} />
          <span className="text-xs font-medium text-muted-foreground">{t('cached.viewOnly')}</span>
        </div>
        <h3 id={titleId} className="font-display text-lg leading-snug font-semibold">
          {recipe.title}
        </h3>
        {recipe.description ? <p className="line-clamp-3 text-sm text-muted-foreground">{recipe.description}</p> : null}
        <RecipeQuickFacts recipe={recipe} />
        <TagList tags={recipe.tags} />
        <details className="mt-auto rounded-xl border bg-background/60 text-sm">
          <summary className="cursor-pointer rounded-xl px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-ring">
            {t('cached.showRecipe')}
          </summary>
          <div className="flex flex-col gap-3 px-3 pb-3">
            <h4 className="font-semibold">{tr('detail.ingredients')}</h4>
            <ul className="flex flex-col gap-1">
              {ingredients.map((ingredient, index) => (
                <li key={index}>
                  {ingredient.amount ? <span className="font-semibold">{ingredient.amount} </span> : null}
                  {ingredient.name}
                </li>
              ))}
            </ul>
            <h4 className="font-semibold">{tr('detail.instructions')}</h4>
            <ol className="flex list-decimal flex-col gap-1.5 pl-5">
              {steps.map((step, index) => (
                <li key={index}>
                  <InlineMarkup text={step} />
                </li>
              ))}
            </ol>
          </div>
        </details>
      </div>
    </article>
  );
}
