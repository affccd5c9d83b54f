#!/usr/bin/env node
// The image's HEALTHCHECK: exit 0 when the server on this container's PORT answers /api/health.
/* global process, fetch, AbortSignal */
const port = Number(process.env.PORT) || 3000;
try {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
