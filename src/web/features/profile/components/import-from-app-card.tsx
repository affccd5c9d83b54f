import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  IMPORT_APP_FORMATS,
  IMPORT_UPLOAD_MAX_BYTES,
  type TImportAppFormat,
  type TImportJob,
  type TImportJobSummary,
} from '../../../../shared/schemas/import-job.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { ApiError, getErrorMessage, getErrorStatus } from '../../../lib/api.ts';
import { api, dataOf } from '../../../lib/api/client.ts';

const JOBS_KEY = ['/api/import-jobs'] as const;
/** One job in one state: a job that moved on (ready → running → done) is read again. */
const jobKey = (id: string, status: string) => ['/api/import-jobs', id, status] as const;

/** A job as its list shows it (no preview or report: those are read for the one job shown). */
function summaryOf({ preview: _p, report, ...rest }: TImportJob): TImportJobSummary {
  return { ...rest, counts: report?.counts ?? null };
}
const POLL_MS = 1000;

function guessFormat(name: string): TImportAppFormat | null {
  if (/\.paprikarecipes$/i.test(name)) return 'paprika';
  if (/\.(md|markdown|txt)$/i.test(name)) return 'text';
  if (/\.(jsonld|html?)$/i.test(name)) return 'jsonld';
  return null;
}

const FILE_ERRORS = [
  'not_zip',
  'wrong_format',
  'zip_bomb',
  'unsafe_path',
  'too_large',
  'empty',
  'too_deep',
  'unreadable',
] as const;

/** The server's reason for refusing a file (its `reason` field), when it is one the UI words itself. */
function fileErrorReason(error: unknown): (typeof FILE_ERRORS)[number] | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const reason = (JSON.parse(error.body) as { reason?: unknown }).reason;
    return FILE_ERRORS.find((r) => r === reason) ?? null;
  } catch {
    return null;
  }
}

/**
 * Profile → Import from another app: pick the export, see what it holds, start, watch the
 * progress, read the report. The job lives on the server, so after a reload the latest one is
 * shown where it is (its progress is polled while it runs).
 */
export function ImportFromAppCard() {
  const { t } = useTranslation('import-apps');
  const queryClient = useQueryClient();
  const formatId = useId();
  const fileId = useId();
  const [format, setFormat] = useState<TImportAppFormat>('paprika');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  const jobs = useQuery({
    queryKey: JOBS_KEY,
    queryFn: () => dataOf(api.GET('/api/import-jobs')),
    refetchInterval: (q) => (q.state.data?.[0]?.status === 'running' ? POLL_MS : false),
  });
  const latest = jobs.data?.[0];
  const shown = latest && latest.id !== dismissed ? latest : null;
  // The list carries summaries; the preview (ready) and the report (done) are the job's own.
  const detailed = shown && (shown.status === 'ready' || shown.status === 'done') ? shown : null;
  const details = useQuery({
    queryKey: jobKey(detailed?.id ?? '', detailed?.status ?? ''),
    queryFn: () => dataOf(api.GET('/api/import-jobs/{id}', { params: { path: { id: detailed!.id } } })),
    enabled: detailed !== null,
  });
  const job = shown && details.data?.id === shown.id && details.data.status === shown.status ? details.data : null;

  // Imported recipes appear in the lists (and the statistics) once the job is done.
  const doneId = shown?.status === 'done' ? shown.id : null;
  useEffect(() => {
    if (doneId) void queryClient.invalidateQueries({ queryKey: ['/api/recipes'] });
    if (doneId) void queryClient.invalidateQueries({ queryKey: ['/api/user/statistics'] });
  }, [doneId, queryClient]);

  const setLatest = (j: TImportJob) => {
    queryClient.setQueryData(jobKey(j.id, j.status), j);
    queryClient.setQueryData<TImportJobSummary[]>(JOBS_KEY, (old) => [
      summaryOf(j),
      ...(old ?? []).filter((o) => o.id !== j.id),
    ]);
  };

  const upload = useMutation({
    mutationFn: (f: File) =>
      dataOf(
        api.POST('/api/import-jobs', {
          params: { query: { format, fileName: f.name } },
          // The file's bytes as they are, not JSON.
          body: f,
          bodySerializer: (file) => file as Blob,
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
      ),
    onSuccess: (j) => {
      setDismissed(null);
      setLatest(j);
    },
  });
  const start = useMutation({
    mutationFn: (id: string) => dataOf(api.POST('/api/import-jobs/{id}/start', { params: { path: { id } } })),
    onSuccess: setLatest,
  });
  const discard = useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE('/api/import-jobs/{id}', { params: { path: { id } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });

  const uploadErrorText = (error: unknown): string => {
    const reason = fileErrorReason(error);
    if (reason) return t(`fileErrors.${reason}`);
    if (getErrorStatus(error) === 413) return t('file.tooLarge');
    return getErrorMessage(error, t('uploadFailed'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > IMPORT_UPLOAD_MAX_BYTES) {
      setFileError(t('file.tooLarge'));
      return;
    }
    upload.mutate(file);
  };

  const busy = upload.isPending || shown?.status === 'running';
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="import-apps-heading" className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id="import-apps-heading" className="font-display text-xl font-semibold">
            {t('title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>

        {!busy && shown?.status !== 'ready' && (
          <form onSubmit={onSubmit} className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <div className="flex flex-col gap-2">
              <Label htmlFor={formatId}>{t('format.label')}</Label>
              <select
                id={formatId}
                value={format}
                onChange={(e) => setFormat(e.target.value as TImportAppFormat)}
                className="h-10 rounded-lg border border-input bg-background px-3 text-sm"
              >
                {IMPORT_APP_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {t(`format.${f}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={fileId}>{t('file.label')}</Label>
              <input
                id={fileId}
                type="file"
                className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-secondary file:px-3 file:py-1.5"
                onChange={(e) => {
                  const f = e.target.files?.[0] ?? null;
                  setFile(f);
                  setFileError(null);
                  upload.reset();
                  const guess = f ? guessFormat(f.name) : null;
                  if (guess) setFormat(guess);
                }}
              />
            </div>
            <Button type="submit" disabled={!file || upload.isPending}>
              {t('upload')}
            </Button>
          </form>
        )}
        {upload.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('uploading')}
          </p>
        )}
        {(fileError || upload.isError) && (
          <div role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
            <p className="font-semibold">{t('uploadFailed')}</p>
            <p>{fileError ?? uploadErrorText(upload.error)}</p>
          </div>
        )}
        {(jobs.isError || details.isError) && (
          <p role="alert" className="text-sm text-destructive">
            {t('loadFailed')}
          </p>
        )}

        {job?.status === 'ready' && job.preview && (
          <div className="flex flex-col gap-3" aria-labelledby="import-apps-preview">
            <h3 id="import-apps-preview" className="font-semibold">
              {t('preview.title')}
            </h3>
            <p className="text-sm">{t('preview.count', { count: job.preview.count, file: job.fileName })}</p>
            <div className="text-sm">
              <p className="text-muted-foreground">{t('preview.firstTitles')}</p>
              <ul className="list-disc pl-5">
                {job.preview.titles.map((title, i) => (
                  <li key={i}>{title}</li>
                ))}
              </ul>
            </div>
            {job.preview.skippedCount > 0 && (
              <div className="text-sm">
                <p className="text-muted-foreground">{t('preview.skipped', { count: job.preview.skippedCount })}</p>
                <NamedList items={job.preview.skipped} total={job.preview.skippedCount} />
              </div>
            )}
            {start.isError && (
              <p role="alert" className="text-sm text-destructive">
                {getErrorMessage(start.error, t('startFailed'))}
              </p>
            )}
            <div className="flex gap-3">
              <Button onClick={() => start.mutate(job.id)} disabled={start.isPending}>
                {start.isPending ? t('preview.starting') : t('preview.start')}
              </Button>
              <Button variant="outline" onClick={() => discard.mutate(job.id)} disabled={start.isPending}>
                {t('preview.cancel')}
              </Button>
            </div>
          </div>
        )}

        {shown?.status === 'running' && <Progress job={shown} />}
        {job?.status === 'done' && job.report && <Report job={job} onAgain={() => setDismissed(job.id)} />}
        {shown?.status === 'failed' && (
          <div
            role="alert"
            className="flex flex-col items-start gap-2 rounded-lg border border-destructive/40 p-3 text-sm"
          >
            <p className="font-semibold">{t('failed.title')}</p>
            <p>{shown.error}</p>
            <Button size="sm" variant="outline" onClick={() => setDismissed(shown.id)}>
              {t('report.again')}
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}

function Bar({ percent }: { percent: number }) {
  const { t } = useTranslation('import-apps');
  return (
    <div
      role="progressbar"
      aria-label={t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-3 w-full overflow-hidden rounded-full bg-secondary"
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

function Progress({ job }: { job: TImportJobSummary }) {
  const { t } = useTranslation('import-apps');
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">{t('progress.title', { file: job.fileName })}</p>
      <Bar percent={job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0} />
      <p className="text-sm text-muted-foreground">
        {t('progress.count', { processed: job.processed, total: job.total })} · {t('progress.leave')}
      </p>
    </div>
  );
}

/** The entries of one list; when the server kept only the first ones, how many more there were. */
function NamedList({ items, total }: { items: Array<{ name: string; reason?: string }>; total: number }) {
  const { t } = useTranslation('import-apps');
  return (
    <ul className="list-disc pl-5 break-words">
      {items.map((item, i) => (
        <li key={i}>
          {item.name}
          {item.reason ? `: ${item.reason}` : ''}
        </li>
      ))}
      {total > items.length && (
        <li className="text-muted-foreground">{t('report.more', { count: total - items.length })}</li>
      )}
    </ul>
  );
}

type ReportKey = 'duplicates' | 'skipped' | 'warnings' | 'errors';
const REPORT_SECTIONS: ReportKey[] = ['duplicates', 'skipped', 'warnings', 'errors'];

function Report({ job, onAgain }: { job: TImportJob; onAgain: () => void }) {
  const { t } = useTranslation('import-apps');
  const r = job.report!;
  return (
    <div className="flex flex-col gap-3 text-sm" aria-labelledby="import-apps-report">
      <h3 id="import-apps-report" className="text-base font-semibold">
        {t('report.title')}
      </h3>
      <Bar percent={100} />
      <div>
        <p className="font-medium">{t('report.imported', { count: r.counts.imported })}</p>
        <NamedList items={r.imported} total={r.counts.imported} />
        {r.counts.imported > 0 && (
          <Link href="/history" className="underline underline-offset-2">
            {t('report.seeHistory')}
          </Link>
        )}
      </div>
      {REPORT_SECTIONS.filter((key) => r.counts[key] > 0).map((key) => (
        <div key={key}>
          <p className={key === 'errors' ? 'font-medium text-destructive' : 'font-medium'}>
            {t(`report.${key}`, { count: r.counts[key] })}
          </p>
          <NamedList items={r[key]} total={r.counts[key]} />
        </div>
      ))}
      <div>
        <Button variant="outline" onClick={onAgain}>
          {t('report.again')}
        </Button>
      </div>
    </div>
  );
}
