/**
 * The memory one solver thread holds (Node only): its transposition table and its own JavaScript heap.
 * Each worker thread has its own heap, so this is the thread's share of the process.
 */
import { getHeapStatistics } from 'node:v8';

export interface ThreadMemory {
  readonly tableBytes: number;
  readonly heapBytes: number;
}

/** The calling thread's memory, given its engine's table size. */
export function threadMemory(tableBytes: number): ThreadMemory {
  return { tableBytes, heapBytes: getHeapStatistics().total_heap_size };
}
