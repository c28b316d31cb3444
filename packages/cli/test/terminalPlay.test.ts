import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { minibridgeRecord, minibridgeViewOf, type Seat } from '@tenace/core';
import { PlaceholderPlayer, type Player } from '@tenace/bots';
import { runMinibridgeMatch } from '../src/playModes/minibridge.ts';
import { TerminalPlayer } from '../src/prompt.ts';
import { renderMinibridge } from '../src/renderMinibridge.ts';
import { checkMinibridgeRecord } from './checkMinibridgeRecord.ts';

/** A person at the terminal, simulated: answers each prompt from what the prompt shows. */
function scriptedPerson(firstAnswers: string[]) {
  const input = new PassThrough();
  const transcript: string[] = [];
  const queue = [...firstAnswers];
  const player = new TerminalPlayer(
    (v) => renderMinibridge(minibridgeViewOf(v)),
    input,
    (text) => {
      transcript.push(text);
      if (!text.endsWith(': ')) return;
      const scripted = queue.shift();
      let answer: string;
      if (scripted !== undefined) answer = scripted;
      else if (text.startsWith('Your contract')) answer = 'NT game';
      else if (text.includes('Accept?')) answer = 'n';
      else answer = /\(e\.g\. ([SHDC][2-9TJQKA])/.exec(text)![1]!;
      setImmediate(() => input.write(`${answer}\n`));
    },
  );
  return { player, transcript };
}

describe('a person plays South in the terminal', () => {
  it('plays a whole match; bad answers are explained and asked again; the record passes the check', async () => {
    const { player, transcript } = scriptedPerson(['ZZ', 'S1']);
    const bot = new PlaceholderPlayer();
    const players: Record<Seat, Player> = { N: bot, E: bot, S: player, W: bot };
    const final = await runMinibridgeMatch('terminal', { deals: 3 }, players, 'S');
    const text = transcript.join('');
    expect(text).toMatch(/is not a (card|contract choice)/);
    expect(text).toContain('South (you)');
    const rec = JSON.parse(JSON.stringify(minibridgeRecord(final))) as Parameters<
      typeof checkMinibridgeRecord
    >[0];
    expect(checkMinibridgeRecord(rec)).toEqual([]);
    // South's side declared at least once in these deals, so the person chose a contract for it.
    expect(rec.deals.some((d) => d.declarer === 'N' || d.declarer === 'S')).toBe(true);
    expect(
      rec.deals
        .filter((d) => d.declarer === 'N' || d.declarer === 'S')
        .every((d) => d.contract?.strain === 'NT' && d.contract.game),
    ).toBe(true);
  });
});

describe('regression: a defender claims (the answer must come from declarer, never dummy)', () => {
  it.each(['W', 'E'] as const)(
    'a person at %s concedes the rest; the deal ends with the claim recorded',
    async (seat) => {
      const input = new PassThrough();
      const person = new TerminalPlayer(
        (v) => renderMinibridge(minibridgeViewOf(v)),
        input,
        (text) => {
          if (!text.endsWith(': ')) return;
          const answer = text.startsWith('Your contract')
            ? 'NT part'
            : text.includes('Accept?')
              ? 'y'
              : 'claim 0';
          setImmediate(() => input.write(`${answer}\n`));
        },
      );
      const bot = new PlaceholderPlayer();
      const players: Record<Seat, Player> = { N: bot, E: bot, S: bot, W: bot, [seat]: person };
      const final = await runMinibridgeMatch('claims', { deals: 4 }, players, seat);
      const rec = JSON.parse(JSON.stringify(minibridgeRecord(final))) as Parameters<
        typeof checkMinibridgeRecord
      >[0];
      expect(checkMinibridgeRecord(rec)).toEqual([]);
      const defended = rec.deals.filter(
        (d) => d.declarer !== undefined && d.declarer !== seat && d.declarer !== (seat === 'W' ? 'E' : 'W'),
      );
      expect(defended.length).toBeGreaterThan(0);
      for (const d of defended) expect(d.claim).toBeDefined();
    },
  );
});
