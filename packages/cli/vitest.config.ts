import { defineProject } from 'vitest/config';

// CLI tests start the real `tenace` binary; on a loaded 2-core machine that can take seconds.
export default defineProject({
  test: { name: 'cli', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 60_000 },
});
