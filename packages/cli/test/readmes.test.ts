import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each package README's five-line example runs as written (from inside that package, so its imports
// resolve as a user's would) and prints what its comments say.
const packages = fileURLToPath(new URL('../../', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));

function runExample(pkg: string): string {
  const readme = readFileSync(`${packages}${pkg}/README.md`, 'utf8');
  const code = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (code === undefined) throw new Error(`${pkg}/README.md has no ts example`);
  const file = `${packages}${pkg}/.readme-example-${process.pid}.ts`;
  writeFileSync(file, code);
  try {
    return execFileSync('node', [tsx, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } finally {
    rmSync(file, { force: true });
  }
}

describe('the package READMEs', () => {
  it.each([
    ['core', /^430$/m],
    ['protocol', /code: 'proto\/bad_message'[\s\S]*action\.card[\s\S]*^hello$/m],
    ['server', /^state undefined$/m],
    ['table', /^state undefined$/m],
    ['cli', /\(-500\)[\s\S]*^0 2 1$/m],
  ])('%s: the example prints what it says', (pkg, expected) => {
    expect(runExample(pkg)).toMatch(expected);
  });
});
