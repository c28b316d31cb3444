/**
 * The jobs the server's bot threads run, and their answers (plain data: they cross a thread boundary).
 * Shared by the pool (main thread) and the worker, and run in-process by `runJob` as well.
 *
 * - `decide`: the sampling player's decision for one seat, from that seat's view only (as JSON text) and a
 *   seed; the same view and seed give the same decision.
 * - `claim`: a bot's answer to a claim, from its seat's view only (as JSON text): accepted when the claim
 *   holds in every layout of the cards that seat cannot see, all of them checked double dummy within the
 *   budget (`answerClaimFromView`); refused when one beats it or the check does not fit the budget.
 */
import type { DecisionKind, Intent, SeatView } from '@tenace/core';
import { answerClaimFromView, decisionIntent, SimulationPlayer } from '@tenace/bots';

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
  /** Time budget of a call where the rules pass at a judgement point (bidding out); absent: the player's. */
  readonly judgeMs?: number;
  /** Layouts sampled per card (the player's defaults when absent). */
  readonly layouts?: number;
  readonly scoring: 'matchpoints' | 'score';
}

export interface ClaimJob {
  readonly type: 'claim';
  /** The answering seat's view, as JSON text (it shows the claim, never a hidden hand). */
  readonly view: string;
  /** Search nodes per double-dummy solve, and the most layouts checked. */
  readonly maxNodes: number;
  readonly layouts?: number;
}

export type BotJob = DecideJob | ClaimJob;

/** What a decide job answers: the decision as the seat's intent. */
export type DecideValue = Intent;

/** What a claim job answers: the seat's answer and why (see `ClaimAnswer`). */
export interface ClaimValue {
  readonly holds: boolean;
  readonly why: string;
  readonly layouts: number;
}

async function decide(job: DecideJob): Promise<DecideValue> {
  const view = JSON.parse(job.view) as SeatView;
  const player = new SimulationPlayer({
    seed: job.seed,
    cardMs: job.cardMs,
    contractMs: job.contractMs,
    ...(job.judgeMs === undefined ? {} : { judgeMs: job.judgeMs }),
    scoring: job.scoring,
    ...(job.layouts === undefined ? {} : { layouts: job.layouts, laterLayouts: job.layouts }),
  });
  return decisionIntent(player, view, job.kind);
}

/** The seat's answer to the pending claim, from its view only. */
export function answerClaimJob(job: ClaimJob): ClaimValue {
  const view = JSON.parse(job.view) as SeatView;
  const a = answerClaimFromView(view, {
    maxNodes: job.maxNodes,
    ...(job.layouts === undefined ? {} : { limit: job.layouts }),
  });
  return { holds: a.accept, why: a.why, layouts: a.layouts };
}

/** Runs one job (in a worker thread, or in-process). */
export async function runJob(job: BotJob): Promise<DecideValue | ClaimValue> {
  return job.type === 'decide' ? decide(job) : answerClaimJob(job);
}
