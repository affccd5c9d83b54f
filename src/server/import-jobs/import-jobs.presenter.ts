import type { TImportJob, TImportPreview, TImportReport } from '../../shared/schemas/import-job.ts';
import type { ImportJobRow } from './import-jobs.repository.ts';

/** A running job that has not moved for this long was cut off (the server stopped mid-import). */
export const STALE_RUNNING_MS = 10 * 60 * 1000;

export function presentImportJob(row: ImportJobRow, now = Date.now()): TImportJob {
  const stale = row.status === 'running' && now - row.updatedAt.getTime() > STALE_RUNNING_MS;
  return {
    id: row.id,
    format: row.format as TImportJob['format'],
    fileName: row.fileName,
    fileSize: row.fileSize,
    status: stale ? 'failed' : (row.status as TImportJob['status']),
    total: row.total,
    processed: row.processed,
    preview: (row.preview as TImportPreview | null) ?? null,
    report: (row.report as TImportReport | null) ?? null,
    error: stale
      ? 'The import was interrupted (the server stopped). Recipes imported so far are kept; upload the file again to import the rest.'
      : row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
