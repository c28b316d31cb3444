import { describe, expect, it } from 'vitest';
import { Liveness, type Pingable } from './liveness.ts';

/** A socket that counts its pings and knows whether it was cut. */
function fakeSocket(): Pingable & { pings: number; cut: boolean } {
  return {
    pings: 0,
    cut: false,
    ping() {
      this.pings++;
    },
    terminate() {
      this.cut = true;
    },
  };
}

describe('liveness: one timer pings every socket once an interval', () => {
  it('spreads the sockets over its slots: a tick pings one slot, a full turn pings each socket once', () => {
    const l = new Liveness(30_000);
    const sockets = Array.from({ length: 90 }, fakeSocket);
    for (const s of sockets) l.watch(s);
    l.tick();
    expect(sockets.filter((s) => s.pings === 1)).toHaveLength(3);
    for (let i = 1; i < 30; i++) l.tick();
    expect(sockets.every((s) => s.pings === 1)).toBe(true);
    l.stop();
  });

  it('cuts a socket that did not answer its previous ping, and keeps one that did', () => {
    const l = new Liveness(1000, 1);
    const answers = fakeSocket();
    const silent = fakeSocket();
    l.watch(answers);
    l.watch(silent);
    l.tick();
    l.alive(answers);
    l.tick();
    expect([answers.cut, silent.cut]).toEqual([false, true]);
    expect(answers.pings).toBe(2);
    // A cut socket is not pinged again.
    l.tick();
    expect(silent.pings).toBe(1);
    l.stop();
  });

  it('a socket forgotten (closed) is neither pinged nor cut', () => {
    const l = new Liveness(1000, 1);
    const s = fakeSocket();
    l.watch(s);
    l.forget(s);
    l.tick();
    l.tick();
    expect([s.pings, s.cut]).toEqual([0, false]);
  });
});
