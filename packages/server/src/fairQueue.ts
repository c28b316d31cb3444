/**
 * A queue fair across tables (issue 19 #5: one all-bot table must not starve the others). Items wait in
 * one line per table; `shift` takes from the tables in turn (round robin), so a table with a hundred jobs
 * waiting delays another table's next job by at most one job per busy table. Tables where nobody plays
 * live (every seat played by a bot) are served only when no other table waits: they run at low priority.
 */
export interface Lane {
  /** The table the job is for. */
  readonly table: string;
  /** True when no person plays at the table now (its jobs wait for every other table's). */
  readonly low: boolean;
}

export class FairQueue<T> {
  /** Lines by table, in turn order (a Map keeps insertion order; a served table goes to the back). */
  private readonly high = new Map<string, T[]>();
  private readonly low = new Map<string, T[]>();
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(item: T, lane: Lane): void {
    const ring = lane.low ? this.low : this.high;
    const line = ring.get(lane.table);
    if (line === undefined) ring.set(lane.table, [item]);
    else line.push(item);
    this.count++;
  }

  /** The next item: the first table's in turn (people's tables first), which then goes to the back. */
  shift(): T | undefined {
    const ring = this.high.size > 0 ? this.high : this.low;
    const first = ring.entries().next();
    if (first.done === true) return undefined;
    const [table, line] = first.value;
    const item = line.shift()!;
    ring.delete(table);
    if (line.length > 0) ring.set(table, line);
    this.count--;
    return item;
  }

  /** Takes every item out (oldest table first). */
  drain(): T[] {
    const out: T[] = [];
    for (let x = this.shift(); x !== undefined; x = this.shift()) out.push(x);
    return out;
  }
}
