import type { TApiToken } from '../../shared/schemas/integrations.ts';
import type { ApiTokenRow } from './api-tokens.repository.ts';

/** A token as its owner sees it: never the hash, never the token itself. */
export function presentApiToken(row: ApiTokenRow): TApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope === 'read-write' ? 'read-write' : 'read',
    prefix: row.prefix,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
