import { useEffect } from 'react';
import { useParams, useSearch } from 'wouter';
import { ArrowLeft, Loader2, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { InlineMarkup, RecipeImage, useRecipe, useRecipeUnits, type TRecipe } from '../../entities/recipe/reader.ts';

/**
 * /print/recipes/:id — a recipe laid out for paper: title, a small image, the ingredients in two
 * columns and numbered steps, on one A4 page where it fits (styles in print.css). Opened with
 * ?auto=1 it asks the browser to print as soon as the recipe is on screen.
 */
export default function PrintRecipePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation('kitchen');
  const query = useRecipe(id);
  useDocumentTitle(query.data?.title ?? t('print.label'));
  if (!query.data) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        {query.isError ? (
          <p role="alert">{t('cook.loadFailed')}</p>
        ) : (
          <Loader2 aria-label={t('cook.loading')} className="size-8 animate-spin motion-reduce:animate-none" />
        )}
      </div>
    );
  }
  return <PrintRecipe recipe={query.data} />;
}

function PrintRecipe({ recipe }: { recipe: TRecipe }) {
  const { t } = useTranslation('kitchen');
  const { t: tr } = useTranslation('recipes');
  const units = useRecipeUnits(recipe);
  const auto = new URLSearchParams(useSearch()).get('auto') === '1';
  useEffect(() => {
    if (!auto) return;
    // After the image had a moment to load; printing is the reason the page was opened.
    const id = window.setTimeout(() => window.print(), 400);
    return () => window.clearTimeout(id);
  }, [auto]);

  return (
    <main className="print-recipe mx-auto flex max-w-[210mm] flex-col gap-4 bg-white p-6 text-black">
      <div data-page-header className="flex gap-2 print:hidden">
        <Button variant="ghost" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden="true" />
          {t('print.back')}
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('print.label')}
        </Button>
      </div>
      <header className="print-recipe-header flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-3xl font-bold">{recipe.title}</h1>
          {recipe.description ? <p className="mt-1 text-sm">{recipe.description}</p> : null}
          <p className="mt-1 text-sm">
            {[
              t('print.servings', { count: units.servings }),
              recipe.prepTime + recipe.cookTime > 0
                ? t('print.minutes', { count: recipe.prepTime + recipe.cookTime })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {recipe.imageUrl ? (
          <RecipeImage
            src={recipe.imageUrl}
            alt={tr('image.alt', { title: recipe.title })}
            priority
            sizes="160px"
            className="print-recipe-image size-32 shrink-0 rounded-md"
          />
        ) : null}
      </header>
      <section aria-labelledby="print-ingredients">
        <h2 id="print-ingredients" className="mb-1 text-lg font-semibold">
          {t('print.ingredients')}
        </h2>
        <ul className="print-recipe-ingredients columns-2 gap-8 text-sm">
          {units.ingredients.map((ingredient, i) => (
            <li key={i} className="break-inside-avoid py-0.5">
              {ingredient.amount ? <strong>{ingredient.amount} </strong> : null}
              {ingredient.name}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="print-steps">
        <h2 id="print-steps" className="mb-1 text-lg font-semibold">
          {t('print.steps')}
        </h2>
        <ol className="list-decimal space-y-1.5 pl-6 text-sm leading-snug">
          {units.instructions.map((step, i) => (
            <li key={i} className="break-inside-avoid">
              <InlineMarkup text={step} />
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
