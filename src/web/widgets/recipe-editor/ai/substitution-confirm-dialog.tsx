import { Loader2, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TSubstitute } from '../../../../shared/schemas/chef.ts';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';

export type SubstitutionChoice = 'keep' | 'adjust';

export interface SubstitutionConfirmDialogProps {
  open: boolean;
  oldIngredient: string;
  substitute: TSubstitute | null;
  /** The amount the substitute is used in. */
  amount: string;
  adjusting: boolean;
  onChoose: (choice: SubstitutionChoice) => void;
  /** Back to the list of substitutes (Escape does the same, except while adjusting). */
  onBack: () => void;
}

/**
 * 'Use this' (spec section 4): keep the instructions as they are, or adjust them to the new
 * ingredient, with a pending state while the steps are being rewritten.
 */
export function SubstitutionConfirmDialog({
  open,
  oldIngredient,
  substitute,
  amount,
  adjusting,
  onChoose,
  onBack,
}: SubstitutionConfirmDialogProps) {
  const { t } = useTranslation('chef-tools');
  const name = substitute?.name ?? '';
  const text = [amount, name].filter((part) => part.trim() !== '').join(' ');
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !adjusting) onBack();
      }}
    >
      <AlertDialogContent
        onEscapeKeyDown={(event) => {
          if (adjusting) event.preventDefault();
        }}
        // Focus stays in the flow: the popover takes it back, or the editor's row button.
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t('substitutions.confirmTitle', { name, old: oldIngredient })}</AlertDialogTitle>
          <AlertDialogDescription>{t('substitutions.confirmDescription', { text })}</AlertDialogDescription>
        </AlertDialogHeader>
        {substitute?.notes.trim() ? (
          <p className="rounded-lg bg-muted/50 px-3 py-2 text-sm">{substitute.notes}</p>
        ) : null}
        <AlertDialogFooter className="sm:flex-wrap">
          <Button variant="ghost" onClick={onBack} disabled={adjusting}>
            {t('substitutions.back')}
          </Button>
          <Button variant="outline" onClick={() => onChoose('keep')} disabled={adjusting}>
            {t('substitutions.keep')}
          </Button>
          {/* aria-disabled, not disabled: the pressed button keeps focus while the steps are rewritten. */}
          <Button
            onClick={() => {
              if (!adjusting) onChoose('adjust');
            }}
            aria-disabled={adjusting || undefined}
            aria-busy={adjusting || undefined}
          >
            {adjusting ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Wand2 aria-hidden="true" />
            )}
            {adjusting ? t('substitutions.adjusting') : t('substitutions.adjust')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
