/**
 * Random endings (5-7 cards a hand, suits drawn from a few suits so voids and long trumps are common)
 * solved by the engine and by the tests' memoised minimax; prints any difference. Exits 1 on one.
 * Usage: tsx packages/solver/scripts/stress.ts [--count N] [--cards K] [--seed S]
 */
import { createEngine } from '../src/api.ts';
import { bruteForce } from '../test/helpers.ts';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const count = option('--count', 300);
const cards = option('--cards', 6);
let seed = option('--seed', 1) >>> 0;
function rand(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A random ending of `n` cards a hand from a pack biased towards fewer suits. */
function ending(n: number): Int32Array {
  const weights = [rand(), rand(), rand(), rand()].map((w) => w * w + 0.05);
  const pool: number[] = [];
  for (let s = 0; s < 4; s++) for (let b = 0; b < 13; b++) pool.push(s * 16 + b);
  const chosen: number[] = [];
  while (chosen.length < 4 * n) {
    const total = pool.reduce((a, c) => a + weights[c >> 4]!, 0);
    let x = rand() * total;
    let k = 0;
    for (; k < pool.length - 1; k++) {
      x -= weights[pool[k]! >> 4]!;
      if (x <= 0) break;
    }
    chosen.push(pool.splice(k, 1)[0]!);
  }
  for (let i = chosen.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [chosen[i], chosen[j]] = [chosen[j]!, chosen[i]!];
  }
  const h = new Int32Array(16);
  chosen.forEach((m, k) => (h[(k % 4) * 4 + (m >> 4)]! |= 1 << (m & 15)));
  return h;
}

let bad = 0;
const shared = [0, 1, 2, 3, 4].map(() => createEngine(4));
const fresh = createEngine(4);
for (let i = 0; i < count; i++) {
  const h = ending(cards);
  const trump = i % 5;
  const leader = (i >> 2) & 3;
  const want = bruteForce(h, trump, leader);
  for (const [name, engine] of [
    ['shared', shared[trump]!],
    ['fresh', fresh],
  ] as const) {
    if (name === 'fresh') engine.tt.clear();
    engine.load(h, trump, leader, []);
    const got = engine.value(Math.floor(cards / 2));
    if (got !== want) {
      bad++;
      console.log(
        `case ${i} (${name} table): trump ${trump} leader ${leader} hands ${Array.from(h).join(',')}: engine ${got}, minimax ${want}`,
      );
    }
  }
}
console.log(`${count} endings of ${cards} cards: ${bad} differences`);
process.exitCode = bad === 0 ? 0 : 1;
