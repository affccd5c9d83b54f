import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';

/** Any path the router does not know (spec section 2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="flex min-h-dvh w-full items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardContent className="py-6">
          <div className="mb-4 flex items-center gap-2">
            <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-foreground">{t('notFound.title')}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t('notFound.description')}</p>
          <Link
            href="/"
            className="mt-6 inline-block text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('notFound.home')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
