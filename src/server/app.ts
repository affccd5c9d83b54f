import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { privateDir } from './lib/private-dir.ts';
import type { Database } from './db/client.ts';
import { healthRepository } from './db/health.repository.ts';
import { aiRoutes } from './ai/ai.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { recipesRoutes } from './recipes/recipes.routes.ts';
import { collectionsRoutes } from './collections/collections.routes.ts';
import { ratingsRoutes } from './ratings/ratings.routes.ts';
import { mealPlansRoutes } from './meal-plans/meal-plans.routes.ts';
import { shoppingListRoutes } from './shopping-list/shopping-list.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { imagesRoutes } from './images/images.routes.ts';
import { importRoutes } from './recipes/import.routes.ts';
import { pantryRoutes } from './pantry/pantry.routes.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { importJobsRoutes } from './import-jobs/import-jobs.routes.ts';
import { householdsRoutes } from './households/households.routes.ts';
import { apiTokensRoutes } from './integrations/api-tokens.routes.ts';
import { webhooksRoutes } from './integrations/webhooks.routes.ts';
import { mcpRoutes } from './integrations/mcp.routes.ts';
import { resolveRequestAuth } from './auth/request-auth.ts';
import { signupsRoutes } from './auth/signups.routes.ts';
import { enableSessionCache } from './auth/session-cache.ts';
import { allowRecipeListCache } from './recipes/recipe-list-cache.ts';
import type { App, AppContext, AppRoute } from './http/context.ts';
import { AppError } from './http/errors.ts';
import { RequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSpa } from './pages/spa.ts';
import { stripNul } from './http/sanitize.ts';
import { buildServices, type GivenServices } from './services.ts';
import { checkLanguagePacks } from './lang-packs.ts';

export const BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built SPA from this folder (tests may skip it). */
  webDist?: string | false;
  /** The server renderer module (default: dist/ssr/entry-server.js with the default webDist). */
  ssrEntry?: string | false;
  /** Replace infrastructure services (tests pass a chef with a mock model, a storage in a temp folder…). */
  services?: GivenServices;
  testing?: AppContext['testing'];
  logger?: boolean;
}

/**
 * The secret signs upload URLs and OIDC flow cookies; kept in DATA_DIR when not configured. The
 * folder that keeps it is made (or narrowed) 0700 by the same `privateDir` as the database's.
 */
export function resolveSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, '.secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    privateDir(config.dataDir);
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return fs.readFileSync(file, 'utf8').trim();
  }
}

function fieldOf(issuePath: unknown): string {
  if (Array.isArray(issuePath)) return issuePath.join('.');
  if (typeof issuePath === 'string') return issuePath.replace(/^\//, '').replace(/\//g, '.');
  return '';
}

export async function buildApp(opts: BuildOptions): Promise<App> {
  // The words of amounts and lines ship unchecked to the browser; the server checks them once.
  checkLanguagePacks();
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = resolveSecret(config);
  const built = await buildServices(
    { config, database: opts.database, secret, log: app.log, testing: opts.testing },
    opts.services,
  );
  app.addHook('onClose', async () => built.close());
  const ctx: AppContext = {
    config,
    database: opts.database,
    secret,
    spaPages: [],
    routes: [],
    services: built.services,
    testing: opts.testing,
  };
  // One process owns an embedded database, so sessions may be remembered (see session-cache.ts).
  if (opts.database.kind === 'pglite') enableSessionCache(opts.database.db);
  // The same for finished list pages; the database reports every change (recipe-list-cache.ts).
  if (opts.database.kind === 'pglite') allowRecipeListCache(opts.database.db);
  app.decorate('ctx', ctx);
  // Every route, as registered: the authorization matrix and the fuzz tests are generated from it.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      ctx.routes.push({ method: String(method), url: route.url, schema: route.schema as AppRoute['schema'] });
  });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('apiToken', null);

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Request-Id', req.id);
    if (req.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send({ message: err.message, code: err.code, ...err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = fieldOf(
        first?.params?.issue ? (first.params.issue as { path?: unknown }).path : first?.instancePath,
      );
      const reason = first?.message ?? 'is invalid';
      return reply.code(400).send({
        message: field ? `${field}: ${reason}` : reason,
        code: 'validation_error',
        field: field || undefined,
        issues: err.validation.slice(0, 20).map((v) => ({
          field: fieldOf((v.params?.issue as { path?: unknown } | undefined)?.path ?? v.instancePath),
          message: v.message,
        })),
      });
    }
    const fe = err as FastifyError;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: 'The request body is too large.', code: 'payload_too_large' });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ message: 'Unsupported content type; send JSON.', code: 'unsupported_media_type' });
    }
    if (fe.statusCode === 429) {
      return reply.code(429).send({ message: 'Too many requests. Please try again later.', code: 'rate_limited' });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.code(fe.statusCode).send({ message: fe.message, code: 'bad_request' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error', code: 'internal', requestId: req.id });
  });

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);

  app.addHook('preValidation', async (req) => {
    if (req.body && typeof req.body === 'object') req.body = stripNul(req.body);
    if (req.query && typeof req.query === 'object') req.query = stripNul(req.query);
  });

  // Who calls an API route: a bearer token, or the session (with the CSRF check on changes).
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    await resolveRequestAuth(req, ctx.database.db, config);
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tempero API',
        description: 'The HTTP API of Tempero, generated from its zod schemas.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/api/health', { schema: { tags: ['system'] } }, async () => {
    await healthRepository(ctx.database.db).ping();
    return { status: 'ok' };
  });

  await app.register(authRoutes);
  for (const register of routeModules) await app.register(register);

  if (opts.webDist !== false) await registerSpa(app, opts.webDist, { ssrEntry: opts.ssrEntry });
  else await registerSpa(app, path.join(config.dataDir, '__no_web_build__'));

  return app;
}

/** Feature route modules, registered in order. */
const routeModules: Array<(app: App) => Promise<void>> = [
  recipesRoutes,
  usersRoutes,
  collectionsRoutes,
  ratingsRoutes,
  mealPlansRoutes,
  shoppingListRoutes,
  imagesRoutes,
  importRoutes,
  aiRoutes,
  pantryRoutes,
  calendarRoutes,
  importJobsRoutes,
  householdsRoutes,
  apiTokensRoutes,
  webhooksRoutes,
  mcpRoutes,
  signupsRoutes,
];
