/**
 * Issue 19 #5, "20 all-bot tables raised another table's bot latency from 0.47 s to 3.7 s (one shared bot
 * thread)": the bot threads' queue serves tables in turn, and tables where only bots play after all others.
 */
import { describe, expect, it } from 'vitest';
import { PlaceholderPlayer } from '@tenace/bots';
import type { GameView } from '@tenace/protocol';
import type { BotJob } from '../src/botJobs.ts';
import type { BotPool } from '../src/botPool.ts';
import { DEFAULT_BUDGETS, ServerBrain, UNATTENDED_SHARE } from '../src/bots.ts';
import { FairQueue } from '../src/fairQueue.ts';

describe('the bot queue is fair across tables (issue 19 #5)', () => {
  it('a table with many jobs waiting delays another table by one job at most', () => {
    const q = new FairQueue<string>();
    for (let i = 0; i < 100; i++) q.push(`a${i}`, { table: 'a', low: false });
    q.push('b0', { table: 'b', low: false });
    q.push('b1', { table: 'b', low: false });
    expect([q.shift(), q.shift(), q.shift(), q.shift(), q.shift()]).toEqual(['a0', 'b0', 'a1', 'b1', 'a2']);
    expect(q.length).toBe(97);
  });

  it('twenty all-bot tables wait for a table where a person plays', () => {
    const q = new FairQueue<string>();
    for (let t = 0; t < 20; t++) q.push(`bots${t}`, { table: `bots${t}`, low: true });
    q.push('person', { table: 'p', low: false });
    expect(q.shift()).toBe('person');
    // Then the all-bot tables in the order they came, each once.
    expect(q.drain()).toEqual(Array.from({ length: 20 }, (_, t) => `bots${t}`));
    expect(q.shift()).toBeUndefined();
  });

  it('each table keeps its own order', () => {
    const q = new FairQueue<number>();
    const rows: [number, string][] = [
      [1, 'x'],
      [2, 'y'],
      [3, 'x'],
      [4, 'x'],
      [5, 'y'],
    ];
    for (const [n, t] of rows) q.push(n, { table: t, low: false });
    expect(q.drain()).toEqual([1, 2, 3, 5, 4]);
  });
});

describe('a job of an all-bot table is short (issue 19 #5: a running job cannot be stopped)', () => {
  it('tables where bots play every seat think with a quarter of the budgets; people’s tables with all', async () => {
    const jobs: BotJob[] = [];
    const pool = {
      run: (job: BotJob) => {
        jobs.push(job);
        return Promise.resolve(
          job.type === 'decide' ? { type: 'card', card: 'SA' } : { holds: false, why: 'fails', layouts: 1 },
        );
      },
    } as unknown as BotPool;
    const brain = new ServerBrain({
      strength: 'normal',
      player: new PlaceholderPlayer(),
      pool,
      budgets: DEFAULT_BUDGETS,
    });
    const view = { mode: 'minibridge' } as unknown as GameView;
    for (const unattended of [false, true])
      await brain.decide(view, 'card', {
        seed: 's',
        stale: () => false,
        table: 't',
        unattended: () => unattended,
      });
    const [people, bots] = jobs as Extract<BotJob, { type: 'decide' }>[];
    expect([people!.cardMs, people!.contractMs]).toEqual([
      DEFAULT_BUDGETS.cardMs,
      DEFAULT_BUDGETS.contractMs,
    ]);
    expect([bots!.cardMs, bots!.contractMs]).toEqual([
      DEFAULT_BUDGETS.cardMs * UNATTENDED_SHARE,
      DEFAULT_BUDGETS.contractMs * UNATTENDED_SHARE,
    ]);
  });
});
