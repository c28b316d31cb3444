/** Call meanings sent with every state of a contract-bridge table: the same for every viewer, in en, ru and uk. */
import { describe, expect, it } from 'vitest';
import { explainAuction, explanation, callsOfView } from '@tenace/bots';
import { auctionMeanings, meaningsForView } from '../src/meanings.ts';
import { join, testLobby, until, type StateMsg } from './helpers.ts';

describe('auctionMeanings', () => {
  // Rows: auctions read with `tenace explain` (the same SAYC system), one meaning per call.
  it.each([
    ['N', ['1NT', 'P', '2C', 'P']],
    ['E', ['P', '1S', 'P', '2H', 'P', '3H', 'P', '4H', 'P', 'P', 'P']],
    ['W', ['1C', 'X', 'XX', '1H']],
  ] as const)('dealer %s, %j: one meaning per call, as the system explains it', (dealer, auction) => {
    const list = auctionMeanings({
      mode: 'duplicate',
      dealer,
      auction,
      vulnerability: 'None',
    });
    expect(list).toHaveLength(auction.length);
    const notes = explainAuction(dealer, callsOfView(auction), {
      mode: 'duplicate',
      vulnerable: { NS: false, EW: false },
      partScore: { NS: 0, EW: 0 },
    });
    list.forEach((m, i) => {
      expect(m).not.toBeNull();
      for (const lang of ['en', 'ru', 'uk'] as const)
        expect(m![lang]).toBe(explanation(notes[i]!.meaning, lang));
    });
    // the three languages are different texts, not copies of English
    expect(list[0]!.ru).not.toBe(list[0]!.en);
  });

  it('minibridge views carry no meanings; an empty auction has none', () => {
    expect(meaningsForView({ mode: 'minibridge' } as never)).toBeUndefined();
    expect(meaningsForView({ mode: 'rubber', auction: [], dealer: 'N' } as never)).toEqual([]);
  });
});

describe('meanings in state messages', () => {
  it('every viewer (seat or spectator) gets the same meanings for the public auction', async () => {
    const lobby = await testLobby();
    const made = await lobby.create({
      mode: 'duplicate',
      rules: { boards: 1 },
      seed: 'meanings-1',
      sit: { seat: 'S', name: 'Sam' },
    });
    if (!made.ok) throw new Error(made.error.message);
    const id = made.value.table.id;
    const table = lobby.tables.get(id)!;
    const south = await join(lobby, id, made.value.token!);
    const watcher = await join(lobby, id);
    // bots call until South must call (board 1: North deals)
    await until(() => {
      const m = south.lastState();
      return m !== undefined && m.stateId === table.stateId && m.view.toAct === 'S';
    });
    const mine = south.lastState()!;
    await until(() => watcher.lastState()?.stateId === mine.stateId);
    const theirs = watcher.lastState() as StateMsg;
    const auction = (mine.view as { readonly auction: readonly string[] }).auction;
    expect(auction.length).toBeGreaterThan(0);
    expect(mine.meanings).toHaveLength(auction.length);
    expect(theirs.meanings).toEqual(mine.meanings);
    expect(mine.meanings).toEqual(
      auctionMeanings({ mode: 'duplicate', dealer: 'N', auction, vulnerability: 'None' }),
    );
    await lobby.close();
  });
});
