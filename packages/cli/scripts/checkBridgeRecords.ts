/**
 * CI check (npm run ci:bridge-records): runs `tenace play --mode rubber|chicago|duplicate --bots all --json`
 * for several seeds and options, and the three-rubber tour, and checks every record with the independent
 * checker. Exits 1 on any problem.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkBridgeRecord, type BridgeRecord } from '../../core/test/checkBridgeRecord.ts';

const bin = fileURLToPath(new URL('../bin/tenace.js', import.meta.url));
// The beginner bots unless a run names its strength: the sampling bots take seconds a card.
const play = (args: string[]): string =>
  execFileSync(
    'node',
    [
      bin,
      'play',
      '--bots',
      'all',
      '--json',
      ...(args.includes('--strength') ? [] : ['--strength', 'beginner']),
      ...args,
    ],
    { encoding: 'utf8' },
  );

const runs: string[][] = [];
for (const seed of ['1', '2', '3', '42', 'ci']) {
  runs.push(['--mode', 'rubber', '--seed', seed]);
  runs.push(['--mode', 'chicago', '--seed', seed]);
  runs.push(['--mode', 'duplicate', '--seed', seed, '--boards', '16']);
}
runs.push(['--mode', 'rubber', '--seed', '6', '--ruleset', '1948', '--rounding', 'half-down']);
runs.push(['--mode', 'rubber', '--seed', '6', '--no-honours']);
// The default bots (SAYC bidding, sampling and double-dummy card play), on a few deals.
runs.push(['--mode', 'rubber', '--seed', '7', '--max-deals', '2', '--strength', 'normal']);
runs.push(['--mode', 'duplicate', '--seed', '7', '--boards', '2', '--strength', 'normal']);
runs.push(['--mode', 'rubber', '--seed', '3', '--max-deals', '4']);
runs.push(['--mode', 'rubber', '--seed', '4', '--max-deals', '2', '--ruleset', '1948']);
runs.push([
  '--mode',
  'chicago',
  '--seed',
  '6',
  '--vul23',
  'non-dealer',
  '--passed-out',
  'next',
  '--chicago-honours',
]);
runs.push(['--mode', 'chicago', '--seed', '6', '--chicago-scoring', 'duplicate']);

let failures = 0;
let checked = 0;
const report = (what: string, problems: string[]): void => {
  checked++;
  if (problems.length === 0) return;
  failures++;
  console.error(`FAIL ${what}\n  ${problems.join('\n  ')}`);
};
for (const args of runs) {
  const rec = JSON.parse(play(args)) as BridgeRecord;
  report(args.join(' '), checkBridgeRecord(rec));
}
for (const seed of ['1', '2']) {
  const tour = JSON.parse(play(['--mode', 'rubber', '--tour', '--seed', seed])) as {
    rubbers: { seats: Record<string, string>; record: BridgeRecord; settlement: Record<string, number> }[];
    ledger: Record<string, number>;
  };
  const problems = tour.rubbers.flatMap((r, i) =>
    checkBridgeRecord(r.record).map((p) => `rubber ${i + 1}: ${p}`),
  );
  const pairs = new Set(
    tour.rubbers.flatMap((r) => [
      [r.seats.N, r.seats.S].sort().join('+'),
      [r.seats.E, r.seats.W].sort().join('+'),
    ]),
  );
  if (tour.rubbers.length !== 3) problems.push(`${tour.rubbers.length} rubbers, not 3`);
  if (pairs.size !== 6) problems.push(`partnerships ${[...pairs].join(', ')}: not each pair once`);
  const sum = Object.values(tour.ledger).reduce((a, b) => a + b, 0);
  if (sum !== 0) problems.push(`the ledgers sum to ${sum}`);
  report(`tour seed ${seed}`, problems);
}
console.log(`bridge records: ${checked - failures} passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
