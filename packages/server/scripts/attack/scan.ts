/**
 * The hidden-card scan: scripted matches in every mode, two people and a spectator at each table, both
 * reconnecting half-way, the table's HTTP answers polled throughout. Every frame and answer is checked
 * against the deal it belongs to (known once the deal is finished): no card of a hand the viewer may not
 * see — not its own, not dummy once exposed, not played — and never the deal seed before the match ends.
 */
import {
  dealFacts,
  parsePbnDealFull,
  SEATS,
  unwrap,
  type DealRecord,
  type Mode,
  type Seat,
} from '@tenace/core';
import type { ServerMessage } from '@tenace/protocol';
import type { TenaceServer } from '../../src/index.ts';
import { simpleIntent, type StateMsg } from '../../test/helpers.ts';
import { api, ScriptClient } from '../wsClient.ts';

export interface Seen {
  readonly viewer: Seat | null;
  readonly text: string;
  /** The match was over when it was seen (the seed may then be shown). */
  readonly over: boolean;
}

const RULES: Record<Mode, Record<string, unknown>> = {
  minibridge: { deals: 6 },
  rubber: {},
  chicago: {},
  duplicate: { boards: 3 },
};

/** A person's or a spectator's socket that plays the seat's simple legal intents and keeps every frame. */
async function player(
  base: string,
  table: string,
  seat: Seat | null,
  token: string | null,
  seen: Seen[],
  over: () => boolean,
) {
  const c = await ScriptClient.open(base, false);
  let acted = 0;
  c.onMessage = (m: ServerMessage) => {
    seen.push({ viewer: seat, text: JSON.stringify(m), over: over() });
    if (m.t !== 'state' || seat === null) return;
    const i = simpleIntent(m, seat);
    if (i === null) return;
    acted++;
    c.send({ t: 'act', stateId: m.stateId, action: i });
  };
  await c.join(table, token ?? undefined);
  return { c, acted: () => acted };
}

/** The cards `viewer` must not see in a state frame (null: the frame is of a deal not finished, unchecked). */
function hiddenCards(m: StateMsg, viewer: Seat | null, deals: readonly DealRecord[]): Set<string> | null {
  const v = m.view as unknown as {
    history: unknown[];
    phase: string;
    dummy: Seat | null;
    mode: string;
    dummyVisible?: boolean;
    played?: unknown;
    trick?: unknown;
    lastTrick?: unknown;
  };
  const rec = deals[v.history.length];
  if (rec === undefined) return null;
  if (v.phase === 'scored' || v.phase === 'over') return new Set();
  const hands = unwrap(parsePbnDealFull(dealFacts(rec).pbn)).hands;
  // Bridge shows dummy once the opening lead is made (the view says so); minibridge from the contract on.
  const dummyShown = v.dummyVisible ?? (v.mode === 'minibridge' && v.dummy !== null);
  const played = JSON.stringify([v.played ?? null, v.trick ?? null, v.lastTrick ?? null]);
  const out = new Set<string>();
  for (const s of SEATS) {
    if (s === viewer || (dummyShown && s === v.dummy)) continue;
    for (const card of hands[s].cards()) if (!played.includes(`"${card}"`)) out.add(card);
  }
  return out;
}

/** The leaks in what was seen (a description each). */
export function leaks(
  seen: readonly Seen[],
  deals: readonly DealRecord[],
  seed: string,
): { checked: number; found: string[] } {
  const found: string[] = [];
  let checked = 0;
  for (const s of seen) {
    if (!s.over && s.text.includes(seed)) found.push(`the seed in ${s.text.slice(0, 80)}`);
    let m: ServerMessage | { view?: unknown };
    try {
      m = JSON.parse(s.text) as ServerMessage | { view?: unknown };
    } catch {
      continue; // PBN text: finished deals only (its seed is checked above)
    }
    const state =
      't' in m && m.t === 'state'
        ? m
        : 'view' in m && m.view !== undefined
          ? (m as unknown as StateMsg)
          : null;
    if (state === null) continue;
    const hidden = hiddenCards(state, s.viewer, deals);
    if (hidden === null) continue;
    checked++;
    // The deals already finished are public: they are left out of the scan.
    const scanned = JSON.stringify({ ...state, view: { ...state.view, history: [] } });
    for (const card of hidden)
      if (scanned.includes(`"${card}"`))
        found.push(`${s.viewer ?? 'spectator'} saw ${card}: ${scanned.slice(0, 120)}`);
  }
  return { checked, found };
}

/** One mode's match; returns what was seen and checked. */
async function scanMode(server: TenaceServer, base: string, mode: Mode) {
  const made = await api(base, 'POST', '/api/tables', {
    mode,
    rules: RULES[mode],
    private: false,
    sit: { seat: 'S', name: 'S' },
  });
  const id = (made.table as { id: string }).id;
  const north = (await api(base, 'POST', `/api/tables/${id}/seats/N`, { name: 'N' })).token as string;
  const table = server.lobby.tables.get(id)!;
  const over = () => table.state.phase === 'over';
  const seen: Seen[] = [];
  const want = mode === 'minibridge' ? 6 : mode === 'duplicate' ? 3 : 2;
  const sockets = [
    await player(base, id, 'S', made.token as string, seen, over),
    await player(base, id, 'N', north, seen, over),
    await player(base, id, null, null, seen, over),
  ];
  let reconnected = false;
  let http = 0;
  const end = Date.now() + 30_000;
  while (table.state.history.length < want && !over() && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 40));
    for (const path of [
      `/api/tables/${id}`,
      `/api/records?table=${id}`,
      `/api/records.pbn?table=${id}`,
      `/api/tables/${id}/deals/0/analysis`,
    ]) {
      const res = await fetch(`${base}${path}`);
      seen.push({ viewer: null, text: await res.text(), over: over() });
      http++;
    }
    // Half-way through the first deal, every socket reconnects (the person with the token again).
    if (!reconnected && sockets[0]!.acted() >= 4) {
      reconnected = true;
      for (const s of sockets) s.c.close();
      sockets.splice(
        0,
        3,
        await player(base, id, 'S', made.token as string, seen, over),
        await player(base, id, 'N', north, seen, over),
        await player(base, id, null, null, seen, over),
      );
    }
  }
  for (const s of sockets) s.c.close();
  const r = leaks(seen, table.state.history, table.row.seed);
  return { mode, deals: table.state.history.length, frames: seen.length - http, http, ...r, reconnected };
}

export async function hiddenCardScan(server: TenaceServer, base: string) {
  const out = [];
  for (const mode of ['minibridge', 'rubber', 'chicago', 'duplicate'] as const)
    out.push(await scanMode(server, base, mode));
  return out;
}
