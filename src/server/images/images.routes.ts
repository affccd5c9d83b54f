import { z } from 'zod';
import {
  IMAGE_MAX_BYTES,
  ZAttachedImage,
  ZAttachImage,
  ZConfirmImage,
  ZGeneratedImage,
  ZGenerateImage,
  ZUploadUrl,
} from '../../shared/schemas/image.ts';
import { ZId } from '../../shared/schemas/id.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import { requireUser, type App } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { routeRateLimit } from '../http/route-rate-limit.ts';

const tags = ['images'];
const MEDIA_FILE = /^[A-Za-z0-9_-]{22}-\d{2,4}\.webp$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Generation draws pictures (CPU) or calls a paid model: 30 per user per 10 minutes. */
export const IMAGE_GENERATION_LIMIT = { bucket: 'image-generate', max: 30, windowMs: 10 * 60 * 1000 };
const UPLOAD_URL_LIMIT = { bucket: 'upload-url', max: 60, windowMs: 10 * 60 * 1000 };

/**
 * Recipe images: upload URLs, the local upload endpoint, attach, generate/confirm/regenerate,
 * remove, and the public /media route. The images service and storage are built in buildApp
 * (services.ts); recipes and users call the images service for their clean-up.
 */
export async function imagesRoutes(app: App): Promise<void> {
  const { images, storage } = app.ctx.services;
  const signedIn = async (req: Parameters<typeof requireUser>[0]) => {
    requireUser(req);
  };
  const generationLimit = routeRateLimit(app, IMAGE_GENERATION_LIMIT);
  const uploadLimit = routeRateLimit(app, UPLOAD_URL_LIMIT);

  app.post(
    '/api/objects/upload',
    { schema: { tags, response: { 200: ZUploadUrl } }, preHandler: [signedIn, uploadLimit] },
    async (req) => images.createUpload(requireUser(req), 'image'),
  );

  app.post(
    '/api/recipes/image-upload-url',
    { schema: { tags, response: { 200: ZUploadUrl } }, preHandler: [signedIn, uploadLimit] },
    async (req) => images.createUpload(requireUser(req), 'import'),
  );

  await app.register(localUploadRoute);

  app.put(
    '/api/recipes/:id/image',
    { schema: { tags, params: ZId, body: ZAttachImage, response: { 200: ZAttachedImage } } },
    async (req) => images.attachUpload(requireUser(req), req.params.id, req.body.imageURL),
  );

  app.delete(
    '/api/recipes/:id/image',
    { schema: { tags, params: ZId, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await images.removeImage(requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/recipes/:id/generate-image',
    {
      schema: { tags, params: ZId, body: ZGenerateImage.nullish(), response: { 200: ZGeneratedImage } },
      preHandler: [signedIn, generationLimit],
    },
    async (req) => images.generatePreview(requireUser(req), req.params.id, req.body ?? {}),
  );

  app.put(
    '/api/recipes/:id/confirm-image',
    { schema: { tags, params: ZId, body: ZConfirmImage, response: { 200: ZAttachedImage } } },
    async (req) => images.confirmPreview(requireUser(req), req.params.id, req.body.imageUrl),
  );

  app.post(
    '/api/recipes/:id/regenerate-image',
    {
      schema: { tags, params: ZId, response: { 200: ZGeneratedImage } },
      preHandler: [signedIn, generationLimit],
    },
    async (req) => images.regenerate(requireUser(req), req.params.id),
  );

  // Public and cacheable forever: keys are random, and a new image always gets a new key.
  app.get('/media/:file', { schema: { tags, params: z.object({ file: z.string().max(64) }) } }, async (req, reply) => {
    const { file } = req.params;
    if (!MEDIA_FILE.test(file)) throw notFound('Image');
    const etag = `"${file}"`;
    if (req.headers['if-none-match'] === etag)
      return reply.code(304).header('Cache-Control', IMMUTABLE).header('ETag', etag).send();
    const found = await storage.get(`media/${file}`);
    if (!found) throw notFound('Image');
    return reply
      .header('Content-Type', 'image/webp')
      .header('Content-Length', String(found.size))
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', etag)
      .send(found.body);
  });

  /** The local driver's upload endpoint: raw image bytes, up to 20 MB, to a signed URL. */
  async function localUploadRoute(scope: App): Promise<void> {
    for (const type of ['application/octet-stream', /^image\/[\w.+-]+$/i]) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES }, (_req, body, done) =>
        done(null, body),
      );
    }
    scope.put(
      '/api/uploads/:id',
      {
        bodyLimit: IMAGE_MAX_BYTES,
        schema: {
          tags,
          params: z.object({ id: z.string().uuid() }),
          querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(128) }),
          response: { 204: ZNoContent },
        },
      },
      async (req, reply) => {
        const user = requireUser(req);
        if (storage.kind !== 'local') throw notFound('Upload');
        await images.receiveUpload(user, req.params.id, req.query.exp, req.query.sig, req.body);
        return reply.code(204).send();
      },
    );
  }
}
