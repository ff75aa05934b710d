import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/serverSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Each file starts its own shop on its own database (killed and restarted, flooded with bad input).
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
