/**
 * Issue 19 #7, "an all-bot table killed between deals does not resume": a table restored with a scored
 * deal starts the next deal by itself, without anyone connecting.
 */
import { describe, expect, it } from 'vitest';
import { pending } from '@tenace/core';
import { MemoryStorage } from '../src/index.ts';
import { testLobby, until } from './helpers.ts';

describe('an all-bot table killed between deals does not resume (issue 19 #7)', () => {
  it.each(['minibridge', 'rubber'] as const)('%s: the restored table deals the next deal', async (mode) => {
    const storage = new MemoryStorage();
    // The first host stops between deals: it does not start the next deal by itself.
    const first = await testLobby({ storage, autoNext: false });
    const made = await first.create({ mode, seed: `resume-${mode}` });
    if (!made.ok) throw new Error(made.error.message);
    const id = made.value.table.id;
    const before = first.tables.get(id)!;
    await until(() => pending(before.state).kind === 'next');
    const scoredAt = before.stateId;
    await first.close();
    // The restarted host: all four seats are bots, nobody connects.
    const second = await testLobby({ storage });
    const after = second.tables.get(id)!;
    expect(after.stateId).toBe(scoredAt);
    await until(() => after.stateId > scoredAt, 2000);
    expect(pending(after.state).kind).not.toBe('next');
    await second.close();
  });
});
