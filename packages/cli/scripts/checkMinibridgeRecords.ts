/**
 * CI check (npm run ci:minibridge-records): whole minibridge matches played by the default bots (sampling
 * and double-dummy) and by the beginner bots, through the real `tenace play --json`, each record checked
 * against the rules by the independent checker. Exits 1 on any problem.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkMinibridgeRecord } from '../test/checkMinibridgeRecord.ts';

const bin = fileURLToPath(new URL('../bin/tenace.js', import.meta.url));
const runs: string[][] = [
  ['--seed', '1', '--deals', '2'],
  ['--seed', '2', '--deals', '2', '--variant', 'ebu', '--tie', 'dealer'],
  ['--seed', '3', '--strength', 'beginner'],
  ['--seed', '4', '--strength', 'beginner', '--deals', '6', '--games', '1'],
  ['--seed', 'ci', '--strength', 'beginner', '--variant', 'ebu'],
];
let failed = 0;
for (const args of runs) {
  const started = Date.now();
  const text = execFileSync(
    'node',
    [bin, 'play', '--mode', 'minibridge', '--bots', 'all', '--json', ...args],
    { encoding: 'utf8' },
  );
  const problems = checkMinibridgeRecord(JSON.parse(text) as Parameters<typeof checkMinibridgeRecord>[0]);
  const took = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    failed++;
    console.log(`FAIL ${args.join(' ')} (${took} s):\n  ${problems.join('\n  ')}`);
  } else console.log(`ok   ${args.join(' ')} (${took} s)`);
}
console.log(`minibridge records: ${runs.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
