import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
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
import { useFocusReturn } from '../../../components/ui/use-focus-return.ts';

export interface SaveAsCopyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The title the field starts with ('<title> - Copy' while the title is unchanged). */
  defaultTitle: string;
  pending: boolean;
  onConfirm: (title: string) => void;
}

/** Asks for the copy's title (spec section 5, "Copy title": non-empty). */
export function SaveAsCopyDialog({ open, onOpenChange, defaultTitle, pending, onConfirm }: SaveAsCopyDialogProps) {
  const { t: tc } = useTranslation();
  const focusReturn = useFocusReturn();
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        closeLabel={tc('actions.close')}
        onOpenAutoFocus={focusReturn.remember}
        onCloseAutoFocus={focusReturn.restore}
      >
        {/* Mounted per opening, so the field starts from the current default every time. */}
        {open ? (
          <CopyForm
            defaultTitle={defaultTitle}
            pending={pending}
            onConfirm={onConfirm}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CopyForm({
  defaultTitle,
  pending,
  onConfirm,
  onCancel,
}: {
  defaultTitle: string;
  pending: boolean;
  onConfirm: (title: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('editor');
  const [title, setTitle] = useState(defaultTitle);
  const [showError, setShowError] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const invalid = title.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (invalid) {
      setShowError(true);
      return;
    }
    onConfirm(title.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('copy.title')}</DialogTitle>
        <DialogDescription>{t('copy.description')}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>{t('copy.label')}</Label>
        <Input
          id={inputId}
          value={title}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            setTitle(event.target.value);
            setShowError(false);
          }}
          aria-invalid={showError && invalid ? true : undefined}
          aria-describedby={showError && invalid ? errorId : undefined}
        />
        {showError && invalid ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {t('copy.required')}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('copy.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {pending ? t('copy.creating') : t('copy.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
