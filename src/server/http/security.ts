import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config.ts';
import { forbidden } from './errors.ts';

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Content types a cross-site HTML form or "simple" fetch can send without a CORS preflight.
const SIMPLE_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

export function requestOrigin(req: FastifyRequest, config: Config): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const proto = req.protocol;
  return `${proto}://${req.headers.host ?? ''}`;
}

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request must come from our origin
 * when the browser says where it comes from, and must not be a "simple" cross-site form post.
 */
export function checkCsrf(req: FastifyRequest, config: Config): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.origin;
  const allowed = requestOrigin(req, config);
  if (origin !== undefined && origin !== allowed) throw forbidden('Cross-site request refused.');
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw forbidden('Cross-site request refused.');
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (origin === undefined && SIMPLE_TYPES.includes(type)) throw forbidden('Cross-site request refused.');
}
