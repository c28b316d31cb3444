/**
 * What one client holds across the processes of a cluster, so that the per-client limits a process counts
 * alone (sockets open; actions, chat and undo a second) hold for the whole cluster:
 * - the sockets it has open at each process: a new socket is refused when the client's sockets at every
 *   process together reach the cap;
 * - the processes where its messages were counted lately: each of them gives it its rates divided by
 *   their number (ClientLimits.take), so a client spread over N processes still has one budget in all.
 * Kept in Redis: a hash per client (`tenace:client:<client>`), one field per process holding
 * "sockets active expiresAt" on Redis's clock. Each process rewrites its own fields every `everyMs` for
 * the clients it holds (one Lua call for all of them) and reads the others' fields back in the same call;
 * a dead process's fields expire by themselves. A socket's open asks at once (a call for that client).
 */
import type { Redis } from 'ioredis';
import type { Presence } from '../limits.ts';

/** KEYS: client hashes. ARGV: node, ttl, then (sockets, active) per key. Returns (sockets, active) elsewhere. */
const SYNC = `local node = ARGV[1]
local ttl = tonumber(ARGV[2])
local tm = redis.call('time')
local now = tonumber(tm[1]) * 1000 + math.floor(tonumber(tm[2]) / 1000)
local out = {}
for k = 1, #KEYS do
  local sockets = tonumber(ARGV[1 + 2 * k])
  local active = tonumber(ARGV[2 + 2 * k])
  local all = redis.call('hgetall', KEYS[k])
  local s, a = 0, 0
  for i = 1, #all, 2 do
    if all[i] ~= node then
      local n, act, exp = string.match(all[i + 1], '^(%d+) (%d) (%d+)$')
      if n == nil or tonumber(exp) < now then
        redis.call('hdel', KEYS[k], all[i])
      else
        s = s + tonumber(n)
        a = a + tonumber(act)
      end
    end
  end
  if sockets == 0 and active == 0 then
    redis.call('hdel', KEYS[k], node)
  else
    redis.call('hset', KEYS[k], node, sockets .. ' ' .. active .. ' ' .. (now + ttl))
    redis.call('pexpire', KEYS[k], 2 * ttl)
  end
  out[2 * k - 1] = s
  out[2 * k] = a
end
return out`;

/** What this process knows of a client at the other processes. */
interface Elsewhere {
  sockets: number;
  active: number;
}

export interface PresenceOptions {
  readonly redis: Redis;
  /** This process's name (its field in each client's hash). */
  readonly node: string;
  /** How often this process rewrites its fields and reads the others' (default 5 s). */
  readonly everyMs?: number;
  /** How long after its last counted message a client counts as active here (default 10 s). */
  readonly activeMs?: number;
}

export class ClientPresence implements Presence {
  private readonly elsewhere = new Map<string, Elsewhere>();
  /** When each client's last message was counted here. */
  private readonly counted = new Map<string, number>();
  /** Clients whose field here is not empty (to be cleared when they hold nothing any more). */
  private readonly reported = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private syncing = false;
  private readonly everyMs: number;
  private readonly activeMs: number;
  /** This process's open sockets per client (ClientLimits, set when attached). */
  socketsHere: (client: string) => number = () => 0;
  /** Every client with a socket open here. */
  clientsHere: () => Iterable<string> = () => [];

  constructor(private readonly o: PresenceOptions) {
    this.everyMs = o.everyMs ?? 5000;
    this.activeMs = o.activeMs ?? 10_000;
  }

  private get ttlMs(): number {
    return 3 * this.everyMs;
  }

  private key(client: string): string {
    return `tenace:client:${client}`;
  }

  private activeHere(client: string, now: number): boolean {
    const at = this.counted.get(client);
    return at !== undefined && now - at < this.activeMs;
  }

  /** One call for `clients`: writes this process's fields and reads the others'. */
  private async sync(clients: readonly string[]): Promise<void> {
    if (clients.length === 0) return;
    const now = Date.now();
    const args: string[] = [this.o.node, String(this.ttlMs)];
    for (const c of clients) args.push(String(this.socketsHere(c)), this.activeHere(c, now) ? '1' : '0');
    const out = (await this.o.redis.eval(
      SYNC,
      clients.length,
      ...clients.map((c) => this.key(c)),
      ...args,
    )) as number[];
    clients.forEach((c, i) => {
      const sockets = Number(out[2 * i]);
      const active = Number(out[2 * i + 1]);
      if (sockets === 0 && active === 0) this.elsewhere.delete(c);
      else this.elsewhere.set(c, { sockets, active });
      if (this.socketsHere(c) > 0 || this.activeHere(c, now)) this.reported.add(c);
      else this.reported.delete(c);
    });
  }

  /** Every client this process holds or held at its last sync. */
  private async syncAll(): Promise<void> {
    if (this.syncing) return;
    this.syncing = true;
    try {
      const now = Date.now();
      for (const [c, at] of this.counted) if (now - at >= this.activeMs) this.counted.delete(c);
      const clients = new Set<string>(this.reported);
      for (const c of this.clientsHere()) clients.add(c);
      for (const c of this.counted.keys()) clients.add(c);
      for (const c of this.elsewhere.keys()) if (!clients.has(c)) this.elsewhere.delete(c);
      const all = [...clients];
      for (let i = 0; i < all.length; i += 500) await this.sync(all.slice(i, i + 500));
    } finally {
      this.syncing = false;
    }
  }

  start(): void {
    this.timer ??= setInterval(() => {
      void this.syncAll().catch(() => undefined);
    }, this.everyMs);
    this.timer.unref();
  }

  /** Stops and clears this process's fields (a drain: its sockets are closed). */
  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.counted.clear();
    await this.sync([...this.reported]).catch(() => undefined);
  }

  async socketsElsewhere(client: string): Promise<number> {
    await this.sync([client]);
    return this.elsewhere.get(client)?.sockets ?? 0;
  }

  processesCounting(client: string): number {
    this.counted.set(client, Date.now());
    return 1 + (this.elsewhere.get(client)?.active ?? 0);
  }
}
