/**
 * The jobs the server's bot threads run, and their answers (plain data: they cross a thread boundary).
 * Shared by the pool (main thread) and the worker, and run in-process by `runJob` as well.
 *
 * - `decide`: the sampling player's decision for one seat, from that seat's view only (as JSON text) and a
 *   seed; the same view and seed give the same decision.
 * - `claim`: a claim checked double dummy over the actual remaining cards (the server's check of a claim
 *   against the real deal, never shown to a player): whether the claimer's side takes at least the claimed
 *   tricks against best defence, within a node budget; `null` when the budget ran out.
 */
import {
  CardSet,
  SEATS,
  sideOf,
  type BySeat,
  type Card,
  type DecisionKind,
  type Intent,
  type PlayState,
  type Seat,
  type SeatView,
  type Strain,
} from '@tenace/core';
import { decisionIntent, SimulationPlayer } from '@tenace/bots';
import { cards } from '@tenace/solver';

export type { DecisionKind };

export interface DecideJob {
  readonly type: 'decide';
  readonly kind: DecisionKind;
  /** The seat's view, as JSON text. */
  readonly view: string;
  readonly seed: string;
  /** Time budget of a card decision and of the minibridge contract, in milliseconds. */
  readonly cardMs: number;
  readonly contractMs: number;
  /** Layouts sampled per card (the player's defaults when absent). */
  readonly layouts?: number;
  readonly scoring: 'matchpoints' | 'score';
}

export interface ClaimJob {
  readonly type: 'claim';
  /** The cards each seat still holds. */
  readonly hands: BySeat<readonly Card[]>;
  readonly strain: Strain;
  /** The leader of the trick in progress and its cards so far. */
  readonly leader: Seat;
  readonly trick: readonly Card[];
  readonly claimer: Seat;
  /** Tricks claimed out of the remaining ones (the trick in progress included). */
  readonly tricks: number;
  /** Search nodes per card solved. */
  readonly maxNodes: number;
}

export type BotJob = DecideJob | ClaimJob;

/** What a decide job answers: the decision as the seat's intent. */
export type DecideValue = Intent;

/** What a claim job answers: the claimer's side's tricks against best defence, or null past the budget. */
export interface ClaimValue {
  readonly best: number | null;
  readonly holds: boolean;
}

async function decide(job: DecideJob): Promise<DecideValue> {
  const view = JSON.parse(job.view) as SeatView;
  const player = new SimulationPlayer({
    seed: job.seed,
    cardMs: job.cardMs,
    contractMs: job.contractMs,
    scoring: job.scoring,
    ...(job.layouts === undefined ? {} : { layouts: job.layouts, laterLayouts: job.layouts }),
  });
  return decisionIntent(player, view, job.kind);
}

/** The claim job for the pending claim of a deal in play (the actual remaining cards), or null. */
export function claimJobOf(play: PlayState, maxNodes: number): ClaimJob | null {
  const claim = play.claim;
  if (claim === null) return null;
  const hands = {} as Record<Seat, Card[]>;
  for (const s of SEATS) hands[s] = play.hands[s].cards();
  return {
    type: 'claim',
    hands,
    strain: play.strain,
    leader: play.current.leader,
    trick: play.current.cards,
    claimer: claim.by,
    tricks: claim.tricks,
    maxNodes,
  };
}

/** The claim checked double dummy over the actual cards. */
export function checkClaimExactly(job: ClaimJob): ClaimValue {
  const hands = {} as Record<Seat, CardSet>;
  for (const s of SEATS) hands[s] = CardSet.of(job.hands[s]);
  const r = cards(
    { hands, strain: job.strain, leader: job.leader, trick: job.trick },
    { budget: { maxNodes: job.maxNodes } },
  );
  if (!r.ok) throw new Error(`the claim position is not valid: ${r.error.message}`);
  let best = -1;
  for (const v of r.value) {
    if (v.tricks === null) return { best: null, holds: false };
    best = Math.max(best, v.tricks);
  }
  if (best < 0) throw new Error('the claim position has no card to play');
  const remaining = hands[job.leader].size + (job.trick.length > 0 ? 1 : 0);
  const mover = SEATS[(SEATS.indexOf(job.leader) + job.trick.length) % 4]!;
  // `best` is for the side to play; the claimer's side takes the rest when the other side is to play.
  const claimers = sideOf(mover) === sideOf(job.claimer) ? best : remaining - best;
  return { best: claimers, holds: claimers >= job.tricks };
}

/** Runs one job (in a worker thread, or in-process). */
export async function runJob(job: BotJob): Promise<DecideValue | ClaimValue> {
  return job.type === 'decide' ? decide(job) : checkClaimExactly(job);
}
