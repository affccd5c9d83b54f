import { useId, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../../../../shared/schemas/user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useChangePassword } from '../../../entities/user/index.ts';
import { ApiError, getErrorMessage, isUnauthorizedError } from '../../../lib/api.ts';
import { redirectToLoginAfterUnauthorized } from '../../../lib/auth.ts';

type Field = 'current' | 'next' | 'confirm';

/** The server's `code` of a refusal (wrong_password, no_password…), if it sent one. */
function errorCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const code = (JSON.parse(error.body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/**
 * Profile → Change password (issue 36): the current password, the new one twice. This device stays
 * signed in; every other session of the account ends at once, which the success message says.
 */
export function PasswordCard() {
  const { t } = useTranslation('profile');
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const errorIds = { current: useId(), next: useId(), confirm: useId() };
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.current) found.current = t('password.currentRequired');
    if (values.next.trim().length < PASSWORD_MIN) found.next = t('password.tooShort', { count: PASSWORD_MIN });
    else if (values.confirm !== values.next) found.confirm = t('password.mismatch');
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(ids[(Object.keys(found) as Field[])[0]!])?.focus();
      return;
    }
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues({ current: '', next: '', confirm: '' });
          toast({ title: t('password.changed'), description: t('password.changedDescription') });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return redirectToLoginAfterUnauthorized();
          const message = getErrorMessage(error, t('password.failed'));
          if (errorCode(error) === 'wrong_password') {
            setErrors({ current: message });
            document.getElementById(ids.current)?.focus();
          } else toast({ title: t('password.failed'), description: message, variant: 'destructive' });
        },
      },
    );
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={ids[name]}>{label}</Label>
      <Input
        id={ids[name]}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        maxLength={200}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? errorIds[name] : undefined}
        onChange={(e) => {
          const value = e.target.value;
          setValues((v) => ({ ...v, [name]: value }));
          if (errors[name]) setErrors((old) => ({ ...old, [name]: undefined }));
        }}
        className="sm:max-w-sm"
      />
      {errors[name] ? (
        <p id={errorIds[name]} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : hint ? (
        <p className="text-sm text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  );

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="profile-password-heading" className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id="profile-password-heading" className="flex items-center gap-2 font-display text-xl font-semibold">
            <KeyRound className="size-5" aria-hidden="true" />
            {t('password.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('password.description')}</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {field('current', t('password.current'), 'current-password')}
          {field('next', t('password.new'), 'new-password', t('password.rules', { count: PASSWORD_MIN }))}
          {field('confirm', t('password.confirm'), 'new-password')}
          <Button type="submit" className="w-full sm:w-fit" disabled={change.isPending}>
            {change.isPending ? t('password.saving') : t('password.submit')}
          </Button>
        </form>
      </section>
    </Card>
  );
}
