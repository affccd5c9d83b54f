import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The date of the current version of both texts; change it whenever a text changes. */
export const LEGAL_VERSION_DATE = '2026-11-21';

const TERMS_SECTIONS = [
  'account',
  'content',
  'ai',
  'imports',
  'use',
  'availability',
  'ending',
  'liability',
  'changes',
  'contact',
] as const;
const PRIVACY_SECTIONS = [
  'collected',
  'use',
  'ai',
  'retention',
  'children',
  'deletion',
  'sharing',
  'storage',
  'rights',
  'changes',
] as const;

type LegalDoc = 'terms' | 'privacy';

/** A static legal text (spec section 2: terms and privacy, with a back link to /). */
export function LegalDocument({ doc }: { doc: LegalDoc }) {
  const { t, i18n } = useTranslation('legal');
  const title = t(`${doc}.title`);
  useDocumentTitle(title);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_VERSION_DATE}T00:00:00Z`),
  );

  const sections =
    doc === 'terms'
      ? TERMS_SECTIONS.map((key) => ({
          key,
          title: t(`terms.sections.${key}.title`),
          body: t(`terms.sections.${key}.body`),
        }))
      : PRIVACY_SECTIONS.map((key) => ({
          key,
          title: t(`privacy.sections.${key}.title`),
          body: t(`privacy.sections.${key}.body`),
        }));

  return (
    <article className="mx-auto max-w-3xl">
      <Link
        href="/"
        data-page-header
        className="mb-6 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('back')}
      </Link>
      <h1 className="font-display text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('updated', { date })}</p>
      <p className="mt-6 text-lg leading-relaxed">{t(`${doc}.intro`)}</p>
      {sections.map(({ key, title: heading, body }) => (
        <section key={key} className="mt-8">
          <h2 className="font-display text-2xl font-semibold">{heading}</h2>
          {body.split('\n\n').map((paragraph, i) => (
            <p key={i} className="mt-3 leading-relaxed text-foreground/90">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
