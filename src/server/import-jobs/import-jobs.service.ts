import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  IMPORT_UPLOAD_MAX_BYTES,
  type TImportAppFormat,
  type TImportJob,
  type TImportJobSummary,
  type TImportPreview,
} from '../../shared/schemas/import-job.ts';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, conflict, notFound, payloadTooLarge } from '../http/errors.ts';
import { ImportFileError } from '../import-apps/errors.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import type { UserRow } from '../users/users.repository.ts';
import { presentImportJob, presentImportJobSummary } from './import-jobs.presenter.ts';
import { importJobsRepository } from './import-jobs.repository.ts';

/**
 * The app importers (zip reading, an HTML parser, one module per app) load on the first import,
 * not at start: most servers are idle most of the time, and many never import from another app.
 */
const loadImporters = () => import('../import-apps/run-import.ts');

export interface ImportJobsDeps {
  db: Db;
  storage: ObjectStorage | null;
  /** Uploads wait here (DATA_DIR/import-uploads) until their import ends. */
  uploadDir: string;
  log: FastifyBaseLogger;
}

const LIST_LIMIT = 10;
/** A running import writes its progress at most this often (two numbers each time). */
const PROGRESS_EVERY_MS = 1000;
/** Imports running at once on one server; each person's run one after another. */
const CONCURRENT_IMPORTS = 2;
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

class TooLarge extends Error {}

/** Counts bytes as they pass and stops the stream past the cap (the body is never held in memory). */
function capBytes(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(new TooLarge());
      else done(null, chunk);
    },
  });
}

/**
 * Background imports: each person's one after another, at most `concurrency` at once on this
 * server, so one person's big file never holds up everyone else's.
 */
export function importQueue(concurrency: number) {
  const perUser = new Map<string, Promise<void>>();
  const pending = new Set<Promise<void>>();
  const waiting: Array<() => void> = [];
  let free = concurrency;
  const acquire = () =>
    free > 0 ? ((free -= 1), Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    add(userId: string, work: () => Promise<void>): void {
      const before = perUser.get(userId) ?? Promise.resolve();
      const settled = before
        .then(async () => {
          await acquire();
          try {
            await work();
          } finally {
            release();
          }
        })
        .catch(() => undefined);
      perUser.set(userId, settled);
      pending.add(settled);
      void settled.then(() => {
        pending.delete(settled);
        if (perUser.get(userId) === settled) perUser.delete(userId);
      });
    },
    /** Resolves when every job added so far (and any added meanwhile) has finished. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type ImportJobsService = ReturnType<typeof importJobsService>;

/**
 * Import jobs: the upload is streamed to disk and previewed (nothing written), then started; the
 * import runs in the background of this server process, one job at a time, and records its
 * progress and report in the jobs table, so a reload (or another tab) sees where it is.
 */
export function importJobsService(deps: ImportJobsDeps) {
  const repo = importJobsRepository(deps.db);
  const fileOf = (id: string) => path.join(deps.uploadDir, `${id}.upload`);
  const removeFile = (id: string) => fsp.rm(fileOf(id), { force: true }).catch(() => undefined);
  const jobs = importQueue(CONCURRENT_IMPORTS);

  async function owned(user: UserRow, id: string) {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(id) : undefined;
    if (!row || row.userId !== user.id) throw notFound('Import');
    return row;
  }

  async function execute(user: UserRow, jobId: string, format: TImportAppFormat, fileName: string): Promise<void> {
    let lastWrite = Date.now();
    try {
      const { runImport } = await loadImporters();
      const report = await runImport(format, {
        writer: { db: deps.db, storage: deps.storage, user, format },
        file: fileOf(jobId),
        name: fileName,
        onProgress: async (processed) => {
          if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = Date.now();
          await repo.progress(jobId, processed);
        },
        log: (err, name) => deps.log.warn({ err, jobId, name }, 'an imported recipe could not be saved'),
      });
      const { counts } = report;
      await repo.finish(jobId, {
        status: 'done',
        report,
        processed: counts.imported + counts.duplicates + counts.errors + counts.skipped,
      });
    } catch (err) {
      if (!(err instanceof ImportFileError)) deps.log.error({ err, jobId }, 'import job failed');
      await repo.finish(jobId, {
        status: 'failed',
        error: err instanceof ImportFileError ? err.message : 'The import failed; recipes imported so far are kept.',
      });
    } finally {
      await removeFile(jobId);
    }
  }

  return {
    /** POST /api/import-jobs: the file, streamed; answers the previewed job, or 400/413 for a bad file. */
    async create(
      user: UserRow,
      format: TImportAppFormat,
      fileName: string,
      body: Readable | Buffer | undefined,
    ): Promise<TImportJob> {
      // One waiting upload per user: a new one replaces those never started.
      for (const old of await repo.readyOf(user.id)) {
        await repo.remove(old.id);
        await removeFile(old.id);
      }
      await fsp.mkdir(deps.uploadDir, { recursive: true });
      const id = crypto.randomUUID();
      const file = fileOf(id);
      try {
        const source: Readable | Buffer[] = body === undefined ? [] : Buffer.isBuffer(body) ? [body] : body;
        await pipeline(source, capBytes(IMPORT_UPLOAD_MAX_BYTES), fs.createWriteStream(file, { mode: 0o600 }));
      } catch (err) {
        await removeFile(id);
        if (err instanceof TooLarge) throw payloadTooLarge('The file is larger than 500 MB.');
        throw err;
      }
      const { size } = await fsp.stat(file);
      let preview: TImportPreview;
      try {
        const { previewImport } = await loadImporters();
        preview = await previewImport(format, file, fileName);
        if (preview.count === 0) throw new ImportFileError('wrong_format', 'No recipe in this file can be imported.');
      } catch (err) {
        await removeFile(id);
        if (err instanceof ImportFileError) throw badRequest(err.message, 'file', { reason: err.code });
        // Reading the file touches nothing but the file: whatever else breaks there is the file's
        // doing (a shape no reader expected), so the person gets a 400 that says so, not a 500.
        deps.log.warn({ err, format }, 'an uploaded export could not be read');
        throw badRequest('This file could not be read as an export of the chosen app.', 'file', {
          reason: 'unreadable',
        });
      }
      try {
        const row = await repo.insert({
          id,
          userId: user.id,
          format,
          fileName,
          fileSize: size,
          status: 'ready',
          preview,
          total: preview.count + preview.skipped.length,
        });
        return presentImportJob(row);
      } catch (err) {
        await removeFile(id);
        throw err;
      }
    },

    /** POST /api/import-jobs/:id/start: runs in the background; answers at once. */
    async start(user: UserRow, id: string): Promise<TImportJob> {
      const row = await owned(user, id);
      const claimed = await repo.claim(row.id, user.id);
      if (!claimed) throw conflict('This import has already started.');
      jobs.add(user.id, () => execute(user, row.id, row.format as TImportAppFormat, row.fileName));
      return presentImportJob(claimed);
    },

    async get(user: UserRow, id: string): Promise<TImportJob> {
      return presentImportJob(await owned(user, id));
    },

    async list(user: UserRow): Promise<TImportJobSummary[]> {
      return (await repo.listOf(user.id, LIST_LIMIT)).map((r) => presentImportJobSummary(r));
    },

    /** DELETE /api/import-jobs/:id: a job not running (its recipes stay). */
    async remove(user: UserRow, id: string): Promise<void> {
      const row = await owned(user, id);
      if (presentImportJob(row).status === 'running')
        throw new AppError(409, 'conflict', 'This import is still running.');
      await repo.remove(row.id);
      await removeFile(row.id);
    },

    /**
     * Files left by uploads never started whose account is gone, or by a server stopped
     * mid-import: removed a day after they were written (at start, not on a request path).
     */
    async sweepStaleUploads(maxAgeMs = STALE_UPLOAD_MS): Promise<number> {
      let removed = 0;
      const names = await fsp.readdir(deps.uploadDir).catch(() => [] as string[]);
      for (const name of names) {
        const full = path.join(deps.uploadDir, name);
        const stat = await fsp.stat(full).catch(() => null);
        if (stat?.isFile() && Date.now() - stat.mtimeMs > maxAgeMs) {
          await fsp.rm(full, { force: true });
          removed++;
        }
      }
      return removed;
    },

    /** Resolves when every started job has finished (tests, and a graceful stop). */
    idle: () => jobs.idle(),
  };
}
