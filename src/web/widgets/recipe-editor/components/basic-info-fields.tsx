import { useId, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES } from '../../../../shared/constants.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { NUMBER_LIMITS, type EditorMessageKey, type EditorValues } from '../model/editor-form.ts';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

function Field({
  label,
  htmlFor,
  children,
  className,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ?? 'flex flex-col gap-1.5'}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  );
}

/** Title, description, prep and cook minutes, servings and difficulty (spec section 5). */
export function BasicInfoFields() {
  const { t } = useTranslation('editor');
  const { register, control, formState } = useFormContext<EditorValues>();
  const ids = {
    title: useId(),
    titleError: useId(),
    description: useId(),
    prepTime: useId(),
    prepError: useId(),
    cookTime: useId(),
    cookError: useId(),
    servings: useId(),
    servingsError: useId(),
    difficulty: useId(),
  };
  const { errors } = formState;
  const message = (key: string | undefined) =>
    key
      ? t(`validation.${key as EditorMessageKey}`, {
          max: key === 'servingsInvalid' ? NUMBER_LIMITS.servings : NUMBER_LIMITS.minutes,
        })
      : undefined;

  const numberProps = (name: 'prepTime' | 'cookTime' | 'servings', errorId: string) => ({
    ...register(name),
    type: 'number',
    inputMode: 'numeric' as const,
    min: name === 'servings' ? 1 : 0,
    max: name === 'servings' ? NUMBER_LIMITS.servings : NUMBER_LIMITS.minutes,
    step: 1,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId : undefined,
  });

  return (
    <div className="flex flex-col gap-4">
      <Field label={t('fields.title')} htmlFor={ids.title}>
        <Input
          id={ids.title}
          {...register('title')}
          required
          autoComplete="off"
          enterKeyHint="next"
          placeholder={t('fields.titlePlaceholder')}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? ids.titleError : undefined}
        />
        <FieldError id={ids.titleError} message={message(errors.title?.message)} />
      </Field>
      <Field label={t('fields.description')} htmlFor={ids.description}>
        <Textarea
          id={ids.description}
          rows={3}
          {...register('description')}
          placeholder={t('fields.descriptionPlaceholder')}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field label={t('fields.prepTime')} htmlFor={ids.prepTime}>
          <Input id={ids.prepTime} {...numberProps('prepTime', ids.prepError)} />
          <FieldError id={ids.prepError} message={message(errors.prepTime?.message)} />
        </Field>
        <Field label={t('fields.cookTime')} htmlFor={ids.cookTime}>
          <Input id={ids.cookTime} {...numberProps('cookTime', ids.cookError)} />
          <FieldError id={ids.cookError} message={message(errors.cookTime?.message)} />
        </Field>
        <Field label={t('fields.servings')} htmlFor={ids.servings}>
          <Input id={ids.servings} {...numberProps('servings', ids.servingsError)} />
          <FieldError id={ids.servingsError} message={message(errors.servings?.message)} />
        </Field>
        <Field label={t('fields.difficulty')} htmlFor={ids.difficulty}>
          <Controller
            control={control}
            name="difficulty"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id={ids.difficulty} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {DIFFICULTIES.map((level) => (
                    <SelectItem key={level} value={level}>
                      {t(`fields.difficultyOptions.${level}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </Field>
      </div>
    </div>
  );
}
