/**
 * The direct links between processes (peerLinks.ts), three of them in this process on one Redis: messages
 * arrive in order; a link that does not start with the cluster's secret and the receiver's name is
 * refused; a process that stops (or was never there) is reported gone by the others.
 *
 * Needs REDIS_URL (`npm run ci:cluster`); skipped otherwise, and in `npm test` unless CLUSTER=1.
 */
import { connect } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PeerLinks } from '../../src/cluster/peerLinks.ts';
import type { RelayMessage } from '../../src/cluster/relayWire.ts';
import { until } from '../helpers.ts';

const url = process.env.REDIS_URL ?? '';
const why = url === '' ? 'no REDIS_URL' : process.env.CLUSTER !== '1' ? 'set CLUSTER=1' : null;

/** A process's links, with what it received and the peers it was told are gone. */
interface Peer {
  readonly links: PeerLinks;
  readonly got: RelayMessage[];
  readonly gone: string[];
}

describe.skipIf(why !== null)('links between processes', () => {
  let redis: Redis;
  const peers: Peer[] = [];
  const peer = async (node: string): Promise<Peer> => {
    const got: RelayMessage[] = [];
    const gone: string[] = [];
    const links = new PeerLinks({
      node,
      redis,
      host: '127.0.0.1',
      addressTtlMs: 3000,
      handlers: {
        received: (ms) => got.push(...ms),
        gone: (n) => gone.push(n),
        peers: () => [],
      },
    });
    await links.start();
    const p = { links, got, gone };
    peers.push(p);
    return p;
  };

  beforeAll(async () => {
    const u = new URL(url);
    u.pathname = `/${String(1 + Math.floor(Math.random() * 15))}`;
    redis = new Redis(u.toString());
    await redis.flushdb();
  });
  afterAll(async () => {
    for (const p of peers) await p.links.close();
    redis.disconnect();
  });

  it('a relay host this machine cannot listen on is refused before anything is written to Redis (first: Redis is empty)', async () => {
    const links = new PeerLinks({
      node: 'bad-host-1',
      redis,
      host: '192.0.2.1', // TEST-NET-1 (RFC 5737): never an address of this machine
      addressTtlMs: 3000,
      handlers: { received: () => undefined, gone: () => undefined, peers: () => [] },
    });
    const before = (await redis.keys('*')).sort();
    await expect(links.start()).rejects.toMatchObject({ code: 'EADDRNOTAVAIL' });
    expect((await redis.keys('*')).sort()).toEqual(before);
  });

  it('delivers in order, one batch a turn, messages sent before and after the link is up', async () => {
    const [a, b] = [await peer('a-1'), await peer('b-1')];
    expect(await a.links.sendNow('b-1', 'o', 'a-1/1', '{"frames":["x"]}')).toBe(true);
    for (let i = 0; i < 50; i++) a.links.send('b-1', 'f', 'a-1/1', `frame ${String(i)} é\n😀`);
    await until(() => b.got.length === 51);
    expect(b.got.map((m) => m.body)).toEqual([
      '{"frames":["x"]}',
      ...Array.from({ length: 50 }, (_, i) => `frame ${String(i)} é\n😀`),
    ]);
    expect(a.links.published).toBe(2);
    expect([a.gone, b.gone]).toEqual([[], []]);
  });

  it.each([
    ['a wrong secret', (to: string) => `tenace-relay/1 forged x-1 ${to}\n`],
    ['the name of another process', () => `tenace-relay/1 SECRET x-1 someone-else\n`],
    ['no greeting at all', () => `f x-1/1 5\nhello`],
  ])('refuses a link that starts with %s', async (_what, greeting) => {
    const c = await peer(`c-${String(peers.length)}`);
    const secret = (await redis.get('tenace:relay-secret'))!;
    const [host, port] = (await redis.get(`tenace:relay:${c.links.node}`))!.split(':');
    const socket = connect({ host: host!, port: Number(port) });
    const closed = new Promise<void>((r) =>
      socket.on('close', () => {
        r();
      }),
    );
    socket.on('error', () => undefined);
    socket.write(`${greeting(c.links.node).replace('SECRET', secret)}f x-1/1 5\nhello`);
    await closed;
    expect([c.got, c.gone]).toEqual([[], []]);
  });

  it('a process that stops is gone for the others, and one that never was is gone at once', async () => {
    const [d, e] = [await peer('d-1'), await peer('e-1')];
    d.links.send('e-1', 'p', 'd-1/0', '');
    e.links.send('d-1', 'p', 'e-1/0', '');
    await until(() => d.got.length === 1 && e.got.length === 1);
    await e.links.close();
    // Both of d's links with e (the one it dialed, the one e dialed) closed.
    await until(() => d.gone.length === 2);
    expect(d.gone).toEqual(['e-1', 'e-1']);
    expect(await d.links.sendNow('nobody-1', 'o', 'd-1/2', '{}')).toBe(false);
    expect(d.gone).toEqual(['e-1', 'e-1', 'nobody-1']);
  });
});
