/**
 * Full double-dummy tables of deals, one at a time, in this thread or on a pool of workers (the
 * `solve`, `eval` and `bench` commands).
 */
import { SEATS, type Deal, type Seat, type Strain } from '@tenace/core';
import {
  STRAIN_INDEX,
  createEngine,
  holdingsOf,
  strainResults,
  type DdTable,
  type Engine,
} from '@tenace/solver';
import { SolverPool, threadMemory } from '@tenace/solver/pool';

export const TABLE_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** Solves deals one at a time in this thread or on a pool of workers; `budgetMs` is per (deal, strain). */
export class TableSolver {
  private readonly pool: SolverPool | null;
  private engine: Engine | null = null;
  nodes = 0;

  constructor(
    threads: number,
    private readonly budgetMs: number | undefined,
  ) {
    this.pool = threads > 1 ? new SolverPool({ threads }) : null;
  }

  async table(deal: Deal): Promise<DdTable> {
    if (this.pool !== null) {
      const t = await this.pool.table(deal, { budgetMs: this.budgetMs });
      this.nodes = this.pool.nodes;
      return t;
    }
    this.engine ??= createEngine();
    const engine = this.engine;
    const holdings = holdingsOf(deal);
    const rows = {} as Record<Seat, Record<Strain, number | null>>;
    for (const seat of SEATS) rows[seat] = { NT: null, S: null, H: null, D: null, C: null };
    for (const strain of TABLE_STRAINS) {
      const deadline = this.budgetMs === undefined ? undefined : Date.now() + this.budgetMs;
      const before = engine.nodes;
      const res = strainResults(engine, holdings, STRAIN_INDEX[strain], undefined, deadline);
      this.nodes += engine.nodes - before;
      SEATS.forEach((seat, h) => (rows[seat][strain] = res[h]!));
    }
    return rows;
  }

  /** The most memory one solving thread held (its table and its heap), in bytes; 0 before any table. */
  peakThreadBytes(): number {
    if (this.pool !== null) return this.pool.peakThreadBytes;
    if (this.engine === null) return 0;
    const m = threadMemory(this.engine.tt.bytes);
    return m.tableBytes + m.heapBytes;
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }
}
