import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ChefHat, Heart, Loader2, LogIn, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { getErrorStatus } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.ts';
import { loginUrl, useCurrentPathAndQuery } from '../../lib/navigation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  DifficultyBadge,
  RecipeImage,
  RecipeIngredients,
  RecipeInstructions,
  RecipeNutritionPanel,
  RecipeSourceLink,
  RecipeTags,
  RecipeTimes,
  RecipeTips,
  RecipeUnitsToolbar,
  SlotList,
  publicRecipeUrl,
  readPendingRecipe,
  usePublicRecipeSections,
  usePublicRecipe,
  useRecipeUnits,
  type TPublicRecipe,
} from '../../entities/recipe/reader.ts';
import { CookingModeSwitch } from './components/cooking-mode-switch.tsx';
import { NotFoundView } from './components/not-found-view.tsx';
import { ShareButtons } from './components/share-buttons.tsx';
import { useSavePublicRecipe } from './hooks/use-save-public-recipe.ts';

/**
 * The public recipe page (spec section 2) at /public/recipe/:id, /public/recipes/:id and
 * /recipes/:id: readable signed out, with save to favourites (or log in to save), share, copy
 * link, cooking mode and a way to the generator.
 */
export default function PublicRecipePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation('public-recipe');
  const query = usePublicRecipe(id);
  useDocumentTitle(query.data?.title ?? t('title'));

  if (query.isPending) {
    return (
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground">
        <Loader2 className="size-8 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
        <p className="font-medium">{t('loading')}</p>
      </div>
    );
  }
  if (query.isError) {
    if (getErrorStatus(query.error) === 404) return <NotPublic id={id} />;
    return (
      <NotFoundView
        title={t('loadFailed.title')}
        description={t('loadFailed.description')}
        actions={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('loadFailed.retry')}
          </Button>
        }
      />
    );
  }
  return <PublicRecipe recipe={query.data} />;
}

const ViewerRecipe = lazy(() => import('./components/viewer-recipe.tsx'));

/**
 * Not a public recipe: a signed-in person may still own it (or share a household with it), so it
 * opens for them in the app; a visitor is asked to sign in and comes back here.
 */
function NotPublic({ id }: { id: string }) {
  const { t } = useTranslation('public-recipe');
  const { user, isLoading } = useAuth();
  const returnTo = useCurrentPathAndQuery();
  if (isLoading) return null;
  if (user)
    return (
      <Suspense fallback={null}>
        <ViewerRecipe id={id} />
      </Suspense>
    );
  // A visitor cannot be told whether the recipe is missing or private (the server says neither).
  return (
    <NotFoundView
      hint={t('private.hint')}
      actions={
        <Button asChild>
          <a href={loginUrl(returnTo)}>
            <LogIn aria-hidden="true" />
            {t('private.signIn')}
          </a>
        </Button>
      }
    />
  );
}

function PublicRecipe({ recipe }: { recipe: TPublicRecipe }) {
  const { t } = useTranslation('public-recipe');
  const { t: tr } = useTranslation('recipes');
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const publicSections = usePublicRecipeSections();
  const { save, isSaving, isSignedIn, authPending } = useSavePublicRecipe(recipe.id);
  const url = publicRecipeUrl(recipe.id);
  const units = useRecipeUnits(recipe);

  // Back from signing in to save this recipe: the home page saves it (spec section 4).
  useEffect(() => {
    if (user && readPendingRecipe() === recipe.id) navigate('/', { replace: true });
  }, [user, recipe.id, navigate]);

  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8">
      <p
        role="note"
        className="flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
      >
        <Share2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>{t('notice.title')}.</strong>{' '}
          {recipe.authorName ? t('notice.byAuthor', { name: recipe.authorName }) : t('notice.anonymous')}
        </span>
      </p>

      <header className="flex flex-col gap-5">
        <RecipeImage
          src={recipe.imageUrl}
          alt={tr('image.alt', { title: recipe.title })}
          priority
          className="aspect-[16/9] w-full rounded-[var(--radius-card)] border"
        />
        <div className="flex flex-col gap-3">
          <DifficultyBadge difficulty={recipe.difficulty} />
          <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">{recipe.title}</h1>
          {recipe.description ? (
            <p className="text-lg leading-relaxed text-muted-foreground">{recipe.description}</p>
          ) : null}
          <RecipeSourceLink sourceUrl={recipe.sourceUrl} />
        </div>
        <RecipeTimes recipe={{ ...recipe, servings: units.servings }} />
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button size="lg" onClick={save} disabled={isSaving || authPending}>
          {isSaving ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : isSignedIn ? (
            <Heart aria-hidden="true" />
          ) : (
            <LogIn aria-hidden="true" />
          )}
          {isSaving ? t('saving') : isSignedIn ? t('save') : t('loginToSave')}
        </Button>
        <div className="flex gap-2">
          <ShareButtons title={recipe.title} url={url} />
        </div>
      </div>

      <CookingModeSwitch />
      <RecipeUnitsToolbar units={units} />

      <div className="grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <RecipeIngredients ingredients={units.ingredients} headingLevel={2} />
        <RecipeInstructions instructions={units.instructions} headingLevel={2} />
      </div>
      <RecipeNutritionPanel recipe={recipe} servings={units.servings} headingLevel={2} />
      <RecipeTips tips={units.tips} headingLevel={2} />
      <RecipeTags tags={recipe.tags} />

      <SlotList slots={publicSections} props={{ recipe, isSignedIn }} />

      <aside className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] bg-gradient-to-br from-brand-50 to-secondary px-6 py-10 text-center">
        <h2 className="font-display text-2xl font-semibold">{t('generatorCta.title')}</h2>
        <p className="max-w-lg text-muted-foreground">{t('generatorCta.description')}</p>
        <Button asChild size="lg">
          <Link href="/">
            <ChefHat aria-hidden="true" />
            {t('tryGenerator')}
          </Link>
        </Button>
      </aside>
    </article>
  );
}
