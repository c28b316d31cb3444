/**
 * `npx tsx packages/server/bench/appends.ts`: the CPU this process spends per log append on Postgres
 * (DATABASE_URL), appended one at a time as a table's actions are (each awaited before the next), plain
 * and fenced (a cluster's appends name their lease epoch). Prints CPU microseconds per append.
 */
import { SqlStorage } from '../src/index.ts';

const url = process.env.DATABASE_URL;
if (url === undefined) throw new Error('appends bench: DATABASE_URL must name a Postgres database');
const N = Number(process.argv[2] ?? 3000);

async function run(fenced: boolean): Promise<number> {
  const s = SqlStorage.postgres(url!, { writerLock: false });
  await s.init();
  const id = `bench-${fenced ? 'f' : 'p'}-${String(Date.now())}`;
  await s.createTable({
    id,
    settings: { mode: 'minibridge', rules: { deals: 2 }, undo: 'free' },
    seed: 'sd',
    title: 'T',
    private: true,
    createdAt: new Date().toISOString(),
  });
  if (fenced) await s.fence(id, 1);
  const entry = { kind: 'chat', seat: 'N', name: 'Ann', text: 'hello' } as const;
  for (let i = 1; i <= 200; i++) await s.append(id, { seq: i, at: 'a', entry }, fenced ? 1 : undefined);
  const c0 = process.cpuUsage();
  for (let i = 201; i <= 200 + N; i++) await s.append(id, { seq: i, at: 'a', entry }, fenced ? 1 : undefined);
  const c = process.cpuUsage(c0);
  await s.close();
  return (c.user + c.system) / N;
}

for (const fenced of [false, true, false, true])
  console.log(`${fenced ? 'fenced' : 'plain '} ${(await run(fenced)).toFixed(1)} µs CPU per append`);
