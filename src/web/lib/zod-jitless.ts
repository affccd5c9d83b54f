/*
 * Zod, on building its first object schema, probes whether it may compile fast parsers with
 * `new Function('')`. The page's Content-Security-Policy (script-src 'self', no 'unsafe-eval';
 * src/server/http/security.ts) refuses that: zod catches the error and parses without compiling,
 * but the browser still reports a CSP violation (a "Content security policy" issue in DevTools and
 * in Lighthouse's Best Practices). Zod's `jitless` setting skips the probe: same results, no eval.
 *
 * It is the setting `z.config({ jitless: true })` makes, written to the object zod keeps its
 * settings in (`globalThis.__zod_globalConfig`, shared by every copy of zod and created by the
 * first one loaded) rather than through `config()`: importing zod here would put ~4 KB (gzipped)
 * of it in the first load of every page, the landing included, for one flag. Whether zod is already
 * loaded or not, it reads this object. `tests/e2e/csp.spec.ts` fails if the probe comes back.
 *
 * It must run before any schema is built: it is the first import of main.tsx. Browser only (the
 * server renderer does not import main.tsx): the server keeps zod's compiled parsers.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
