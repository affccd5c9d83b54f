import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Eye, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { InlineMarkup } from '../../../entities/recipe/components/inline-markup.tsx';
import { EMPTY_STEP, type EditorMessageKey, type EditorValues } from '../model/editor-form.ts';
import { AutoGrowTextarea } from './auto-grow-textarea.tsx';
import { DragHandle, SortableList, useSortableRow } from './sortable-list.tsx';

/** The text with the selection wrapped in `marker` (Ctrl+B → **bold**, Ctrl+I → *italic*). */
export function wrapSelection(text: string, start: number, end: number, marker: string) {
  const next = text.slice(0, start) + marker + text.slice(start, end) + marker + text.slice(end);
  return { text: next, start: start + marker.length, end: end + marker.length };
}

/**
 * The instruction list editor (spec sections 2 and 9): numbered steps in a react-hook-form (values
 * under `instructions`), added, removed and reordered by drag or keyboard, each a textarea that
 * grows from 2 to 8 rows. **bold** and *italic* show in a live preview built from elements.
 */
export function InstructionListEditor() {
  const { t } = useTranslation('editor');
  const { control, setFocus, formState } = useFormContext<EditorValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'instructions' });
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  const errorId = useId();
  const hintId = useId();

  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    if (fields.length === 0) addRef.current?.focus();
    else setFocus(`instructions.${Math.min(target, fields.length - 1)}.text`);
  }, [fields.length, setFocus]);

  const itemLabel = useCallback((index: number) => t('instructions.item', { position: index + 1 }), [t]);
  const listError = formState.errors.instructions?.root?.message ?? formState.errors.instructions?.message;

  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('instructions.formattingHint')}
      </p>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('instructions.empty')}</p> : null}
      <SortableList ids={fields.map((f) => f.id)} onMove={move} itemLabel={itemLabel}>
        <ol className="flex flex-col gap-2">
          {fields.map((field, index) => (
            <StepRow
              key={field.id}
              id={field.id}
              index={index}
              hintId={hintId}
              onRemove={() => {
                focusAfterRemove.current = Math.max(index - 1, 0);
                remove(index);
              }}
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
        onClick={() => append({ ...EMPTY_STEP }, { focusName: `instructions.${fields.length}.text` })}
      >
        <Plus aria-hidden="true" />
        {t('instructions.add')}
      </Button>
    </div>
  );
}

function StepRow({ id, index, hintId, onRemove }: { id: string; index: number; hintId: string; onRemove: () => void }) {
  const { t } = useTranslation('editor');
  const { register, control, setValue, formState } = useFormContext<EditorValues>();
  const text = useWatch({ control, name: `instructions.${index}.text` }) ?? '';
  const { rowProps, handleProps, isDragging } = useSortableRow(id);
  const fieldId = useId();
  const position = index + 1;
  const field = register(`instructions.${index}.text`);
  const hasMarkup = text.includes('*');

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key !== 'b' && key !== 'i') return;
    event.preventDefault();
    const el = event.currentTarget;
    const next = wrapSelection(el.value, el.selectionStart, el.selectionEnd, key === 'b' ? '**' : '*');
    setValue(`instructions.${index}.text`, next.text, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    el.setSelectionRange(next.start, next.end);
  };

  return (
    <li
      ref={rowProps.ref}
      style={rowProps.style}
      className={cn(
        'flex gap-1.5 rounded-xl border bg-card p-2 transition-shadow',
        isDragging && 'shadow-lg ring-2 ring-ring',
      )}
    >
      <div className="flex flex-col items-center gap-1">
        <DragHandle label={t('instructions.dragHandle', { position })} {...handleProps} />
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
        >
          {position}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('instructions.step', { position })}
        </label>
        <AutoGrowTextarea
          {...field}
          id={fieldId}
          text={text}
          aria-describedby={hintId}
          placeholder={t('instructions.placeholder')}
          onKeyDown={handleKeyDown}
        />
        {hasMarkup ? (
          <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm leading-relaxed">
            <Eye className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              <span className="sr-only">{t('instructions.preview', { position })}: </span>
              <InlineMarkup text={text} />
            </span>
          </p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('instructions.remove', { position })}
        title={t('instructions.remove', { position })}
        onClick={onRemove}
        className="shrink-0 text-muted-foreground hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
