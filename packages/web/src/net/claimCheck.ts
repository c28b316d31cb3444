/**
 * A practice bot's answer to a claim, checked as the server's bots check it: from the seat's view only,
 * accepted when the claim holds double dummy in every layout of the cards the seat cannot see (see
 * `answerClaimFromView` of @tenace/bots). Loaded on demand by the practice backend, so the solver is fetched
 * only when a claim is made; never part of the production bundle.
 */
import { answerClaimFromView } from '@tenace/bots';
import type { SeatView } from '@tenace/core';
import type { ClaimAnswer } from '@tenace/table';

/**
 * Search nodes per solve in the page: lower than the server's 200,000, as the check runs on the page's
 * main thread (a claim past it is refused as not checked, and is played out).
 */
export const PAGE_CLAIM_NODES = 50_000;

export function checkClaimInPage(view: SeatView): ClaimAnswer {
  const a = answerClaimFromView(view, { maxNodes: PAGE_CLAIM_NODES });
  if (a.accept) return { accept: true, reason: 'defence' };
  return { accept: false, reason: a.why === 'fails' ? 'defence' : 'unchecked' };
}
