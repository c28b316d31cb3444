/**
 * Regression: opener's jump to 3NT over a one-level response (`rebid.long.3nt`, a long running minor)
 * was made with a six-five two-suiter void in responder's suit (1D–1S–3NT with –.KQ643.AK9642.A5, which
 * played 3NT when six hearts made). The 3NT rebid shows a one-suited hand: no void, no second five-card suit.
 */
import { describe, expect, it } from 'vitest';
import { makeCall, parsePbnDeal, unwrap } from '@tenace/core';
import { saycCall } from './bidder.ts';

function rebid(hand: string): string {
  const choice = saycCall({
    seat: 'N',
    dealer: 'N',
    auction: ['1D', 'P', '1S', 'P'],
    hands: { N: unwrap(parsePbnDeal(`N:${hand} - - -`)).N!.cards(), E: null, S: null, W: null },
  });
  return makeCall(choice.call);
}

describe('opener’s 3NT rebid with a long minor', () => {
  it('a six-five with a void in responder’s suit does not jump to 3NT', () => {
    expect(rebid('.KQ643.AK9642.A5')).not.toBe('3NT');
  });

  it('a one-suited hand with a good six-card minor and 19 points still does', () => {
    expect(rebid('4.K64.AKQ9642.A5')).toBe('3NT');
  });
});
