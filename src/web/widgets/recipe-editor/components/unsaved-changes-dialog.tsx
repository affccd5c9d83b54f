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
} from '../../../components/ui/alert-dialog.tsx';
import { useFocusReturn } from '../../../components/ui/use-focus-return.ts';

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** Back to the editor, changes kept (also Escape and the cancel button). */
  onKeepEditing: () => void;
  /** Close the editor and drop the changes. */
  onDiscard: () => void;
}

/** Spec section 4, "Edit modal": closing with changes asks to keep editing or discard. */
export function UnsavedChangesDialog({ open, onKeepEditing, onDiscard }: UnsavedChangesDialogProps) {
  const { t } = useTranslation('editor');
  const focusReturn = useFocusReturn();
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onKeepEditing())}>
      <AlertDialogContent onOpenAutoFocus={focusReturn.remember} onCloseAutoFocus={focusReturn.restore}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('guard.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('guard.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {/* Cancel gets the initial focus: the safe choice is the default one. */}
          <AlertDialogCancel>{t('guard.keep')}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={onDiscard}>
            {t('guard.discard')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
