import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AlertTriangle, ArrowRightLeft, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { doubleAmount, isValidAmount } from '../../../../shared/amounts/index.ts';
import { suggestAmounts, suggestIngredients } from '../../../../shared/suggestions/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { useEditorLanguage } from '../hooks/use-editor-language.ts';
import { useSettledValue } from '../hooks/use-settled-value.ts';
import { EMPTY_INGREDIENT, type EditorMessageKey, type EditorValues } from '../model/editor-form.ts';
import { DragHandle, SortableList, useSortableRow } from './sortable-list.tsx';
import { SuggestionInput } from './suggestion-input.tsx';

/** How long typing must pause before the amount warning appears (it hides at once when fixed). */
const WARNING_SETTLE_MS = 400;

export interface IngredientListEditorProps {
  /**
   * Opens the substitution flow for a row (the chef's popover, anchored on `trigger`). Each row
   * shows its "find substitutes" button only when this is given; it is disabled while the name is
   * blank (spec section 5).
   */
  onFindSubstitutes?: (index: number, trigger: HTMLButtonElement) => void;
}

/**
 * The ingredient list editor (spec sections 2, 5 and 9): rows of amount + name inside a
 * react-hook-form (values under `ingredients`), added and removed, reordered by drag or keyboard,
 * with name and amount suggestions, the amount check, "double amount" and "find substitutes".
 */
export function IngredientListEditor({ onFindSubstitutes }: IngredientListEditorProps) {
  const { t } = useTranslation('editor');
  const { control, getValues, setFocus, formState } = useFormContext<EditorValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'ingredients' });
  const addRef = useRef<HTMLButtonElement>(null);
  // After a removal, focus goes to the row before (or the add button): never lost to <body>.
  const focusAfterRemove = useRef<number | null>(null);
  const errorId = useId();

  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    if (fields.length === 0) addRef.current?.focus();
    else setFocus(`ingredients.${Math.min(target, fields.length - 1)}.name`);
  }, [fields.length, setFocus]);

  const itemLabel = useCallback(
    (index: number) => getValues(`ingredients.${index}.name`)?.trim() || t('ingredients.item', { position: index + 1 }),
    [getValues, t],
  );

  const listError = formState.errors.ingredients?.root?.message ?? formState.errors.ingredients?.message;

  return (
    <div className="flex flex-col gap-3">
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('ingredients.empty')}</p> : null}
      {fields.length > 0 ? (
        // Column titles for sighted users on wider screens; each field carries its own label.
        <div
          aria-hidden="true"
          className="hidden gap-1.5 pl-[3.25rem] text-xs font-medium text-muted-foreground sm:flex"
        >
          <span className="w-36 shrink-0">{t('ingredients.amount')}</span>
          <span>{t('ingredients.name')}</span>
        </div>
      ) : null}
      <SortableList ids={fields.map((f) => f.id)} onMove={move} itemLabel={itemLabel}>
        <ol className="flex flex-col gap-2" aria-describedby={listError ? errorId : undefined}>
          {fields.map((field, index) => (
            <IngredientRow
              key={field.id}
              id={field.id}
              index={index}
              onRemove={() => {
                focusAfterRemove.current = Math.max(index - 1, 0);
                remove(index);
              }}
              onFindSubstitutes={onFindSubstitutes}
            />
          ))}
        </ol>
      </SortableList>
      {listError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {t(`validation.${listError as EditorMessageKey}`)}
        </p>
      ) : null}
      <Button
        ref={addRef}
        variant="outline"
        className="self-start"
        onClick={() => append({ ...EMPTY_INGREDIENT }, { focusName: `ingredients.${fields.length}.amount` })}
      >
        <Plus aria-hidden="true" />
        {t('ingredients.add')}
      </Button>
    </div>
  );
}

interface IngredientRowProps {
  id: string;
  index: number;
  onRemove: () => void;
  onFindSubstitutes?: (index: number, trigger: HTMLButtonElement) => void;
}

function IngredientRow({ id, index, onRemove, onFindSubstitutes }: IngredientRowProps) {
  const { t } = useTranslation('editor');
  const lang = useEditorLanguage();
  const { register, control, setValue, setFocus, formState } = useFormContext<EditorValues>();
  const name = useWatch({ control, name: `ingredients.${index}.name` }) ?? '';
  const amount = useWatch({ control, name: `ingredients.${index}.amount` }) ?? '';
  const [amountFocused, setAmountFocused] = useState(false);
  // Doubling changes a field the cook is not in: say what it became.
  const [announcement, setAnnouncement] = useState('');
  const settledAmount = useSettledValue(amount, WARNING_SETTLE_MS, amountFocused);
  const { rowProps, handleProps, isDragging } = useSortableRow(id);
  const warningId = useId();
  const errorId = useId();
  const position = index + 1;

  const amountField = register(`ingredients.${index}.amount`);
  const nameField = register(`ingredients.${index}.name`);
  const setField = (field: 'name' | 'amount', value: string) =>
    setValue(`ingredients.${index}.${field}`, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const showWarning = !isValidAmount(amount) && !isValidAmount(settledAmount);
  const doubled = doubleAmount(amount);
  const nameError = formState.errors.ingredients?.[index]?.name?.message as EditorMessageKey | undefined;
  const nameSuggestions = suggestIngredients(name, lang).filter((s) => s !== name.trim());
  const amountSuggestions = suggestAmounts(name, amount, lang).filter((s) => s !== amount.trim());
  const describedBy = [showWarning ? warningId : null].filter(Boolean).join(' ') || undefined;

  return (
    <li
      ref={rowProps.ref}
      style={rowProps.style}
      className={cn(
        // Phones: handle | amount + name, then the row's buttons on a line of their own.
        // From sm: handle | amount + name | buttons on one line.
        'grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-1.5 gap-y-1 rounded-xl border bg-card p-2 transition-shadow sm:grid-cols-[auto_minmax(0,1fr)_auto]',
        isDragging && 'shadow-lg ring-2 ring-ring',
      )}
    >
      <DragHandle label={t('ingredients.dragHandle', { position })} {...handleProps} />
      <div className="flex min-w-0 gap-1.5">
        <SuggestionInput
          {...amountField}
          aria-label={t('ingredients.amountLabel', { position })}
          aria-describedby={describedBy}
          placeholder={t('ingredients.amountPlaceholder')}
          listLabel={t('suggestions.label')}
          suggestions={amountSuggestions}
          openOnFocus={amount.trim() === ''}
          onPick={(value) => setField('amount', value)}
          onFocus={() => setAmountFocused(true)}
          onBlur={(event) => {
            setAmountFocused(false);
            void amountField.onBlur(event);
          }}
          wrapperClassName="w-28 shrink-0 sm:w-36"
          className={cn(
            showWarning && 'border-amber-500 focus-visible:border-amber-600 focus-visible:outline-amber-500',
          )}
        />
        <SuggestionInput
          {...nameField}
          aria-label={t('ingredients.nameLabel', { position })}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? errorId : undefined}
          placeholder={t('ingredients.namePlaceholder')}
          listLabel={t('suggestions.label')}
          suggestions={nameSuggestions}
          onPick={(value) => {
            setField('name', value);
            if (amount.trim() === '') setFocus(`ingredients.${index}.amount`);
          }}
          wrapperClassName="min-w-0 flex-1"
        />
      </div>
      <div className="col-start-2 flex items-center justify-end gap-0.5 sm:col-start-3 sm:row-start-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('ingredients.double', { position })}
          title={t('ingredients.double', { position })}
          disabled={doubled === null}
          onClick={() => {
            if (doubled === null) return;
            setField('amount', doubled);
            setAnnouncement(t('ingredients.doubled', { amount: doubled }));
          }}
          className="size-9 font-bold sm:size-10"
        >
          <span aria-hidden="true">×2</span>
        </Button>
        {onFindSubstitutes ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('ingredients.findSubstitutes', { position })}
            title={t('ingredients.findSubstitutes', { position })}
            disabled={name.trim() === ''}
            onClick={(event) => onFindSubstitutes(index, event.currentTarget)}
            className="size-9 sm:size-10"
          >
            <ArrowRightLeft aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('ingredients.remove', { position })}
          title={t('ingredients.remove', { position })}
          onClick={onRemove}
          className="size-9 text-muted-foreground hover:text-destructive sm:size-10"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {showWarning ? (
        <p id={warningId} className="col-start-2 flex items-start gap-1.5 text-sm text-amber-800 sm:col-span-2">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          {t('ingredients.validationError')}
        </p>
      ) : null}
      {nameError ? (
        <p id={errorId} className="col-start-2 text-sm font-medium text-destructive sm:col-span-2">
          {t(`validation.${nameError}`)}
        </p>
      ) : null}
    </li>
  );
}
