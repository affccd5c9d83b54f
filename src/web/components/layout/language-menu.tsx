import { useEffect, useId, useRef, useState } from 'react';
import { Check, ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageInfo } from '../../../shared/i18n/languages.ts';
import { useLanguage } from '../../lib/language.ts';
import { cn } from '../../lib/utils.ts';
import { Button } from '../ui/button.tsx';

/**
 * The corner language menu of signed-out screens (landing, legal, public pages). It is a small
 * disclosure (button + list of choices) rather than a Radix menu, to keep the landing page's
 * JavaScript small. Escape or a click outside closes it and focus returns to the button.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={cn('relative', className)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* No aria-label: the name is the visible text followed by hidden words, so it starts with
            what is shown (WCAG 2.5.3 Label in Name): "English – change language" on wider screens,
            "EN – English, change language" on phones. */}
        <Languages aria-hidden="true" />
        <span className="hidden sm:inline">
          <span lang={language}>{t(`language.${language}`)}</span>
          <span className="sr-only"> – {t('language.changeHint')}</span>
        </span>
        <span className="sm:hidden">
          {/* Short code for the narrow button on phones (the full name is added for screen readers). */}
          {languageInfo(language).short}
          <span className="sr-only">
            {' – '}
            <span lang={language}>{t(`language.${language}`)}</span>, {t('language.changeHint')}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t('language.label')}
        className="absolute right-0 z-50 mt-1.5 min-w-44 rounded-xl border bg-popover p-1.5 text-popover-foreground shadow-lg"
      >
        {LANGUAGES.map((lng) => {
          const selected = lng === language;
          return (
            <li key={lng}>
              <button
                type="button"
                lang={lng}
                aria-pressed={selected}
                className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => {
                  setLanguage(lng);
                  setOpen(false);
                  buttonRef.current?.focus();
                }}
              >
                <Check aria-hidden="true" className={cn('size-4', !selected && 'invisible')} />
                {t(`language.${lng}`)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
