/** Rows are written in batches so one statement never carries too many parameters. */
export const INSERT_BATCH = 200;

/** Calls `insert` with consecutive slices of `rows`, at most INSERT_BATCH each, one after another. */
export async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await insert(rows.slice(i, i + INSERT_BATCH));
}
