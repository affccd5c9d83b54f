/**
 * What a DELETE answers is written in the OpenAPI document the web client is generated from.
 * @fastify/swagger documents a route without a response schema as "200 Default Response" with no
 * body, which the generated client reads as an untyped 200: a route that sends nothing must say
 * 204 (`ZNoContent`), a route that sends a body must give its schema. The authorization matrix
 * (tests/security) checks the other half: each route's real answer is the documented one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../scripts/openapi-client.ts';

interface Operation {
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
let deletes: Array<[string, Operation]>;

beforeAll(async () => {
  const document = await openApiDocument();
  deletes = Object.entries(document.paths ?? {}).flatMap(([path, item]) => {
    const operation = (item as { delete?: Operation }).delete;
    return operation ? [[path, operation] as [string, Operation]] : [];
  });
});

/** One line per DELETE: its success statuses and whether each documents a JSON body. */
function successes(operation: Operation): string[] {
  return Object.entries(operation.responses)
    .filter(([status]) => /^2/.test(status))
    .map(([status, response]) => `${status}${response.content?.['application/json']?.schema ? ' with body' : ''}`);
}

describe('DELETE routes document what they answer', () => {
  it('finds the DELETE routes', () => {
    expect(deletes.length).toBeGreaterThanOrEqual(12);
  });

  it('each documents one success: 204 without a body, or 200 with its body schema', () => {
    const wrong = deletes
      .map(([path, operation]) => [path, successes(operation)] as const)
      .filter(([, found]) => !(found.length === 1 && (found[0] === '204' || found[0] === '200 with body')))
      .map(([path, found]) => `DELETE ${path}: ${found.join(', ') || 'no success response'}`);
    expect(wrong, 'add `response: { 204: ZNoContent }` (no body) or `{ 200: <its schema> }`').toEqual([]);
  });

  it('the routes that send a body are the account deletion and clearing the shopping list', () => {
    const withBody = deletes.filter(([, operation]) => successes(operation)[0] === '200 with body').map(([p]) => p);
    expect(withBody.sort()).toEqual(['/api/shopping-list-items', '/api/user/account']);
  });
});
