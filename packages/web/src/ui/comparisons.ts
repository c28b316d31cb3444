/**
 * Duplicate at one server: each finished board's North–South score is compared with another table's
 * result for the same board or, when no other table played it, with the double-dummy par — both from the
 * server's analysis of the finished board. The hook asks once per board and keeps the answers.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardComparison, GameView } from '@tenace/protocol';
import type { Backend, DealAnalysis } from '../net/types.ts';
import { analysisRequest, recordOf } from './review.tsx';

/** Per board: the comparison, null when there is none, 'loading' while the server works it out. */
export type Comparison = BoardComparison | null | 'loading';

/** The comparison an analysis gives: the server's, else par when the analysis knows it. */
export function comparisonOf(a: DealAnalysis): BoardComparison | null {
  if (a.comparison !== undefined && a.comparison !== null) return a.comparison;
  return a.parScore === undefined || a.parScore === null ? null : { kind: 'par', score: a.parScore };
}

export function useComparisons(
  backend: Backend,
  table: string,
  view: GameView | null,
): readonly Comparison[] {
  const [found, setFound] = useState<readonly Comparison[]>([]);
  const asked = useRef(new Set<number>());
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const boards = view?.mode === 'duplicate' ? view.history.length : 0;
  useEffect(() => {
    if (view === null || view.mode !== 'duplicate' || backend.analyse === undefined) return;
    const put = (i: number, c: Comparison): void => {
      if (!live.current) return;
      setFound((f) => {
        const next = [...f];
        next[i] = c;
        return next;
      });
    };
    for (let i = 0; i < boards; i++) {
      const record = recordOf(view, i);
      if (asked.current.has(i) || record === null) continue;
      asked.current.add(i);
      put(i, 'loading');
      backend.analyse(analysisRequest(table, i, record)).then(
        (a) => {
          put(i, comparisonOf(a));
        },
        () => {
          put(i, null);
        },
      );
    }
  }, [backend, table, boards]);
  return found;
}
