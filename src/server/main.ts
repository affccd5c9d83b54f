import { beginStartup, reexecWithMemorySettings } from './process-memory.ts';

// Importing this file starts the server (npm start, npm run dev, the reliability tests). It first
// re-executes itself once with the process memory settings (process-memory.ts), then loads the
// server: the import is dynamic so that nothing heavy is loaded before that.
reexecWithMemorySettings(import.meta.filename);
const startupDone = beginStartup();
const { startServer } = await import('./start-server.ts');
startServer().then(startupDone, (err: unknown) => {
  console.error('Tempero failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
