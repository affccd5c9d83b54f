import type { paths } from './schema.generated.ts';

/**
 * Shapes read off the generated OpenAPI types, for the places that name a request or an answer
 * (a function's parameter, a cache entry) rather than restating it by hand.
 */
export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON body an operation accepts (as the client sends it: zod's input shape). */
export type ApiBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The query parameters an operation accepts. */
export type ApiQuery<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The JSON answer of an operation's success (200, 201 or 202). */
export type ApiResponse<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? {
        [S in keyof R & (200 | 201 | 202)]: R[S] extends { content: { 'application/json': infer B } } ? B : never;
      }[keyof R & (200 | 201 | 202)]
    : never;
