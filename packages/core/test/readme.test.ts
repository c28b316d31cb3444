import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

describe('the README library example', () => {
  it('runs as written', async () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const code = /```ts\n([\s\S]*?)```/.exec(readme)![1]!;
    const body = code
      .replace(/^import \{([^}]*)\} from '@tenace\/core';$/m, 'const {$1} = core;')
      .replace(/!/g, '')
      .concat('\nreturn match;');
    const core = await import('../src/index.ts');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('core', body) as (c: typeof core) => { play: { current: { cards: unknown[] } } };
    expect(run(core).play.current.cards).toHaveLength(1);
  });
});
