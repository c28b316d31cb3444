import { defineProject } from 'vitest/config';
import preact from '@preact/preset-vite';

export default defineProject({
  plugins: [preact()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 30_000,
  },
});
