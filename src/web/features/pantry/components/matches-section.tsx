import { ChefHat, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { usePantryMatches, type TPantryMatch } from '../../../entities/pantry/index.ts';
import { useAddShoppingItems } from '../../../entities/shopping-list/index.ts';

function MatchRow({ match }: { match: TPantryMatch }) {
  const { t } = useTranslation('pantry');
  const add = useAddShoppingItems();
  const addMissing = () =>
    add.mutate(
      match.missing.map((m) => ({
        name: m.name,
        amount: m.amount,
        recipeTitle: match.recipe.title,
        recipeId: match.recipe.id,
      })),
      {
        onSuccess: (items) => toast({ title: t('matches.addedMissing', { count: items.length }) }),
        onError: () => toast({ title: t('matches.addFailed'), variant: 'destructive' }),
      },
    );
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="pantry-match">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{match.recipe.title}</p>
        <p className="text-sm text-muted-foreground">
          {match.missing.length === 0
            ? t('matches.haveAll')
            : t('matches.missing', { count: match.missing.length, names: match.missing.map((m) => m.name).join(', ') })}
        </p>
        <p className="text-xs text-muted-foreground">
          {t('matches.uses', { count: match.total, have: match.have.length })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {match.missing.length > 0 ? (
          <Button variant="outline" size="sm" onClick={addMissing} disabled={add.isPending}>
            <ShoppingCart aria-hidden="true" />
            {t('matches.addMissing')}
          </Button>
        ) : null}
        <Button asChild size="sm">
          <Link href={`/cook/${match.recipe.id}`}>
            <ChefHat aria-hidden="true" />
            {t('matches.cook')}
          </Link>
        </Button>
      </div>
    </li>
  );
}

/** "What can I make?": the user's recipes that use what the pantry holds, fewest missing first. */
export function MatchesSection({ pantryEmpty }: { pantryEmpty: boolean }) {
  const { t } = useTranslation('pantry');
  const matches = usePantryMatches();
  return (
    <section aria-labelledby="pantry-matches-heading" className="flex flex-col gap-2">
      <h2 id="pantry-matches-heading" className="font-display text-xl font-semibold">
        {t('matches.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('matches.intro')}</p>
      {matches.isPending ? (
        <Skeleton role="status" aria-label={t('matches.loading')} className="h-32 rounded-[var(--radius-card)]" />
      ) : matches.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : matches.data.length === 0 ? (
        <p className="text-muted-foreground">{pantryEmpty ? t('matches.emptyPantry') : t('matches.noneUse')}</p>
      ) : (
        <ul className="divide-y rounded-[var(--radius-card)] border bg-card px-4">
          {matches.data.map((m) => (
            <MatchRow key={m.recipe.id} match={m} />
          ))}
        </ul>
      )}
    </section>
  );
}
