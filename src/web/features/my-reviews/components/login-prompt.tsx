import { useTranslation } from 'react-i18next';
import { LogIn, Star } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loginUrl } from '../../../lib/navigation.ts';

/** Spec section 2 (My reviews): a signed-out visitor sees a prompt to sign in at /api/login. */
export function LoginPrompt() {
  const { t } = useTranslation('reviews');
  useDocumentTitle(t('title'));
  return (
    <Card className="mx-auto max-w-lg items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
        <Star aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted-foreground">{t('login.text')}</p>
      <Button asChild size="lg">
        <a href={loginUrl('/my-reviews')}>
          <LogIn aria-hidden="true" />
          {t('login.action')}
        </a>
      </Button>
    </Card>
  );
}
