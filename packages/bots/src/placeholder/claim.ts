/**
 * How the placeholder players answer a claim, without analysis: they accept a claim that gives their side
 * every remaining trick, and a claim or concession by their own partner (a partner who cannot check it
 * does not object; Law 68B2 lets a defender's partner object, and the analysing bots do when their side
 * can do better); any other claim by an opponent is refused, as they cannot check it.
 */
import { sideOf, type SeatView } from '@tenace/core';
import { claimGives } from '../claims.ts';
import { reason, type Decision } from '../player.ts';

export function placeholderClaimAnswer(view: SeatView): Promise<Decision<boolean>> {
  const gives = claimGives(view);
  const partners = gives !== null && view.seat !== null && sideOf(view.claim!.by) === sideOf(view.seat);
  const everything = gives !== null && gives.tricks === gives.remaining;
  const accept = everything || partners;
  return Promise.resolve({
    value: accept,
    reason: everything
      ? reason('claim.accept.concession', 'a concession')
      : partners
        ? reason('claim.accept.partner', "partner's claim")
        : reason('claim.reject.unchecked', 'cannot check the claim'),
  });
}
