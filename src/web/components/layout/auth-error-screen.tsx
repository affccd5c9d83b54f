import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';

/** Shown when the session check fails for a reason other than "not signed in" (server down, offline). */
export function AuthErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-md flex-1 flex-col items-center justify-center gap-3 p-8 text-center"
    >
      <h1 className="font-display text-2xl font-semibold">{t('authError.title')}</h1>
      <p className="text-muted-foreground">{t('authError.description')}</p>
      <Button onClick={onRetry} className="mt-2">
        {t('actions.tryAgain')}
      </Button>
    </div>
  );
}
