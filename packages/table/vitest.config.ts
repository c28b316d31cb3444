import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'table', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
