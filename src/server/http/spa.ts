import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { App } from './context.ts';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../../dist/web');

/**
 * Serves the built web app: hashed assets cached forever, index.html never cached, every non-API
 * path answered with index.html (the client renders routes and its 404 page). Unknown /api paths
 * answer JSON 404.
 */
export async function registerSpa(app: App, distDir = WEB_DIST): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  let indexHtml: string | null = null;
  const readIndex = () => (indexHtml ??= fs.readFileSync(indexPath, 'utf8'));

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const rel = path.relative(distDir, filePath).split(path.sep).join('/');
        if (rel.startsWith('assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (rel === 'sw.js' || rel.endsWith('.html') || rel.endsWith('.webmanifest')) reply.header('Cache-Control', 'no-cache');
        else reply.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ message: `No API route ${req.method} ${url}` });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send({ message: 'Not found' });
    // A missing hashed asset must not be answered with HTML (the browser would try to run it).
    if (url.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(url)) return reply.code(404).send({ message: 'Not found' });
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run "npm run build" (or "npm start", which builds it).');
    }
    let html = readIndex();
    for (const head of app.ctx.spaHeads) {
      const extra = await head(req);
      if (extra) {
        html = html.replace(/<title>[^<]*<\/title>/, '').replace('</head>', `${extra}\n</head>`);
        break;
      }
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
