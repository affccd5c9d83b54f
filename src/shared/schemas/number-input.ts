import { z } from 'zod';

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * A number read from a JSON body: a number, or a plain decimal written as text (forms send "4").
 * z.coerce.number() also read [1] as 1, true as 1 and "0x10" as 16; those are refused here.
 */
export function numberInput<T extends z.ZodNumber>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return DECIMAL.test(text) ? Number(text) : value;
  }, schema);
}
