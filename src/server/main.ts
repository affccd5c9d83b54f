import { startServer } from './start-server.ts';

// Importing this file starts the server (npm start, npm run dev, the reliability tests).
startServer().catch((err: unknown) => {
  console.error('Tempero failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
