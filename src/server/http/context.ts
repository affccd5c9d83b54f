import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ImportOptions } from '../recipes/import.service.ts';
import type { AppServices } from '../services.ts';
import type { UserRow } from '../users/users.repository.ts';
import { unauthorized } from './errors.ts';

/**
 * Everything a route needs, built once in buildApp. Tests swap infrastructure services (a chef with
 * a mock model, a storage in a temp folder) through buildApp's options.
 */
export interface AppContext {
  config: Config;
  database: Database;
  /** Secret used to sign upload URLs and similar; stable across restarts and instances. */
  secret: string;
  /**
   * Hooks that know a web app path (public recipe pages): its <head> tags, the data its first
   * render needs, and whether the server renders it (src/server/pages/spa.ts).
   */
  spaPages: Array<(req: FastifyRequest, user: UserRow | null) => Promise<SpaPage | null>>;
  /** Every registered route (filled while the app is built). */
  routes: AppRoute[];
  /** The services, typed and built before any route is registered (src/server/services.ts). */
  services: AppServices;
  /** Test-only allowances and knobs, never set from the environment. */
  testing?: { allowLoopbackFetch?: boolean; importOptions?: ImportOptions; webhookRetryBaseMs?: number };
}

export interface SpaPage {
  /**
   * Tags for <head> (the page's own <title> replaces the default one), or a function making them:
   * called only when the page is built, not when a signed-out visitor gets a kept copy.
   */
  head?: string | (() => Promise<string>);
  /** Query cache entries of the web app: [query key, data], exactly as the API answers. */
  queries?: Array<[readonly unknown[], unknown]>;
  /** Render the page on the server. */
  render?: boolean;
  /**
   * Identifies the data the page is made of (e.g. a hash of the database row, read cheaply): with
   * it, a page kept for signed-out visitors is sent without reading the rest (`complete`).
   */
  version?: string;
  /** Reads the rest of the page (head, queries) when it is built; null if it is gone meanwhile. */
  complete?: () => Promise<Pick<SpaPage, 'head' | 'queries'> | null>;
}

export interface AppRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; hide?: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
    /** Set when the request is authorised by a personal API token instead of a session. */
    apiToken: { id: string; scope: 'read' | 'read-write' } | null;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The signed-in user, or a 401. */
export function requireUser(req: FastifyRequest): UserRow {
  if (!req.user) throw unauthorized();
  return req.user;
}

export type Reply = FastifyReply;
