/** The server's double-dummy analysis answer as the review and the duplicate sheet use it. */
import type { DealAnalysisAnswer } from '@tenace/protocol';
import type { DealAnalysis } from './types.ts';

/** Par as text: the contracts and North–South's score ("4H-EW (-420)"); a dash when unknown. */
export function parText(par: DealAnalysisAnswer['par']): string {
  if (par === null) return '—';
  const contracts = par.contracts.length === 0 ? 'PASS' : par.contracts.join(', ');
  return `${contracts} (${par.score > 0 ? '+' : ''}${par.score})`;
}

export function fromAnswer(a: DealAnalysisAnswer): DealAnalysis {
  return {
    tricks: a.tricks as DealAnalysis['tricks'],
    par: parText(a.par),
    parScore: a.par?.score ?? null,
    parContracts: a.par?.contracts ?? [],
    costs: a.play.map((p) => p.cost),
    comparison: a.comparison,
  };
}
