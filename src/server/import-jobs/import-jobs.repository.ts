import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TImportCounts, TImportPreview, TImportReport } from '../../shared/schemas/import-job.ts';
import type { Db } from '../db/client.ts';
import { importJobs } from '../db/schema.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;
/** A job without its preview and report (lists), and the report's counts. */
export type ImportJobSummaryRow = Omit<ImportJobRow, 'preview' | 'report'> & { counts: TImportCounts | null };

const { preview: _preview, report: _report, ...summaryColumns } = getTableColumns(importJobs);

export function importJobsRepository(db: Db) {
  return {
    async insert(values: typeof importJobs.$inferInsert): Promise<ImportJobRow> {
      return (await db.insert(importJobs).values(values).returning())[0]!;
    },
    async find(id: string): Promise<ImportJobRow | undefined> {
      return (await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1))[0];
    },
    /** The newest jobs as summaries: the preview and report are never read for a list. */
    listOf: (userId: string, limit: number): Promise<ImportJobSummaryRow[]> =>
      db
        .select({ ...summaryColumns, counts: sql<TImportCounts | null>`${importJobs.report} -> 'counts'` })
        .from(importJobs)
        .where(eq(importJobs.userId, userId))
        .orderBy(desc(importJobs.createdAt))
        .limit(limit),
    readyOf: (userId: string) =>
      db
        .select({ id: importJobs.id })
        .from(importJobs)
        .where(and(eq(importJobs.userId, userId), eq(importJobs.status, 'ready'))),
    /** ready → running, once: a second start (another tab, a double click) finds nothing to claim. */
    async claim(id: string, userId: string): Promise<ImportJobRow | undefined> {
      const rows = await db
        .update(importJobs)
        .set({ status: 'running', updatedAt: new Date() })
        .where(and(eq(importJobs.id, id), eq(importJobs.userId, userId), eq(importJobs.status, 'ready')))
        .returning();
      return rows[0];
    },
    /** How far a running import is: two numbers, however big its report will be. */
    async progress(id: string, processed: number): Promise<void> {
      await db.update(importJobs).set({ processed, updatedAt: new Date() }).where(eq(importJobs.id, id));
    },
    async finish(
      id: string,
      values: { status: 'done' | 'failed'; report?: TImportReport; error?: string; processed?: number },
    ): Promise<void> {
      const now = new Date();
      await db
        .update(importJobs)
        .set({ ...values, updatedAt: now, finishedAt: now })
        .where(eq(importJobs.id, id));
    },
    async setPreview(id: string, preview: TImportPreview): Promise<void> {
      await db
        .update(importJobs)
        .set({ preview, total: preview.count + preview.skipped.length, status: 'ready', updatedAt: new Date() })
        .where(eq(importJobs.id, id));
    },
    async remove(id: string): Promise<void> {
      await db.delete(importJobs).where(eq(importJobs.id, id));
    },
  };
}
