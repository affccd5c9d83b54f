import { Stream, type Readable } from 'node:stream';
import { z } from 'zod';
import {
  IMPORT_UPLOAD_MAX_BYTES,
  ZCreateImportJobQuery,
  ZImportJob,
  ZImportJobList,
} from '../../shared/schemas/import-job.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import { requireUser, type App } from '../http/context.ts';
import { unsupportedMedia } from '../http/errors.ts';
import { routeRateLimit } from '../http/route-rate-limit.ts';

const tags = ['import'];

/** Each upload is read whole for its preview: 20 per user per hour. */
export const IMPORT_JOB_RATE_LIMIT = { bucket: 'import-apps', max: 20, windowMs: 60 * 60 * 1000 };

/** The raw file: never parsed by Fastify, streamed to disk by the service. */
const UPLOAD_TYPES = ['application/octet-stream', 'application/zip', 'application/x-zip-compressed'];

/**
 * Import from another app (issue 24): upload (streamed, up to 500 MB) → preview → start → poll
 * progress and report. Jobs are private: another user's job answers 404.
 */
export async function importJobsRoutes(app: App): Promise<void> {
  // Built in buildApp (services.ts), which also sweeps old uploads at start and waits for running
  // imports on close.
  const service = app.ctx.services.importJobs;
  const limit = routeRateLimit(app, IMPORT_JOB_RATE_LIMIT);
  const signedIn = async (req: Parameters<typeof requireUser>[0]) => {
    requireUser(req);
  };
  const params = z.object({ id: z.string().max(64) });

  await app.register(async (scope: App) => {
    scope.addContentTypeParser(UPLOAD_TYPES, (req, payload, done) => {
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > IMPORT_UPLOAD_MAX_BYTES) {
        done(
          Object.assign(new Error('The file is larger than 500 MB.'), {
            statusCode: 413,
            code: 'FST_ERR_CTP_BODY_TOO_LARGE',
          }),
          undefined,
        );
        return;
      }
      done(null, payload);
    });
    scope.post(
      '/api/import-jobs',
      {
        onRequest: [signedIn, limit],
        schema: {
          tags,
          // The export file itself (read as a stream below); declared so the API document and the
          // web's generated client know the call takes a body.
          consumes: UPLOAD_TYPES,
          body: z.unknown(),
          querystring: ZCreateImportJobQuery,
          response: { 201: ZImportJob },
        },
      },
      async (req, reply) => {
        const body = req.body;
        if (body !== undefined && !Buffer.isBuffer(body) && !(body instanceof Stream)) {
          throw unsupportedMedia('Send the file itself as the request body (Content-Type: application/octet-stream).');
        }
        const job = await service.create(
          requireUser(req),
          req.query.format,
          req.query.fileName,
          body as Readable | undefined,
        );
        return reply.code(201).send(job);
      },
    );
  });

  app.get(
    '/api/import-jobs',
    { onRequest: signedIn, schema: { tags, response: { 200: ZImportJobList } } },
    async (req) => service.list(requireUser(req)),
  );
  app.get(
    '/api/import-jobs/:id',
    { onRequest: signedIn, schema: { tags, params, response: { 200: ZImportJob } } },
    async (req) => service.get(requireUser(req), req.params.id),
  );
  app.post(
    '/api/import-jobs/:id/start',
    { onRequest: signedIn, schema: { tags, params, response: { 202: ZImportJob } } },
    async (req, reply) => reply.code(202).send(await service.start(requireUser(req), req.params.id)),
  );
  app.delete(
    '/api/import-jobs/:id',
    { onRequest: signedIn, schema: { tags, params, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await service.remove(requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );
}
