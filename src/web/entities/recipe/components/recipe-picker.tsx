import { Fragment, useId, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { ErrorRetry } from '../../../components/ui/error-retry.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { cn } from '../../../lib/utils.ts';
import type { TRecipeCard } from '../api/types.ts';
import { RECIPE_PICKER_PAGE_SIZE, useRecipeSearch } from '../hooks/use-recipe-search.ts';

/** The picker's words, in the using screen's own namespace. */
export interface RecipePickerTexts {
  searchLabel: string;
  searchPlaceholder: string;
  loading: string;
  failed: string;
  retry: string;
  /** The user has no recipes at all. */
  noRecipes: string;
  /** A search found nothing. */
  noMatches: string;
  /** Under a list cut at the page size. */
  more: (shown: number, total: number) => string;
}

export interface RecipePickerProps {
  texts: RecipePickerTexts;
  /** One `<li>` per recipe: what the screen does with it (a button, a radio…). */
  renderRow: (recipe: TRecipeCard) => ReactNode;
  /**
   * With a legend the rows are one form field (a radio group): a fieldset in a bordered box.
   * Without, a plain list whose rows carry their own actions.
   */
  legend?: string;
  /** The list's accessible name, when no legend names it. */
  listLabel?: string;
  pageSize?: number;
}

/**
 * The user's recipes to pick from, searched on the server by title, tags or description: used by
 * the collection's "Add recipes" dialog and the meal planner's "Add meal" dialog.
 */
export function RecipePicker({
  texts,
  renderRow,
  legend,
  listLabel,
  pageSize = RECIPE_PICKER_PAGE_SIZE,
}: RecipePickerProps) {
  const searchId = useId();
  const { search, setSearch, q, recipes, list, total } = useRecipeSearch(pageSize);
  const busy = recipes.isFetching || undefined;
  const boxed = legend !== undefined;
  const pad = boxed ? 'p-3' : 'py-3';

  const results = recipes.isPending ? (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-muted-foreground', pad)}>
      <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      {texts.loading}
    </p>
  ) : recipes.isError ? (
    <ErrorRetry
      variant="inline"
      message={texts.failed}
      retryLabel={texts.retry}
      onRetry={() => void recipes.refetch()}
      className={pad}
    />
  ) : list.length === 0 ? (
    <p role="status" className={cn('text-sm text-muted-foreground', pad)}>
      {q ? texts.noMatches : texts.noRecipes}
    </p>
  ) : (
    <ul aria-label={listLabel} className="divide-y">
      {list.map((recipe) => (
        <Fragment key={recipe.id}>{renderRow(recipe)}</Fragment>
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={searchId} className="sr-only">
        {texts.searchLabel}
      </Label>
      <SearchInput
        id={searchId}
        autoFocus
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={texts.searchPlaceholder}
      />
      {boxed ? (
        <fieldset className="min-w-0" aria-busy={busy}>
          <legend className="mb-2 text-sm font-medium">{legend}</legend>
          <div className="max-h-[40dvh] min-h-24 overflow-y-auto rounded-lg border">{results}</div>
        </fieldset>
      ) : (
        <div className="max-h-[50dvh] min-h-24 overflow-y-auto" aria-busy={busy}>
          {results}
        </div>
      )}
      {total > list.length ? <p className="text-xs text-muted-foreground">{texts.more(list.length, total)}</p> : null}
    </div>
  );
}
