/**
 * A minibridge state built from a given deal and dealer (rather than a seeded match), for advice, tests
 * and evaluation: announcements are the hands' HCP, declarer follows the rules, and the contract and cards
 * so far can be replayed through the reducer.
 */
import {
  DEFAULT_MINIBRIDGE_RULES,
  dealHcp,
  err,
  minibridgeDeclarer,
  minibridgeReduce,
  minibridgeToAct,
  ok,
  type Card,
  type Deal,
  type MinibridgeContract,
  type MinibridgeRules,
  type MinibridgeState,
  type Result,
  type Seat,
} from '@tenace/core';

export function minibridgeStateFromDeal(
  deal: Deal,
  dealer: Seat,
  rules: Partial<MinibridgeRules> = {},
): Result<MinibridgeState> {
  const full = { ...DEFAULT_MINIBRIDGE_RULES, ...rules, firstDealer: dealer, deals: 1000, games: 1000 };
  const hcp = dealHcp(deal);
  const declarer = minibridgeDeclarer(hcp, dealer, full.tie2020);
  if (declarer === null)
    return err('action/bad_action', 'each side holds 20 HCP: the deal is thrown in and nobody declares');
  return ok({
    mode: 'minibridge',
    rules: full,
    seed: '0',
    phase: 'contract',
    dealNumber: 1,
    counted: 0,
    dealer,
    deal,
    hcp,
    declarer,
    contract: null,
    play: null,
    history: [],
    totals: { NS: 0, EW: 0 },
    games: { NS: 0, EW: 0 },
    winner: null,
  });
}

/** Replays a contract and cards on a state; the first illegal card gives its coded error. */
export function replayMinibridge(
  state: MinibridgeState,
  contract: MinibridgeContract,
  cards: readonly Card[],
): Result<MinibridgeState> {
  const withContract = minibridgeReduce(state, { type: 'contract', seat: state.declarer, ...contract });
  if (!withContract.ok) return withContract;
  let s = withContract.value;
  for (const [i, card] of cards.entries()) {
    const actor = minibridgeToAct(s);
    if (actor === null) return err('play/finished', `card ${i + 1} (${card}) comes after play is over`);
    const next = minibridgeReduce(s, { type: 'card', seat: actor, card });
    if (!next.ok) return err(next.error.code, `card ${i + 1} (${card}): ${next.error.message}`);
    s = next.value;
  }
  return ok(s);
}
