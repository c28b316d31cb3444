/**
 * What runs without Redis: the relay's batch format (round trips of random batches, malformed batches
 * refused) and cluster mode's refusals when its storage is not a shared Postgres (in the server and in
 * `tenace serve`).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  decodeBatch,
  decodeSome,
  encodeBatch,
  type RelayKind,
  type RelayMessage,
} from '../../src/cluster/relayWire.ts';
import { buildServer, ClusterConfigError, SqlStorage } from '../../src/index.ts';

const KINDS: readonly RelayKind[] = ['o', 'f', 's', 'x', 'e', 'k', 'm', 'h', 'r', 'p'];

/** A deterministic generator (mulberry32) for the random batches. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Text with the characters that could break a framing: newlines, spaces, digits, multi-unit characters. */
function text(r: () => number): string {
  const parts = ['\n', ' ', '7 ', 'f a/1 3\n', '{"t":"act"}', 'é', '😀', '\u0000', 'x'];
  let s = '';
  const n = Math.floor(r() * 12);
  for (let i = 0; i < n; i++) s += parts[Math.floor(r() * parts.length)]!;
  return s;
}

describe('relay batches', () => {
  it('every batch reads back as it was written (2,000 random batches)', () => {
    const r = rng(16);
    for (let i = 0; i < 2000; i++) {
      const batch: RelayMessage[] = Array.from({ length: Math.floor(r() * 6) }, (_, j) => ({
        kind: KINDS[Math.floor(r() * KINDS.length)]!,
        id: `host-${String(i)}-ab/${String(j)}`,
        body: text(r),
      }));
      expect(decodeBatch(encodeBatch(batch))).toEqual(batch);
    }
  });

  it('a stream of batches read in chunks cut anywhere gives the same messages (200 random streams)', () => {
    const r = rng(7);
    for (let i = 0; i < 200; i++) {
      const sent: RelayMessage[] = Array.from({ length: 1 + Math.floor(r() * 8) }, (_, j) => ({
        kind: KINDS[Math.floor(r() * KINDS.length)]!,
        id: `host-${String(i)}-ab/${String(j)}`,
        body: text(r),
      }));
      const stream = encodeBatch(sent);
      const got: RelayMessage[] = [];
      let pending = '';
      for (let at = 0; at < stream.length;) {
        const to = Math.min(stream.length, at + 1 + Math.floor(r() * 12));
        pending += stream.slice(at, to);
        at = to;
        const { messages, used } = decodeSome(pending);
        got.push(...messages);
        pending = pending.slice(used);
      }
      expect([got, pending]).toEqual([sent, '']);
    }
  });

  it('refuses a stream whose head runs on without a line end (not a peer of this cluster)', () => {
    expect(() => decodeSome('f '.repeat(400))).toThrow(/relay: malformed/);
  });

  it.each([
    ['no header line', 'f a/1 3'],
    ['an unknown kind', 'q a/1 0\n'],
    ['a length past the end', 'f a/1 9\nabc'],
    ['a length that is not a number', 'f a/1 x\nabc'],
    ['a header with a missing field', 'f 0\n'],
  ])('refuses a batch with %s', (_what, batch) => {
    expect(() => decodeBatch(batch)).toThrow(/relay: malformed/);
  });
});

describe('cluster mode needs a shared Postgres', () => {
  it('is refused on SQLite (cluster/needs_postgres)', async () => {
    const storage = SqlStorage.sqlite(':memory:');
    const built = buildServer({ storage, cluster: { redisUrl: 'redis://127.0.0.1:1' } });
    await expect(built).rejects.toBeInstanceOf(ClusterConfigError);
    await expect(built).rejects.toThrow(/cluster\/needs_postgres/);
    await storage.close();
  });

  it('is refused on Postgres with the one-server lock (the cluster owns tables by leases)', async () => {
    const storage = SqlStorage.postgres('postgres://nobody@127.0.0.1:1/none');
    await expect(buildServer({ storage, cluster: { redisUrl: 'redis://127.0.0.1:1' } })).rejects.toThrow(
      /writerLock: false/,
    );
    await storage.close();
  });

  it('tenace serve --redis without a postgres:// DATABASE_URL exits with cluster/needs_postgres', () => {
    const bin = join(
      resolve(dirname(fileURLToPath(import.meta.url)), '../../../..'),
      'packages/cli/bin/tenace.js',
    );
    const env = { ...process.env, DATABASE_URL: '' };
    const r = spawnSync(
      process.execPath,
      [bin, 'serve', '--no-build', '--port', '0', '--redis', 'redis://127.0.0.1:1'],
      {
        env,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/cluster\/needs_postgres/);
  }, 60_000);
});
