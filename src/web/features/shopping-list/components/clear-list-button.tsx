import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
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
import { useClearShoppingList } from '../../../entities/shopping-list/index.ts';

/** Clear list (spec section 5): only with items, and only once the cook confirms. */
export function ClearListButton({ count }: { count: number }) {
  const { t } = useTranslation('shopping-list');
  const clear = useClearShoppingList();
  const run = () => {
    if (count === 0) return;
    clear.mutate(undefined, {
      onSuccess: () => toast({ title: t('toasts.cleared'), description: t('toasts.clearedDescription') }),
      onError: () =>
        toast({ title: t('toasts.errorTitle'), description: t('toasts.clearFailed'), variant: 'destructive' }),
    });
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          className="text-destructive hover:text-destructive"
          disabled={count === 0 || clear.isPending}
        >
          <Trash2 aria-hidden="true" />
          {t('actions.clear')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('clear.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('clear.description', { count })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('clear.cancel')}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={run}>
            {t('clear.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
