/**
 * Request budgets shared by several entry points (the HTTP routes and the MCP tools), each kept in
 * the database (rate-limit.ts) so it holds across app servers.
 */

/** AI routes share one per-user budget. */
export const AI_RATE_LIMIT = { bucket: 'ai', max: 60, windowMs: 10 * 60 * 1000 };

/** Each import fetches a page or runs OCR: 30 per user per 10 minutes, shared by the import routes. */
export const IMPORT_RATE_LIMIT = { bucket: 'import', max: 30, windowMs: 10 * 60 * 1000 };
