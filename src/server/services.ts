import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Chef } from './chef/chef.ts';
import { chefFor } from './chef/create.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { inProcessLiveBus, postgresLiveBus, type LiveBus } from './households/live.ts';
import { imagesService, type ImagesService } from './images/images.service.ts';
import { importJobsService, type ImportJobsService } from './import-jobs/import-jobs.service.ts';
import { shutdownOcr } from './importer/ocr.ts';
import { importService, type ImportOptions, type ImportService } from './recipes/import.service.ts';
import { recipesService, type RecipesService } from './recipes/recipes.service.ts';
import { createStorage } from './storage/create-storage.ts';
import type { ObjectStorage } from './storage/storage.ts';
import { usersService, type UsersService } from './users/users.service.ts';
import { webhooksService, type WebhooksService } from './integrations/webhooks.service.ts';
import { sessionEnder } from './auth/session-end.ts';

/**
 * The services that hold state or wire features together, built once in buildApp. The flows that
 * cross features are explicit calls between them (a deleted recipe's images: recipes → images; a
 * deleted account's images: users → images), never hooks one feature installs into another.
 * Stateless per-resource services (collections, meal plans…) are still made per call from the db.
 */
export interface AppServices {
  chef: Chef;
  storage: ObjectStorage;
  images: ImagesService;
  recipes: RecipesService;
  users: UsersService;
  recipeImport: ImportService;
  importJobs: ImportJobsService;
  /** Tells a household's open screens what changed (in process, or through PostgreSQL NOTIFY). */
  live: LiveBus;
  /** Webhooks and their delivery queue (every app server takes its share of the work). */
  webhooks: WebhooksService;
}

/** What tests (or another host) may hand in instead of the default. */
export type GivenServices = Partial<Pick<AppServices, 'chef' | 'storage' | 'live'>>;

export interface ServiceInputs {
  config: Config;
  database: Database;
  secret: string;
  log: FastifyBaseLogger;
  testing?: { allowLoopbackFetch?: boolean; importOptions?: ImportOptions; webhookRetryBaseMs?: number };
}

export interface BuiltServices {
  services: AppServices;
  /** Waits for background work and releases what the services opened (called on app close). */
  close(): Promise<void>;
}

export async function buildServices(inputs: ServiceInputs, given: GivenServices = {}): Promise<BuiltServices> {
  const { config, database, secret, log } = inputs;
  const db = database.db;
  const chef = given.chef ?? (await chefFor(config, { logger: log, warmUp: config.env === 'production' }));
  const storage = given.storage ?? createStorage(config);
  const images = imagesService({ db, storage, secret, config, log });
  const webhooks = webhooksService({
    db,
    secret,
    trustedHosts: config.webhookAllowedHosts,
    log,
    retryBaseMs: inputs.testing?.webhookRetryBaseMs,
  });
  const recipes = recipesService({ db, images, log, events: webhooks });

  const recipeImport = importService({
    recipes,
    images,
    chef,
    useLlm: Boolean(config.ai),
    allowLoopbackFetch: inputs.testing?.allowLoopbackFetch === true,
    ocrLangPath: config.ocrLangPath,
    options: inputs.testing?.importOptions,
  });
  const importJobs = importJobsService({
    db,
    storage,
    uploadDir: path.join(config.dataDir, 'import-uploads'),
    log,
  });
  void importJobs.sweepStaleUploads().catch((err: unknown) => log.warn({ err }, 'could not sweep old import uploads'));
  const live =
    given.live ??
    (database.kind === 'postgres' && config.databaseUrl
      ? await postgresLiveBus(database, config.databaseUrl, log)
      : inProcessLiveBus());
  const ownsLive = !given.live;
  webhooks.start();
  const users = usersService({ db, images, sessions: sessionEnder({ db, live }) });

  return {
    services: { chef, storage, images, recipes, users, recipeImport, importJobs, live, webhooks },
    async close() {
      await webhooks.close();
      await importJobs.idle();
      if (ownsLive) await live.close();
      await shutdownOcr();
    },
  };
}
