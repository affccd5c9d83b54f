import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, ShoppingCart } from 'lucide-react';
import type { TRecipe } from '../../../../shared/schemas/recipe.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useRecipe } from '../../recipe/api/get-recipe.ts';
import { useAddShoppingItems } from '../api/add-shopping-items.ts';
import { isAlreadyHave, parseAlreadyHave } from '../model/already-have.ts';
import { shopFood } from '../../../../shared/shopping/food-identity.ts';

/** A recipe with its ingredients, or a list card (id and title): the picker then reads the detail. */
export type PickerRecipe = Pick<TRecipe, 'id' | 'title'> & Partial<Pick<TRecipe, 'ingredients' | 'language'>>;

export interface IngredientPickerDialogProps {
  recipe: PickerRecipe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The shopping-list ingredient picker (spec section 2, "Other surfaces"): the recipe's ingredients
 * with checkboxes, the ones the cook says they already have left unchecked, one list item per
 * ingredient kept.
 */
export function IngredientPickerDialog({ recipe, open, onOpenChange }: IngredientPickerDialogProps) {
  const { t } = useTranslation('shopping-list');
  const { t: tc } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('actions.close')} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('picker.title')}</DialogTitle>
          <DialogDescription>{t('picker.description', { title: recipe.title })}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the recipe's full list. */}
        {open ? <PickerBody recipe={recipe} close={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Cards carry no ingredients (lists are lean): the picker reads the recipe's detail first. */
function PickerBody({ recipe, close }: { recipe: PickerRecipe; close: () => void }) {
  const { t } = useTranslation('shopping-list');
  const { t: tr } = useTranslation('recipes');
  const detail = useRecipe(recipe.id, { enabled: recipe.ingredients === undefined });
  const ingredients = recipe.ingredients ?? detail.data?.ingredients;
  const language = recipe.language ?? detail.data?.language;
  if (ingredients)
    return <PickerForm recipe={{ id: recipe.id, title: recipe.title, ingredients, language }} close={close} />;
  if (detail.isError) {
    return (
      <>
        <p role="alert" className="text-sm">
          {tr('detail.loadFailed')}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => void detail.refetch()}>
            {tr('list.retry')}
          </Button>
          <Button variant="outline" onClick={close}>
            {t('picker.cancel')}
          </Button>
        </DialogFooter>
      </>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {tr('detail.loading')}
    </p>
  );
}

function PickerForm({
  recipe,
  close,
}: {
  recipe: Pick<TRecipe, 'id' | 'title' | 'ingredients'> & Partial<Pick<TRecipe, 'language'>>;
  close: () => void;
}) {
  const { t } = useTranslation('shopping-list');
  const haveId = useId();
  const hintId = useId();
  const listId = useId();
  const [haveText, setHaveText] = useState('');
  // What the cook ticked or unticked by hand; everything else follows the "already have" list.
  const [manual, setManual] = useState<ReadonlyMap<number, boolean>>(new Map());
  const add = useAddShoppingItems();

  const ingredients = useMemo(
    () => recipe.ingredients.map((ing, index) => ({ ...ing, index })).filter((ing) => ing.name.trim() !== ''),
    [recipe.ingredients],
  );
  const haveKeys = useMemo(() => parseAlreadyHave(haveText), [haveText]);
  const nameLang = recipe.language === 'pt-BR' ? 'pt' : 'en';
  const rows = ingredients.map((ing) => {
    const have = isAlreadyHave(ing.name, haveKeys);
    // Tap water is never bought: unticked unless the cook ticks it.
    const water = shopFood(ing.name, nameLang).water;
    return { ...ing, have, water, checked: manual.get(ing.index) ?? !(have || water) };
  });
  const selected = rows.filter((row) => row.checked);

  const setAll = (checked: boolean) => setManual(new Map(rows.map((row) => [row.index, checked])));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (selected.length === 0 || add.isPending) return;
    add.mutate(
      selected.map((row) => ({
        name: row.name.trim(),
        amount: row.amount.trim(),
        recipeTitle: recipe.title,
        recipeId: recipe.id,
      })),
      {
        onSuccess: (items) => {
          const merged = items.filter((item) => item.merged).length;
          const description = [
            t('toasts.added', { count: items.length }),
            merged > 0 ? t('toasts.merged', { count: merged }) : '',
          ]
            .filter(Boolean)
            .join(' ');
          toast({ title: t('toasts.success'), description });
          close();
        },
        onError: () => {
          toast({ title: t('toasts.errorTitle'), description: t('toasts.addFailed'), variant: 'destructive' });
        },
      },
    );
  }

  if (ingredients.length === 0) {
    return (
      <>
        <p role="status" className="text-sm text-muted-foreground">
          {t('picker.noIngredients')}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {t('picker.cancel')}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={add.isPending || undefined}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={haveId}>{t('picker.have')}</Label>
        <Input
          id={haveId}
          value={haveText}
          onChange={(e) => {
            setHaveText(e.target.value);
            // A new list decides again; earlier hand-picked choices would hide what it matches.
            setManual(new Map());
          }}
          placeholder={t('picker.havePlaceholder')}
          aria-describedby={hintId}
          autoComplete="off"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('picker.haveHint')}
        </p>
      </div>

      <div role="group" aria-labelledby={listId} className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={listId} className="text-sm font-medium">
            {t('picker.ingredients')}
          </p>
          <div className="flex gap-1">
            <Button type="button" variant="ghost" size="sm" onClick={() => setAll(true)}>
              {t('picker.selectAll')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setAll(false)}>
              {t('picker.selectNone')}
            </Button>
          </div>
        </div>
        <ul aria-labelledby={listId} className="max-h-[45dvh] divide-y overflow-y-auto rounded-lg border">
          {rows.map((row) => {
            const id = `${listId}-${row.index}`;
            return (
              <li key={row.index} className="flex items-center gap-3 px-3 py-2.5">
                <Checkbox
                  id={id}
                  checked={row.checked}
                  onCheckedChange={(value) => setManual((prev) => new Map(prev).set(row.index, value === true))}
                />
                <Label
                  htmlFor={id}
                  className="flex min-w-0 flex-1 cursor-pointer flex-wrap items-baseline gap-x-2 gap-y-1 leading-snug font-normal"
                >
                  {row.amount ? <span className="font-semibold">{row.amount}</span> : null}
                  {row.amount ? ' ' : null}
                  <span className="break-words">{row.name}</span>
                </Label>
                {row.have ? (
                  <Badge variant="secondary" className="shrink-0">
                    {t('picker.alreadyHave')}
                  </Badge>
                ) : row.water ? (
                  <Badge variant="secondary" className="shrink-0">
                    {t('picker.water')}
                  </Badge>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={close}>
          {t('picker.cancel')}
        </Button>
        <Button type="submit" disabled={selected.length === 0 || add.isPending}>
          {add.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : (
            <ShoppingCart aria-hidden="true" />
          )}
          {add.isPending ? t('picker.adding') : t('picker.submit', { count: selected.length })}
        </Button>
      </DialogFooter>
    </form>
  );
}
