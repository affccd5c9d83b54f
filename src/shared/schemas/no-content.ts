import { z } from 'zod';

/**
 * The answer of a route that succeeds with 204 and sends no body. As a response schema it makes
 * the OpenAPI document say "204, no content" (fastify-type-provider-zod turns `undefined` into a
 * `null` type, which @fastify/swagger documents without content), so the generated web client
 * types such a call's `data` as never instead of an unknown 200 body.
 */
export const ZNoContent = z.undefined().describe('No content');
