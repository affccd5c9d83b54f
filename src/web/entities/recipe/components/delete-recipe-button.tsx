import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useDeleteRecipe } from '../api/delete-recipe.ts';
import type { TRecipe } from '../api/types.ts';

/** Delete, after a confirmation that says it cannot be undone. `onDeleted` runs after success. */
export function DeleteRecipeButton({
  recipe,
  onDeleted,
}: {
  recipe: Pick<TRecipe, 'id' | 'title'>;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('recipes');
  const remove = useDeleteRecipe();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-red-50 hover:text-destructive"
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" />
          {t('delete.button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('delete.description', { title: recipe.title })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            destructive
            onClick={() =>
              remove.mutate(recipe.id, {
                onSuccess: () => {
                  toast({ title: t('delete.done'), description: t('delete.doneDescription', { title: recipe.title }) });
                  onDeleted?.();
                },
              })
            }
          >
            {t('delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
