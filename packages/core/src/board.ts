import { SEATS, type Seat, type Vulnerability } from './types.ts';

/**
 * Board markings (Laws of Duplicate Bridge, Law 2): dealer N, E, S, W for boards 1, 2, 3, 4 and so on;
 * vulnerability by the 16-board cycle, boards 17–32 repeating 1–16.
 */
const CYCLE: readonly Vulnerability[] = [
  'None',
  'NS',
  'EW',
  'All',
  'NS',
  'EW',
  'All',
  'None',
  'EW',
  'All',
  'None',
  'NS',
  'All',
  'None',
  'NS',
  'EW',
];

function checkBoard(board: number): void {
  if (!Number.isSafeInteger(board) || board < 1)
    throw new RangeError(`board number must be a whole number from 1, got ${board}`);
}

export function boardDealer(board: number): Seat {
  checkBoard(board);
  return SEATS[(board - 1) % 4]!;
}

export function boardVulnerability(board: number): Vulnerability {
  checkBoard(board);
  return CYCLE[(board - 1) % 16]!;
}
