import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'bots', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } });
