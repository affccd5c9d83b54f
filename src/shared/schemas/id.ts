import { z } from 'zod';

/**
 * The `:id` path parameter of every resource. Ids that are not UUIDs simply match nothing (404),
 * like ids that do not exist, so the only check here is a bound on the length.
 */
export const ZId = z.object({ id: z.string().max(100) });
