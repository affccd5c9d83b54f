import crypto from 'node:crypto';
import {
  API_TOKEN_MAX_PER_USER,
  API_TOKEN_PREFIX,
  type TApiTokenCreate,
  type TApiTokenScope,
} from '../../shared/schemas/integrations.ts';
import { hashToken } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { apiTokensRepository, type ApiTokenRow } from './api-tokens.repository.ts';

/** How often the "last used" time of a token is written at most. */
const TOUCH_EVERY_MS = 60_000;
/** Longer than any token this server makes; anything longer is not looked up. */
const MAX_TOKEN_LENGTH = 200;

export interface ResolvedApiToken {
  user: UserRow;
  token: { id: string; scope: TApiTokenScope };
}

/**
 * Personal API tokens: random, shown once, stored as a SHA-256 hash. Nothing about a token is kept
 * in memory: every bearer request reads its row (one indexed query with the user), so a revoked
 * token stops working at once on every app server.
 */
export function apiTokensService(db: Db) {
  const repo = apiTokensRepository(db);
  return {
    async list(user: UserRow): Promise<ApiTokenRow[]> {
      return repo.listForUser(user.id);
    },
    async create(user: UserRow, input: TApiTokenCreate): Promise<{ row: ApiTokenRow; token: string }> {
      if ((await repo.countForUser(user.id)) >= API_TOKEN_MAX_PER_USER)
        throw conflict(`You can have at most ${API_TOKEN_MAX_PER_USER} API tokens.`);
      const token = API_TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
      const row = await repo.insert({
        userId: user.id,
        name: input.name,
        scope: input.scope,
        tokenHash: hashToken(token),
        prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
      });
      return { row, token };
    },
    /** The user and scope of a bearer token, or null when it is unknown or revoked. */
    async resolve(token: string, now = new Date()): Promise<ResolvedApiToken | null> {
      if (!token.startsWith(API_TOKEN_PREFIX) || token.length > MAX_TOKEN_LENGTH) return null;
      const found = await repo.findWithUser(hashToken(token));
      if (!found) return null;
      await repo.touch(found.token.id, now, new Date(now.getTime() - TOUCH_EVERY_MS));
      const scope: TApiTokenScope = found.token.scope === 'read-write' ? 'read-write' : 'read';
      return { user: found.user, token: { id: found.token.id, scope } };
    },
  };
}
export type ApiTokensService = ReturnType<typeof apiTokensService>;
