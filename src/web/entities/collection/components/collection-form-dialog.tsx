import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTION_COLORS } from '../../../../shared/constants.ts';
import type { TCollection } from '../../../../shared/schemas/collection.ts';
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
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useCreateCollection } from '../api/create-collection.ts';
import { useUpdateCollection } from '../api/update-collection.ts';
import { isValidCollectionName } from '../model/collection-rules.ts';
import {
  isCollectionColor,
  isCollectionIcon,
  type TCollectionColor,
  type TCollectionIcon,
} from '../model/collection-style.ts';
import { ColorPicker, IconPicker } from './collection-appearance-pickers.tsx';

export const COLLECTION_NAME_MAX = 100;
export const COLLECTION_DESCRIPTION_MAX = 500;

function CollectionForm({
  collection,
  onDone,
  onCancel,
}: {
  collection?: TCollection;
  onDone: (saved: TCollection) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('collections');
  const ids = { name: useId(), nameError: useId(), description: useId(), color: useId(), icon: useId() };
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(collection?.name ?? '');
  const [description, setDescription] = useState(collection?.description ?? '');
  const [color, setColor] = useState<TCollectionColor>(
    isCollectionColor(collection?.color) ? collection.color : COLLECTION_COLORS[0],
  );
  const [icon, setIcon] = useState<TCollectionIcon>(
    isCollectionIcon(collection?.icon) ? collection.icon : 'FolderOpen',
  );
  const [nameInvalid, setNameInvalid] = useState(false);
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const pending = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!isValidCollectionName(name)) {
      setNameInvalid(true);
      toast({
        variant: 'destructive',
        title: t('validation.nameRequiredTitle'),
        description: t('validation.nameRequired'),
      });
      nameRef.current?.focus();
      return;
    }
    const fields = { name: name.trim(), description: description.trim() || null, color, icon };
    if (collection) update.mutate({ id: collection.id, changes: fields }, { onSuccess: onDone });
    else create.mutate(fields, { onSuccess: onDone });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>
          {t('form.name')}
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </Label>
        <Input
          ref={nameRef}
          id={ids.name}
          value={name}
          maxLength={COLLECTION_NAME_MAX}
          autoComplete="off"
          placeholder={t('form.namePlaceholder')}
          aria-required="true"
          aria-invalid={nameInvalid || undefined}
          aria-describedby={nameInvalid ? ids.nameError : undefined}
          onChange={(e) => {
            setName(e.target.value);
            if (nameInvalid && isValidCollectionName(e.target.value)) setNameInvalid(false);
          }}
        />
        {nameInvalid ? (
          <p id={ids.nameError} className="text-sm text-destructive">
            {t('validation.nameRequired')}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.description}>{t('form.description')}</Label>
        <Textarea
          id={ids.description}
          value={description}
          rows={2}
          maxLength={COLLECTION_DESCRIPTION_MAX}
          placeholder={t('form.descriptionPlaceholder')}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <span id={ids.color} className="text-sm leading-none font-medium">
          {t('form.color')}
        </span>
        <ColorPicker value={color} onChange={setColor} labelledBy={ids.color} />
      </div>
      <div className="grid gap-2">
        <span id={ids.icon} className="text-sm leading-none font-medium">
          {t('form.icon')}
        </span>
        <IconPicker value={icon} color={color} onChange={setIcon} labelledBy={ids.icon} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('actions.saving') : collection ? t('actions.saveChanges') : t('actions.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Create a collection, or edit one when `collection` is given: name (required, marked with an
 * asterisk), description, one of 8 colours (default the first) and one of 8 icons.
 * The form starts afresh each time the dialog opens.
 */
export function CollectionFormDialog({
  open,
  onOpenChange,
  collection,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collection?: TCollection;
  onSaved?: (saved: TCollection) => void;
}) {
  const { t } = useTranslation('collections');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogHeader>
          <DialogTitle>{collection ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
          <DialogDescription>{collection ? t('form.editDescription') : t('form.createDescription')}</DialogDescription>
        </DialogHeader>
        <CollectionForm
          collection={collection}
          onCancel={() => onOpenChange(false)}
          onDone={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
