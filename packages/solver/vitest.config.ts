import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'solver',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    globalSetup: ['./test/buildWasm.setup.ts'],
  },
});
