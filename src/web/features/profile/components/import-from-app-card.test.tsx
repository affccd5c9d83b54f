import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../lib/i18n.ts';
import type { TImportJob, TImportJobSummary } from '../../../../shared/schemas/import-job.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { ImportFromAppCard } from './import-from-app-card.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces(['import-apps']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const job = (over: Partial<TImportJob>): TImportJob => ({
  id: '7b0c1a52-5a4e-4a57-9d0e-3f1c2b4a5d6e',
  format: 'paprika',
  fileName: 'My Recipes.paprikarecipes',
  fileSize: 1000,
  status: 'ready',
  total: 3,
  processed: 0,
  preview: {
    count: 2,
    titles: ['Lemon Roast Chicken', 'Bolo de Cenoura'],
    skipped: [{ name: 'Broken', reason: 'not a readable Paprika recipe' }],
    skippedCount: 1,
  },
  report: null,
  error: null,
  createdAt: '2026-11-25T16:00:00.000Z',
  finishedAt: null,
  ...over,
});

/** The job as GET /api/import-jobs lists it. */
const summary = ({ preview: _p, report, ...rest }: TImportJob): TImportJobSummary => ({
  ...rest,
  counts: report?.counts ?? null,
});

const doneReport = (more = 0): NonNullable<TImportJob['report']> => ({
  imported: [
    { name: 'Lemon Roast Chicken', id: 'r1' },
    { name: 'Bolo de Cenoura', id: 'r2' },
  ],
  skipped: [{ name: 'Broken', reason: 'not a readable Paprika recipe' }],
  duplicates: [],
  errors: [],
  warnings: [],
  counts: { imported: 2 + more, skipped: 1, duplicates: 0, errors: 0, warnings: 0 },
});

describe('Import from another app', () => {
  it('uploads the file, previews it, starts, shows progress and then the report', async () => {
    const user = userEvent.setup();
    let listCalls = 0;
    const upload = vi.fn((init: RequestInit | undefined) => {
      expect(new Headers(init?.headers).get('Content-Type')).toBe('application/octet-stream');
      expect(init?.body).toBeInstanceOf(File);
      return jsonResponse(job({}), 201);
    });
    const done = job({ status: 'done', processed: 3, report: doneReport() });
    mockFetch({
      'GET /api/import-jobs': () => {
        listCalls += 1;
        return jsonResponse(listCalls === 1 ? [] : [summary(done)]);
      },
      // The list carries summaries: the report is read from the job itself.
      'GET /api/import-jobs/7b0c1a52-5a4e-4a57-9d0e-3f1c2b4a5d6e': () => jsonResponse(done),
      'POST /api/import-jobs?format=paprika&fileName=My%20Recipes.paprikarecipes': upload,
      'POST /api/import-jobs/7b0c1a52-5a4e-4a57-9d0e-3f1c2b4a5d6e/start': () =>
        jsonResponse(job({ status: 'running', processed: 1 }), 202),
    });
    renderWithProviders(<ImportFromAppCard />, { path: '/profile' });
    await user.upload(await screen.findByLabelText('Export file'), new File(['PK'], 'My Recipes.paprikarecipes'));
    expect((screen.getByLabelText('App') as HTMLSelectElement).value).toBe('paprika');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('2 recipes found in My Recipes.paprikarecipes.')).toBeDefined();
    expect(screen.getByText('Lemon Roast Chicken')).toBeDefined();
    expect(screen.getByText('Broken: not a readable Paprika recipe')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(await screen.findByText('Import finished', {}, { timeout: 4000 })).toBeDefined();
    expect(screen.getByText('Imported: 2')).toBeDefined();
    expect(screen.getByText('Bolo de Cenoura')).toBeDefined();
    expect(screen.getByRole('link', { name: 'See them in History' }).getAttribute('href')).toBe('/history');
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('shows why a file cannot be imported', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'POST /api/import-jobs?format=mealie&fileName=backup.zip': () =>
        jsonResponse(
          {
            message:
              'This file is not a Mealie export (no <recipe>/<recipe>.json files inside). Check the app chosen for it.',
            reason: 'wrong_format',
          },
          400,
          'Bad Request',
        ),
    });
    renderWithProviders(<ImportFromAppCard />, { path: '/profile' });
    await user.selectOptions(await screen.findByLabelText('App'), 'mealie');
    await user.upload(screen.getByLabelText('Export file'), new File(['PK'], 'backup.zip'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/This file is not an export of the chosen app/);
  });

  it("shows the server's message for a refusal it does not word itself", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'POST /api/import-jobs?format=jsonld&fileName=r.json': () =>
        jsonResponse({ message: 'No recipe in this file can be imported.' }, 400, 'Bad Request'),
    });
    renderWithProviders(<ImportFromAppCard />, { path: '/profile' });
    await user.selectOptions(await screen.findByLabelText('App'), 'jsonld');
    await user.upload(screen.getByLabelText('Export file'), new File(['{}'], 'r.json'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/No recipe in this file can be imported/);
  });

  it('words a zip bomb in Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    const user = userEvent.setup();
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'POST /api/import-jobs?format=paprika&fileName=bomba.paprikarecipes': () =>
        jsonResponse({ message: 'zip bomb', reason: 'zip_bomb' }, 400, 'Bad Request'),
    });
    renderWithProviders(<ImportFromAppCard />, { path: '/profile' });
    await user.upload(await screen.findByLabelText('Arquivo exportado'), new File(['PK'], 'bomba.paprikarecipes'));
    await user.click(screen.getByRole('button', { name: 'Verificar o arquivo' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/bomba zip/);
  });

  it('after a reload, shows the running job of the account where it is', async () => {
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([summary(job({ status: 'running', total: 4, processed: 3 }))]),
    });
    renderWithProviders(<ImportFromAppCard />, { path: '/profile' });
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(screen.queryByLabelText('Export file')).toBeNull();
    await waitFor(() => expect(screen.getByText(/3 of 4/)).toBeDefined());
  });

  it('a report the server capped says how many more there were', async () => {
    const done = job({ status: 'done', processed: 503, total: 503, report: doneReport(500) });
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([summary(done)]),
      'GET /api/import-jobs/7b0c1a52-5a4e-4a57-9d0e-3f1c2b4a5d6e': () => jsonResponse(done),
    });
    renderWithProviders(<ImportFromAppCard />, { path: '/profile' });
    expect(await screen.findByText('Imported: 502')).toBeDefined();
    expect(screen.getByText('…and 500 more')).toBeDefined();
  });

  it('words a file nested too deeply in Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    const user = userEvent.setup();
    mockFetch({
      'GET /api/import-jobs': () => jsonResponse([]),
      'POST /api/import-jobs?format=jsonld&fileName=fundo.json': () =>
        jsonResponse({ message: 'nested', reason: 'too_deep' }, 400, 'Bad Request'),
    });
    renderWithProviders(<ImportFromAppCard />, { path: '/profile' });
    await user.selectOptions(await screen.findByLabelText('Aplicativo'), 'jsonld');
    await user.upload(screen.getByLabelText('Arquivo exportado'), new File(['['], 'fundo.json'));
    await user.click(screen.getByRole('button', { name: 'Verificar o arquivo' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/aninhados/);
  });
});
