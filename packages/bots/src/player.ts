/**
 * The seat interface: every participant at a table — a bot, the terminal prompt, a remote human — is a
 * Player. Each decision is async, receives only that seat's view, and comes back with a short reason given
 * as data (a key and parameters) so that clients can translate it.
 */
import {
  makeCall,
  type Card,
  type Call,
  type DecisionKind,
  type Intent,
  type MinibridgeContract,
  type SeatView,
} from '@tenace/core';
import type { Meaning } from './bidding/meaning.ts';

export interface Reason {
  /** A stable key such as `minibridge.tips.fit`; clients translate it. */
  readonly key: string;
  readonly params: Readonly<Record<string, string | number | boolean>>;
  /** The reason in plain English, for logs and the terminal. */
  readonly text: string;
}

export interface Decision<T> {
  readonly value: T;
  readonly reason: Reason;
}

/** A call, optionally with its meaning under the bidder's system (HCP, lengths, forcing, explanation key). */
export interface CallDecision extends Decision<Call> {
  readonly meaning?: Meaning;
}

export interface Player {
  /** Minibridge declarer: the strain and part-score or game. */
  chooseContract(view: SeatView): Promise<Decision<MinibridgeContract>>;
  /** Contract bridge: a call from the legal calls in the view. */
  chooseCall(view: SeatView): Promise<CallDecision>;
  /** A card from the view's legal cards (declarer also plays dummy's). */
  chooseCard(view: SeatView): Promise<Decision<Card>>;
  /** Accept or reject the pending claim shown in the view. */
  respondToClaim(view: SeatView): Promise<Decision<boolean>>;
}

export function reason(key: string, text: string, params: Reason['params'] = {}): Reason {
  return { key, text, params };
}

/**
 * A player's decision as the seat's intent (the protocol's `act` body): the one place a contract, call or
 * card chosen by any player — bots, or the person at a terminal — becomes what a table host takes.
 */
export async function decisionIntent(player: Player, view: SeatView, kind: DecisionKind): Promise<Intent> {
  if (kind === 'contract') {
    const d = await player.chooseContract(view);
    return { type: 'contract', strain: d.value.strain, game: d.value.game };
  }
  if (kind === 'call') return { type: 'call', call: makeCall((await player.chooseCall(view)).value) };
  return { type: 'card', card: (await player.chooseCard(view)).value };
}
