import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      {
        // Real server processes (crash, scale-out): one file at a time, generous timeouts.
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          globalSetup: ['tests/reliability/global-setup.ts'],
          testTimeout: 180000,
          hookTimeout: 120000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
        },
      },
    ],
  },
});
