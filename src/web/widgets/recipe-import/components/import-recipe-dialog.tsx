import { useState } from 'react';
import { FileText, ImageUp, Link } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { isUnauthorizedError } from '../../../lib/api.ts';
import { redirectToLoginAfterUnauthorized } from '../../../lib/auth.ts';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import {
  useImportRecipe,
  type ImportKind,
  type ImportRequest,
} from '../../../entities/recipe/import/api/use-import-recipe.ts';
import { importErrorMessage } from '../lib/import-error.ts';
import { PhotoImportForm, TextImportForm, UrlImportForm } from './import-forms.tsx';
import { ImportSuccess } from './import-success.tsx';

const KINDS: readonly ImportKind[] = ['url', 'photo', 'text'];
const isKind = (value: string): value is ImportKind => (KINDS as readonly string[]).includes(value);

export interface ImportRecipeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Open recipe" on the success card; without it only Done is offered. */
  onOpenRecipe?: (recipe: TRecipe) => void;
}

/**
 * The import modal (spec sections 4, 5, 7, 8): tabs for a web address, a photo and pasted text;
 * input, then importing (spinner, fields disabled), then the success card with Done. Everything
 * inside starts over each time the modal opens.
 */
export function ImportRecipeDialog({ open, onOpenChange, onOpenRecipe }: ImportRecipeDialogProps) {
  const { t: tc } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={tc('actions.close')}
        className="sm:max-w-xl"
        onOpenAutoFocus={(event) => {
          // Start in the field of the open tab rather than on the tab list.
          const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            '[data-state="active"] [data-autofocus]',
          );
          if (field) {
            event.preventDefault();
            field.focus();
          }
        }}
      >
        <ImportPanel close={() => onOpenChange(false)} onOpenRecipe={onOpenRecipe} />
      </DialogContent>
    </Dialog>
  );
}

function ImportPanel({ close, onOpenRecipe }: { close: () => void; onOpenRecipe?: (recipe: TRecipe) => void }) {
  const { t } = useTranslation('import');
  const [tab, setTab] = useState<ImportKind>('url');
  const [imported, setImported] = useState<TRecipe | null>(null);
  const [failure, setFailure] = useState<{ kind: ImportKind; message: string } | null>(null);
  const importer = useImportRecipe();
  const pending = importer.isPending;
  const pendingLabel = importer.stage ? t(`actions.${importer.stage}`) : t('actions.importing');

  function run(request: ImportRequest) {
    setFailure(null);
    importer.mutate(request, {
      onSuccess: (recipe) => setImported(recipe),
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          redirectToLoginAfterUnauthorized();
          return;
        }
        // Shown once, under the field of its tab (role alert), not again in a toast.
        setFailure({ kind: request.kind, message: importErrorMessage(error, request.kind, t) });
      },
    });
  }

  if (imported) {
    const open = onOpenRecipe
      ? () => {
          close();
          onOpenRecipe(imported);
        }
      : undefined;
    return <ImportSuccess recipe={imported} onDone={close} onOpen={open} />;
  }

  const formProps = (kind: ImportKind) => ({
    pending,
    pendingLabel,
    failure: failure?.kind === kind ? failure.message : null,
    onCancel: close,
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
      </DialogHeader>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (!pending && isKind(value)) {
            // A message about the other tab's input does not follow to this one.
            dismissToast();
            setTab(value);
          }
        }}
      >
        <TabsList aria-label={t('tabs.label')} className="grid w-full grid-cols-3">
          <TabsTrigger value="url" disabled={pending && tab !== 'url'}>
            <Link className="size-4" aria-hidden="true" />
            {t('tabs.url')}
          </TabsTrigger>
          <TabsTrigger value="photo" disabled={pending && tab !== 'photo'}>
            <ImageUp className="size-4" aria-hidden="true" />
            {t('tabs.photo')}
          </TabsTrigger>
          <TabsTrigger value="text" disabled={pending && tab !== 'text'}>
            <FileText className="size-4" aria-hidden="true" />
            {t('tabs.text')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="url">
          <UrlImportForm {...formProps('url')} onImport={(url) => run({ kind: 'url', url })} />
        </TabsContent>
        <TabsContent value="photo">
          <PhotoImportForm {...formProps('photo')} onImport={(file) => run({ kind: 'photo', file })} />
        </TabsContent>
        <TabsContent value="text">
          <TextImportForm {...formProps('text')} onImport={(text) => run({ kind: 'text', text })} />
        </TabsContent>
      </Tabs>
      <p role="status" className="sr-only">
        {pending ? pendingLabel : ''}
      </p>
    </>
  );
}
