/**
 * Double-dummy analysis of a finished deal with @tenace/solver, for the practice backend (tests and the practice
 * build): the table of tricks, par, and for each card played the tricks it cost its side — the drop in that
 * side's double-dummy result from before the card to after it. Never part of the production bundle.
 */
import { parsePbnDealFull, rotate, sideOf, type Card, type Seat, type Strain } from '@tenace/core';
import { analysePlay, par, table } from '@tenace/solver';
import type { AnalysisRequest, DealAnalysis } from './types.ts';

/** The deal to analyse: the request without the table's id and the deal's index. */
export type AnalysisInput = Omit<AnalysisRequest, 'table' | 'index'>;

function strainOf(contract: string): Strain | null {
  const m = /^(?:[1-7])?(NT|C|D|H|S)/.exec(contract);
  return m ? (m[1] as Strain) : null;
}

export function analyseDeal(input: AnalysisInput): DealAnalysis {
  const deal = parsePbnDealFull(input.pbn);
  if (!deal.ok) throw new Error(deal.error.message);
  const dd = table(deal.value);
  const p = par(dd, input.dealer, input.vulnerability);
  const tricks = Object.fromEntries(
    (['N', 'E', 'S', 'W'] as const).map((s) => [
      s,
      Object.fromEntries(Object.entries(dd[s]).map(([k, v]) => [k, v ?? NaN])),
    ]),
  ) as DealAnalysis['tricks'];
  const parText = `${p.contracts.join(', ')} (${p.score > 0 ? '+' : ''}${p.score})`;
  const strain = strainOf(input.contract);
  if (input.declarer === null || strain === null || input.play.length === 0)
    return { tricks, par: parText, parScore: p.score, parContracts: p.contracts, costs: [] };
  const declarerSide = sideOf(input.declarer);
  const after = analysePlay(deal.value, strain, rotate(input.declarer, 1), input.play as Card[]);
  if (!after.ok) throw new Error(after.error.message);
  const owner = new Map<string, Seat>();
  for (const s of ['N', 'E', 'S', 'W'] as const) for (const c of deal.value.hands[s].cards()) owner.set(c, s);
  const costs = input.play.map((card, i) => {
    const before = after.value[i];
    const now = after.value[i + 1];
    if (before === null || before === undefined || now === null || now === undefined) return 0;
    const mine = sideOf(owner.get(card)!) === declarerSide;
    return Math.max(0, mine ? before - now : now - before);
  });
  return { tricks, par: parText, parScore: p.score, parContracts: p.contracts, costs };
}
