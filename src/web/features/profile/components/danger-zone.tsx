import { useState } from 'react';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useDeleteAccount } from '../../../entities/user/index.ts';
import { getErrorMessage, isUnauthorizedError } from '../../../lib/api.ts';
import { redirectToLoginAfterUnauthorized } from '../../../lib/auth.ts';
import { navigateTo } from '../../../lib/navigation.ts';

/** Spec section 9: after deleting the account the user goes to / after 2 s. */
export const ACCOUNT_DELETED_REDIRECT_MS = 2000;

/**
 * Account deletion behind a confirm dialog. On success: the 'Account deleted' toast, then a full
 * page load of / after 2 s, so nothing of the account stays in this page's memory.
 */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();

  const confirm = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        onDeleted();
        toast({ title: t('danger.deleted'), description: t('danger.deletedDescription') });
        setTimeout(() => navigateTo('/'), ACCOUNT_DELETED_REDIRECT_MS);
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          setOpen(false);
          redirectToLoginAfterUnauthorized();
          return;
        }
        toast({
          title: t('danger.deleteFailed'),
          description: getErrorMessage(error, t('danger.deleteFailed')),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card className="border-destructive/40 p-5 sm:p-6">
      <section aria-labelledby="profile-danger-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2
            id="profile-danger-heading"
            className="flex items-center gap-2 font-display text-xl font-semibold text-destructive"
          >
            <TriangleAlert className="size-5" aria-hidden="true" />
            {t('danger.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('danger.description')}</p>
        </div>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="destructive" className="w-full sm:w-fit">
              <Trash2 aria-hidden="true" />
              {t('danger.delete')}
            </Button>
          }
          title={t('danger.confirmTitle')}
          description={t('danger.confirmDescription')}
          cancelLabel={t('danger.cancel')}
          confirmLabel={t('danger.confirm')}
          pending={remove.isPending}
          pendingLabel={t('danger.deleting')}
          onConfirm={confirm}
        />
      </section>
    </Card>
  );
}
