/**
 * Hostile WebSocket frames (seeded): junk, truncated and oversized JSON, unknown messages, wrong fields,
 * illegal and stale actions, bad chat, a second hello. The bad-input test and the attack suite send them.
 */
import { ALL_CARDS, SplitMix64 } from '@tenace/core';
import { MAX_FRAME_CHARS } from '@tenace/protocol';

/** `n` frames for a table at `stateId` whose seat may play only `legal`. */
export function hostileFrames(
  n: number,
  seed: string,
  ctx: { table: string; stateId: number; legal: string[] },
): string[] {
  const rng = new SplitMix64(
    BigInt(Array.from({ length: seed.length }, (_, i) => seed.charCodeAt(i)).reduce((a, c) => a * 31 + c, 7)),
  );
  const below = (k: number): number => Number(rng.next() % BigInt(k));
  const pick = <T>(xs: readonly T[]): T => xs[below(xs.length)]!;
  const junk = (len: number): string =>
    Array.from({ length: len }, () => String.fromCharCode(below(0x2500))).join('');
  const illegalCards = ALL_CARDS.filter((c) => !ctx.legal.includes(c));
  const makers: (() => unknown)[] = [
    () => junk(below(40)),
    () => '{"t":"act"',
    () => 'x'.repeat(MAX_FRAME_CHARS + 1 + below(100)),
    () => JSON.stringify(pick([null, 0, 1.5, 'act', [], [1, 2], true])),
    () => ({ t: pick(['', 'acts', 'HELLO', 'welcome', 'state', 'error']) }),
    () => ({ t: 'act', stateId: ctx.stateId, action: { type: 'card', card: pick(illegalCards) } }),
    () => ({ t: 'act', stateId: ctx.stateId, action: { type: 'card', card: junk(2) } }),
    () => ({
      t: 'act',
      stateId: ctx.stateId + 1 + below(5),
      action: { type: 'card', card: pick(ctx.legal) },
    }),
    () => ({ t: 'act', stateId: -1 - below(3), action: { type: 'next' } }),
    () => ({ t: 'act', stateId: ctx.stateId, action: { type: 'card', card: pick(ctx.legal), seat: 'N' } }),
    () => ({
      t: 'act',
      stateId: ctx.stateId,
      action: { type: 'call', call: pick(['1C', 'XX', '8C', 'pass']) },
    }),
    () => ({
      t: 'act',
      stateId: ctx.stateId,
      action: { type: pick(['next', 'stop', 'claimAnswer', 'undoAnswer']) },
    }),
    () => ({ t: 'act', stateId: ctx.stateId, action: { type: 'claim', tricks: pick([-1, 14, 2.5, '3']) } }),
    () => ({ t: 'act', stateId: String(ctx.stateId), action: { type: 'undo' } }),
    () => ({ t: 'act', stateId: ctx.stateId, action: { type: 'next' }, extra: 1 }),
    () => ({ t: 'chat', text: pick(['', '   ', 'y'.repeat(300)]) }),
    () => ({ t: 'chat', text: 5 }),
    () => ({ t: 'hello', v: 1, table: ctx.table }),
    () => ({ t: 'ping', n: 'x' }),
    () => ({
      t: 'act',
      stateId: ctx.stateId,
      action: { type: 'contract', strain: pick(['NT', 'X']), game: 'yes' },
    }),
  ];
  return Array.from({ length: n }, () => {
    const v = pick(makers)();
    return typeof v === 'string' ? v : JSON.stringify(v);
  });
}
