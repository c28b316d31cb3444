/**
 * A finished deal's result in bridge words: "4♠ by South, made with an overtrick (+450)", "3NT −2", and in
 * minibridge terms (the target the declarer chose and the side that scored). The score comes from the
 * record; the tricks needed are the contract's own number (level + 6, or minibridge's target from core).
 */
import {
  minibridgeTarget,
  type DealRecord,
  type MinibridgeDealRecord,
  type Seat,
  type Side,
} from '@tenace/core';
import type { TFunction } from 'i18next';
import { bidParts, contractShort, sideOfSeat } from '../../format.ts';
import { miniContractText } from '../minibridge.tsx';

/** Tricks over (≥ 0) or under (< 0) what the contract needed. */
export function overOrUnder(tricks: number, needed: number): number {
  return tricks - needed;
}

/** "made", "made with an overtrick", "made with 2 overtricks", "down 2". */
export function outcomeText(t: TFunction, diff: number): string {
  if (diff < 0) return t('result.down', { count: -diff });
  return diff === 0 ? t('result.made') : t('result.over', { count: diff });
}

/** "+450", "−100", "0" (a true minus sign). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** "3NT −2", "4♠ =", "4♠ +1": the short result a score sheet writes. */
export function resultShort(t: TFunction, contract: string, tricks: number): string {
  const b = bidParts(contract.replace(/X+$/, ''));
  if (b === null) return contractShort(t, contract);
  const diff = overOrUnder(tricks, b.level + 6);
  return `${contractShort(t, contract)} ${diff === 0 ? '=' : signed(diff)}`;
}

/** A bridge record's points for each side, whatever the mode calls them. */
export function sidePoints(r: Readonly<Record<string, unknown>>): Record<Side, number> | null {
  const pts = (r.score ?? r.points) as Record<Side, number> | undefined;
  if (pts !== undefined) return pts;
  const below = r.below as Record<Side, number> | undefined;
  const above = r.above as Record<Side, number> | undefined;
  if (below === undefined || above === undefined) return null;
  return { NS: below.NS + above.NS, EW: below.EW + above.EW };
}

/** "4♠ by South, made with an overtrick (+450)": the score from the declaring side's view. */
export function bridgeResultText(t: TFunction, r: Readonly<Record<string, unknown>>): string {
  const contract = String(r.contract);
  const declarer = (r.declarer ?? null) as Seat | null;
  if (contract === 'PASS' || declarer === null) return t('table.passedOut');
  const b = bidParts(contract.replace(/X+$/, ''));
  const by = t('table.contractBy', { contract: contractShort(t, contract), seat: t(`seat.${declarer}`) });
  if (b === null || typeof r.tricks !== 'number') return by;
  const outcome = outcomeText(t, overOrUnder(r.tricks, b.level + 6));
  const pts = sidePoints(r);
  if (pts === null) return t('result.line', { contract: by, outcome });
  const side = sideOfSeat(declarer);
  const net = pts[side] - pts[side === 'NS' ? 'EW' : 'NS'];
  return t('result.lineScored', { contract: by, outcome, score: signed(net) });
}

/** "No-trump game by South: target 9, 10 tricks — made with an overtrick (North–South +430)". */
export function miniResultText(t: TFunction, rec: MinibridgeDealRecord): string {
  if (rec.contract === undefined || rec.declarer === undefined || rec.tricks === undefined)
    return t('mini.redeal');
  const target = minibridgeTarget(rec.contract.strain, rec.contract.game);
  const by = t('table.contractBy', {
    contract: miniContractText(t, rec.contract),
    seat: t(`seat.${rec.declarer}`),
  });
  const outcome = outcomeText(t, overOrUnder(rec.tricks, target));
  const won = t('table.tricksWon', { count: rec.tricks });
  const scorer: Side | null =
    rec.score === undefined ? null : rec.score.NS > 0 ? 'NS' : rec.score.EW > 0 ? 'EW' : null;
  const score =
    rec.score === undefined
      ? ''
      : scorer === null
        ? ` (${t('mini.noScore')})`
        : ` (${t(`side.${scorer}`)} ${signed(rec.score[scorer])})`;
  return `${t('mini.result', { contract: by, target, won, outcome })}${score}`;
}

/** Any mode's finished deal in words (the records page's result column). */
export function dealResultText(t: TFunction, rec: DealRecord): string {
  return 'hcp' in rec
    ? miniResultText(t, rec)
    : bridgeResultText(t, rec as unknown as Readonly<Record<string, unknown>>);
}
