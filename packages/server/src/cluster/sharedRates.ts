/**
 * The per-client rates of HTTP requests (tables created, seats taken, invites) counted by every process of
 * a cluster together: one token bucket per client and kind in Redis, taken in one Lua call on Redis's own
 * clock (processes' clocks may differ). A client spread over N processes has one budget, not N.
 */
import type { Redis } from 'ioredis';
import type { SharedRate } from '../limits.ts';

const TAKE = `local cap = tonumber(ARGV[1])
local per = tonumber(ARGV[2])
local tm = redis.call('time')
local now = tonumber(tm[1]) * 1000 + math.floor(tonumber(tm[2]) / 1000)
local b = redis.call('hmget', KEYS[1], 't', 'at')
local t = tonumber(b[1]) or cap
local at = tonumber(b[2]) or now
t = math.min(cap, t + math.max(0, now - at) * per)
local wait = 0
if t >= 1 then t = t - 1 else wait = math.ceil((1 - t) / per) end
redis.call('hset', KEYS[1], 't', tostring(t), 'at', tostring(now))
redis.call('pexpire', KEYS[1], math.ceil(cap / per) + 1000)
return wait`;

/** The shared buckets, in `redis` under `tenace:rate:<kind> <client>`. */
export function sharedRates(redis: Redis): SharedRate {
  return async (key, capacity, perMs) =>
    Number(await redis.eval(TAKE, 1, `tenace:rate:${key}`, String(capacity), String(perMs)));
}
