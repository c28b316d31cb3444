/**
 * The bots the server seats. They are used only through the Player interface of @tenace/bots and receive
 * only a seat's view, so better bots drop in by changing this one file.
 *
 * Today: SAYC bidding (SaycPlayer), the placeholder heuristics for the minibridge contract and for cards
 * (fast: card play by simulation takes seconds per card and would hold up every table of this process
 * until it runs in worker threads), and claims checked with the double-dummy solver over every layout
 * consistent with what the bot knows — only late in play (at most CLAIM_CHECK_TRICKS tricks left), where
 * the layouts are few enough to check at once; earlier claims are refused and play goes on.
 */
import type { Call, Card, MinibridgeContract, SeatView } from '@tenace/core';
import {
  checkClaim,
  claimSituationOf,
  PlaceholderPlayer,
  reason,
  SaycPlayer,
  type Decision,
  type Player,
} from '@tenace/bots';
import type { Mode } from '@tenace/protocol';

export type BotFactory = (mode: Mode) => Player;

/** Claims are checked when at most this many tricks are left. */
export const CLAIM_CHECK_TRICKS = 5;

/** Accepts a concession at once; checks other claims with the solver when few tricks are left. */
export function answerClaim(view: SeatView): Decision<boolean> {
  const claim = view.claim;
  if (claim === null) return { value: false, reason: reason('claim.none', 'there is no claim') };
  if (claim.tricks === 0) return { value: true, reason: reason('claim.accept.concession', 'a concession') };
  const s = claimSituationOf(view);
  if (s === null || view.seat === null || s.remaining > CLAIM_CHECK_TRICKS)
    return {
      value: false,
      reason: reason('claim.reject.early', 'too many tricks left to check the claim; play on'),
    };
  const c = checkClaim(s, claim.by, { seed: 0, limit: 512 });
  const accept = c !== null && c.exhaustive && c.min >= claim.tricks;
  return {
    value: accept,
    reason: accept
      ? reason('claim.accept', `the claim holds in all ${c.layouts} layouts`, { layouts: c.layouts })
      : reason('claim.reject', 'the claim fails in some layout, or could not be checked in full'),
  };
}

/** Decisions from `play`; claim answers checked by the solver. */
class ServerBot implements Player {
  constructor(private readonly play: Player) {}
  chooseContract(view: SeatView): Promise<Decision<MinibridgeContract>> {
    return this.play.chooseContract(view);
  }
  chooseCall(view: SeatView): Promise<Decision<Call>> {
    return this.play.chooseCall(view);
  }
  chooseCard(view: SeatView): Promise<Decision<Card>> {
    return this.play.chooseCard(view);
  }
  respondToClaim(view: SeatView): Promise<Decision<boolean>> {
    return Promise.resolve(answerClaim(view));
  }
}

/** The default bots: one Player per mode. */
export const defaultBots: BotFactory = (mode) =>
  new ServerBot(mode === 'minibridge' ? new PlaceholderPlayer() : new SaycPlayer());
