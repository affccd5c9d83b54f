import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { addAvailableIngredient, LIMITS } from '../model/generate-form.ts';

export interface AvailableIngredientsFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * Available ingredients (spec section 5): typed one at a time, added on Enter or with the add
 * button when the trimmed text is new; each shows as a removable chip.
 */
export function AvailableIngredientsField({ value, onChange }: AvailableIngredientsFieldProps) {
  const { t } = useTranslation('chef');
  const [input, setInput] = useState('');
  const [notice, setNotice] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const noticeId = useId();
  const listId = useId();

  const add = () => {
    const result = addAvailableIngredient(value, input);
    if (result.added) {
      onChange(result.list);
      setInput('');
      setNotice('');
      setAnnouncement(t('generate.ingredientAdded', { name: result.value }));
      return;
    }
    if (result.reason === 'duplicate') {
      setInput('');
      setNotice(t('generate.ingredientDuplicate', { name: result.value }));
    } else if (result.reason === 'full') {
      setNotice(t('generate.ingredientsFull', { max: LIMITS.ingredients }));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the ingredient; it never submits the whole form.
    event.preventDefault();
    add();
  };

  const remove = (index: number) => {
    const name = value[index];
    onChange(value.filter((_, i) => i !== index));
    setNotice('');
    setAnnouncement(t('generate.ingredientRemoved', { name }));
    inputRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{t('generate.ingredients')}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          value={input}
          maxLength={LIMITS.ingredient}
          placeholder={t('generate.ingredientPlaceholder')}
          autoComplete="off"
          enterKeyHint="enter"
          aria-describedby={[hintId, notice ? noticeId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            setInput(event.target.value);
            setNotice('');
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1"
        />
        <Button
          variant="outline"
          onClick={add}
          disabled={input.trim() === ''}
          aria-label={t('generate.ingredientAddLabel')}
        >
          <Plus aria-hidden="true" />
          <span aria-hidden="true">{t('generate.ingredientAdd')}</span>
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('generate.ingredientHint')}
      </p>
      {/* One live region: a notice (duplicate, list full) shows; "added"/"removed" is only heard. */}
      <p id={noticeId} role="status" className={notice ? 'text-sm text-amber-800' : 'sr-only'}>
        {notice || announcement}
      </p>
      {value.length > 0 ? (
        <ul id={listId} aria-label={t('generate.ingredientList')} className="flex flex-wrap gap-1.5">
          {value.map((name, index) => (
            <li
              key={name}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-herb-100 py-1 pr-1 pl-3 text-sm font-medium text-herb-800"
            >
              <span className="min-w-0 truncate">{name}</span>
              <button
                type="button"
                aria-label={t('generate.ingredientRemove', { name })}
                onClick={() => remove(index)}
                className="flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-herb-50 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
