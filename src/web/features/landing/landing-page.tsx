import { ArrowRight, Check, Clock, Sparkles, Target, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { BrandMark } from '../../components/layout/brand.tsx';
import { Footer } from '../../components/layout/footer.tsx';
import { LanguageMenu } from '../../components/layout/language-menu.tsx';
import { SkipLink } from '../../components/layout/skip-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { loginUrl } from '../../lib/navigation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Sign-in and sign-up both happen on the server's /api/login page (spec section 2, Landing). */
const LOGIN_HREF = loginUrl();

const FEATURES: readonly { id: 'ai' | 'time' | 'match'; icon: LucideIcon; tint: string }[] = [
  { id: 'ai', icon: Sparkles, tint: 'bg-brand-100 text-brand-700' },
  { id: 'time', icon: Clock, tint: 'bg-herb-100 text-herb-800' },
  { id: 'match', icon: Target, tint: 'bg-amber-100 text-amber-800' },
];

const STEPS = ['step1', 'step2', 'step3'] as const;
const PREVIEW_ITEMS: readonly ParseKeys<'landing'>[] = [
  'preview.item1',
  'preview.item2',
  'preview.item3',
  'preview.item4',
];

export default function LandingPage() {
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  useDocumentTitle();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="absolute inset-x-0 top-0 z-10">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <span className="flex items-center gap-2 font-display text-xl font-bold tracking-tight">
            <BrandMark />
            {tc('appName')}
          </span>
          <div className="flex items-center gap-1 sm:gap-2">
            <LanguageMenu />
            <Button asChild variant="outline" size="sm">
              <a href={LOGIN_HREF}>{t('header.signIn')}</a>
            </Button>
          </div>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="outline-none">
        <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-background to-background pt-28 pb-20 sm:pt-32 lg:pb-28">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-brand-200/40 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-64 -left-32 size-80 rounded-full bg-herb-100/70 blur-3xl"
          />
          <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-card/80 px-3 py-1 text-sm font-semibold text-brand-700">
                <Sparkles className="size-4" aria-hidden="true" />
                {t('hero.eyebrow')}
              </p>
              <h1 className="mt-6 font-display text-4xl leading-[1.1] font-bold tracking-tight text-foreground sm:text-5xl lg:text-6xl">
                {t('hero.title')}
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">{t('hero.subtitle')}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
                <Button asChild size="lg" className="shadow-md shadow-brand-600/20">
                  <a href={LOGIN_HREF}>
                    {t('hero.cta')}
                    <ArrowRight aria-hidden="true" />
                  </a>
                </Button>
              </div>
              <p className="mt-4 text-sm text-muted-foreground">{t('hero.note')}</p>
            </div>

            <RecipePreview />
          </div>
        </section>

        <section aria-labelledby="features-title" className="py-20 sm:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="features-title" className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
                {t('features.title')}
              </h2>
              <p className="mt-4 text-lg text-muted-foreground">{t('features.subtitle')}</p>
            </div>
            <ul className="mt-14 grid gap-6 md:grid-cols-3">
              {FEATURES.map(({ id, icon: Icon, tint }) => (
                <li
                  key={id}
                  className="rounded-[var(--radius-card)] border bg-card p-7 shadow-sm transition-shadow hover:shadow-md"
                >
                  <span className={`inline-flex size-12 items-center justify-center rounded-xl ${tint}`}>
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-5 text-xl font-semibold">{t(`features.${id}.title`)}</h3>
                  <p className="mt-2 leading-relaxed text-muted-foreground">{t(`features.${id}.description`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="how-title" className="border-y bg-muted/50 py-20 sm:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="how-title" className="text-center font-display text-3xl font-bold tracking-tight sm:text-4xl">
              {t('how.title')}
            </h2>
            <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
              {STEPS.map((step, index) => (
                <li key={step} className="relative text-center">
                  <span
                    aria-hidden="true"
                    className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary font-display text-2xl font-bold text-primary-foreground shadow-md shadow-brand-600/25"
                  >
                    {index + 1}
                  </span>
                  <p className="mt-4 text-xs font-semibold tracking-wider text-brand-700 uppercase">
                    {t('how.step', { number: index + 1 })}
                  </p>
                  <h3 className="mt-1 text-xl font-semibold">{t(`how.${step}.title`)}</h3>
                  <p className="mx-auto mt-2 max-w-xs leading-relaxed text-muted-foreground">
                    {t(`how.${step}.description`)}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="py-20 sm:py-24">
          <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
            <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-14 text-center text-white shadow-xl sm:px-12">
              <div
                aria-hidden="true"
                className="pointer-events-none absolute -right-16 -bottom-16 size-64 rounded-full bg-white/10"
              />
              <h2 id="cta-title" className="relative font-display text-3xl font-bold tracking-tight sm:text-4xl">
                {t('cta.title')}
              </h2>
              <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-50">{t('cta.subtitle')}</p>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="relative mt-8 border-transparent bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white"
              >
                <a href={LOGIN_HREF}>
                  {t('cta.button')}
                  <ArrowRight aria-hidden="true" />
                </a>
              </Button>
            </div>
          </div>
        </section>
      </main>
      <Footer />
    </div>
  );
}

/** A decorative card showing what a generated recipe looks like. */
function RecipePreview() {
  const { t } = useTranslation('landing');
  return (
    <figure aria-label={t('preview.label')} className="relative mx-auto w-full max-w-md lg:mr-0">
      <div
        aria-hidden="true"
        className="absolute inset-0 translate-x-4 translate-y-4 rotate-2 rounded-3xl bg-brand-200/60"
      />
      <div className="relative overflow-hidden rounded-3xl border bg-card shadow-xl">
        <div className="relative h-40 bg-gradient-to-br from-brand-400 via-brand-500 to-brand-700">
          <svg viewBox="0 0 200 100" aria-hidden="true" className="absolute inset-0 size-full opacity-90">
            <ellipse cx="100" cy="62" rx="62" ry="26" fill="#fff7ed" />
            <ellipse cx="100" cy="56" rx="44" ry="17" fill="#fdba74" />
            <circle cx="80" cy="52" r="7" fill="#fde047" />
            <circle cx="118" cy="58" r="6" fill="#fde047" />
            <path d="M92 46c6-8 14-10 20-8-5 5-12 8-20 8Z" fill="#4ade80" />
            <path d="M105 60c4-6 10-8 15-6-4 4-9 6-15 6Z" fill="#22c55e" />
          </svg>
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-brand-800">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {t('preview.badge')}
          </span>
        </div>
        <div className="p-6">
          <figcaption className="font-display text-2xl font-bold">{t('preview.title')}</figcaption>
          <div className="mt-3 flex flex-wrap gap-2 text-sm">
            <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1 text-muted-foreground">
              <Clock className="size-3.5" aria-hidden="true" />
              {t('preview.time')}
            </span>
            <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1 text-muted-foreground">
              <Users className="size-3.5" aria-hidden="true" />
              {t('preview.servings')}
            </span>
            <span className="rounded-full bg-herb-100 px-2.5 py-1 font-semibold text-herb-800">
              {t('preview.difficulty')}
            </span>
          </div>
          <p className="mt-5 text-sm font-semibold">{t('preview.ingredients')}</p>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
            {PREVIEW_ITEMS.map((key) => (
              <li key={key} className="flex items-center gap-1.5">
                <Check className="size-4 text-herb-700" aria-hidden="true" />
                {t(key)}
              </li>
            ))}
          </ul>
          <p className="mt-5 rounded-xl bg-herb-50 px-3 py-2 text-sm font-medium text-herb-800">{t('preview.match')}</p>
        </div>
      </div>
    </figure>
  );
}
