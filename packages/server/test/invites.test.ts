/**
 * Issue 19 #11, "invites never expire and an old invite works again after the seat changed hands": an
 * invite lasts a configurable time, is used once, and dies when its seat changes hands — also after a
 * restart, since all of it is read from the table's log.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '@tenace/core';
import { DEFAULT_INVITE_TTL_MS, MemoryStorage } from '../src/index.ts';
import { testLobby } from './helpers.ts';

async function tableWithInvite(opts: Parameters<typeof testLobby>[0] = {}) {
  const storage = new MemoryStorage();
  const lobby = await testLobby({ storage, ...opts });
  const made = unwrap(await lobby.create({ mode: 'minibridge', sit: { seat: 'S', name: 'Ann' } }));
  const table = lobby.tables.get(made.table.id)!;
  const code = unwrap(await table.invite(made.token!, 'N'));
  return { storage, lobby, table, code };
}

const code = (r: { ok: boolean; error?: { code: string; message: string } }) =>
  r.ok ? 'ok' : `${r.error!.code}: ${r.error!.message}`;

describe('invites never expire (issue 19 #11)', () => {
  it('an invite older than its lifetime is refused, also after a restart', async () => {
    const { storage, lobby, code: invite } = await tableWithInvite({ inviteTtlMs: 40 });
    await new Promise((r) => setTimeout(r, 80));
    expect(code(await lobby.useInvite(invite, 'Bob'))).toMatch(/^table\/bad_invite: the invite expired/);
    await lobby.close();
    const again = await testLobby({ storage, inviteTtlMs: 40 });
    expect(code(await again.useInvite(invite, 'Bob'))).toMatch(/^table\/bad_invite/);
    await again.close();
  });

  it('a fresh invite works once, within the default lifetime of a week', async () => {
    expect(DEFAULT_INVITE_TTL_MS).toBe(7 * 24 * 3600 * 1000);
    const { lobby, code: invite } = await tableWithInvite();
    expect(code(await lobby.useInvite(invite, 'Bob'))).toBe('ok');
    expect(code(await lobby.useInvite(invite, 'Cy'))).toMatch(/^table\/bad_invite/);
    await lobby.close();
  });
});

describe('an old invite works again after the seat changed hands (issue 19 #11)', () => {
  it('the seat taken by name, then left: the invite made before stays dead, also after a restart', async () => {
    const { storage, lobby, table, code: invite } = await tableWithInvite();
    const bob = unwrap(await lobby.takeSeat(table.id, 'N', 'Bob'));
    unwrap(await table.leave(bob));
    expect(table.seats.N.tokenHash).toBeNull();
    expect(code(await lobby.useInvite(invite, 'Mallory'))).toMatch(/^table\/bad_invite/);
    await lobby.close();
    const again = await testLobby({ storage });
    expect(code(await again.useInvite(invite, 'Mallory'))).toMatch(/^table\/bad_invite/);
    expect(again.tables.get(table.id)!.seats.N.name).toBeNull();
    await again.close();
  });
});
