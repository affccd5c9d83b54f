import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useOfflineGuard } from '../../../pwa/offline-guard.ts';
import { checkRecipeUrl, isImageFile, RECIPE_URL_MAX } from '../lib/recipe-url.ts';

export interface ImportFormProps {
  pending: boolean;
  /** What the submit button says while pending ('Importing...', 'Uploading photo...'). */
  pendingLabel: string;
  /** The last failure of this form's import, shown under its field. */
  failure: string | null;
  onCancel: () => void;
}

/** The example host of the invalid-URL text (spec: 'e.g., {host}/recipe'): this app's own origin. */
function exampleHost(): string {
  return typeof window === 'undefined' ? 'https://example.com' : window.location.origin;
}

/** After a failed import the field gets focus back (the disabled button had lost it). */
function useFocusOnFailure(ref: RefObject<HTMLElement | null>, failure: string | null) {
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [ref, failure]);
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  );
}

function FormFooter({ pending, pendingLabel, onCancel }: Omit<ImportFormProps, 'failure'>) {
  const { t } = useTranslation('import');
  const { offlineProps } = useOfflineGuard();
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" disabled={pending} {...offlineProps}>
        {pending ? (
          <>
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {pendingLabel}
          </>
        ) : (
          t('actions.import')
        )}
      </Button>
    </DialogFooter>
  );
}

function FieldMessages({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string;
  hint: ReactNode;
  errorId: string;
  error: string | null;
}) {
  return (
    <>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Import by URL: required, then valid (spec section 5), checked before anything is sent. */
export function UrlImportForm({ onImport, ...props }: ImportFormProps & { onImport: (url: string) => void }) {
  const { t } = useTranslation('import');
  const ids = { input: useId(), hint: useId(), error: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? props.failure;
  useFocusOnFailure(inputRef, props.failure);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (props.pending) return;
    const check = checkRecipeUrl(value);
    if (!check.ok) {
      const required = check.reason === 'required';
      const description = required ? t('errors.urlRequired') : t('errors.urlInvalid', { host: exampleHost() });
      setProblem(description);
      // The spec's title in a toast; the sentence itself only once, under the field.
      toast({ variant: 'destructive', title: required ? t('errors.urlRequiredTitle') : t('errors.urlInvalidTitle') });
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    onImport(check.url);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={ids.input}>
          {t('url.label')}
          <RequiredMark />
        </Label>
        <Input
          ref={inputRef}
          id={ids.input}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          data-autofocus=""
          maxLength={RECIPE_URL_MAX}
          placeholder={t('url.placeholder')}
          value={value}
          disabled={props.pending}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        <FieldMessages hintId={ids.hint} hint={t('url.hint')} errorId={ids.error} error={error} />
      </div>
      <FormFooter {...props} />
    </form>
  );
}

/** Import by photo: only image-type files (spec section 5), with a preview of the chosen one. */
export function PhotoImportForm({ onImport, ...props }: ImportFormProps & { onImport: (file: File) => void }) {
  const { t } = useTranslation('import');
  const ids = { input: useId(), hint: useId(), error: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const error = problem ?? props.failure;
  useFocusOnFailure(inputRef, props.failure);

  useEffect(() => {
    const urls = previewRef;
    return () => {
      if (urls.current) URL.revokeObjectURL(urls.current);
    };
  }, []);

  function showPreview(next: File | null) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(next) : null;
    setPreview(previewRef.current);
  }

  function refuse(description: string) {
    // Said once, under the field (role alert), not again in a toast.
    setProblem(description);
    inputRef.current?.focus();
  }

  function choose(next: File | null) {
    if (next && !isImageFile(next)) {
      if (inputRef.current) inputRef.current.value = '';
      setFile(null);
      showPreview(null);
      refuse(t('errors.notAnImage'));
      return;
    }
    setProblem(null);
    setFile(next);
    showPreview(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (props.pending) return;
    if (!file) {
      refuse(t('errors.photoRequired'));
      return;
    }
    onImport(file);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={ids.input}>
          {t('photo.label')}
          <RequiredMark />
        </Label>
        <Input
          ref={inputRef}
          id={ids.input}
          type="file"
          accept="image/*"
          data-autofocus=""
          disabled={props.pending}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          className="h-auto cursor-pointer py-2 file:mr-3 file:rounded-md file:bg-secondary file:px-3 file:py-1.5 file:text-secondary-foreground"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <FieldMessages hintId={ids.hint} hint={t('photo.hint')} errorId={ids.error} error={error} />
        {file ? (
          <figure className="flex items-center gap-3 rounded-xl border bg-background p-2">
            {preview ? (
              <img src={preview} alt={t('photo.previewAlt')} className="size-20 shrink-0 rounded-lg object-cover" />
            ) : null}
            <figcaption className="min-w-0 truncate text-sm text-muted-foreground">
              {t('photo.selected', { name: file.name })}
            </figcaption>
          </figure>
        ) : null}
      </div>
      <FormFooter {...props} />
    </form>
  );
}

/** Import from pasted text (beyond the spec): the same reader as photos, without OCR. */
export function TextImportForm({ onImport, ...props }: ImportFormProps & { onImport: (text: string) => void }) {
  const { t } = useTranslation('import');
  const ids = { input: useId(), hint: useId(), error: useId() };
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? props.failure;
  useFocusOnFailure(inputRef, props.failure);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (props.pending) return;
    if (!value.trim()) {
      const description = t('errors.textRequired');
      setProblem(description);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    onImport(value);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={ids.input}>
          {t('text.label')}
          <RequiredMark />
        </Label>
        <Textarea
          ref={inputRef}
          id={ids.input}
          rows={8}
          maxLength={50_000}
          data-autofocus=""
          placeholder={t('text.placeholder')}
          value={value}
          disabled={props.pending}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          className="max-h-[40dvh] min-h-40"
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        <FieldMessages hintId={ids.hint} hint={t('text.hint')} errorId={ids.error} error={error} />
      </div>
      <FormFooter {...props} />
    </form>
  );
}
