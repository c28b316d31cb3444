import { describe, expect, it } from 'vitest';
import schedule from '../test/data/board-schedule.json' with { type: 'json' };
import { boardDealer, boardVulnerability } from './board.ts';

describe('board markings (Law 2, fixture board-schedule.json)', () => {
  it.each(schedule.boards)(
    'board $board: dealer $dealer, vulnerable $vulnerable',
    ({ board, dealer, vulnerable }) => {
      expect(boardDealer(board)).toBe(dealer);
      expect(boardVulnerability(board)).toBe(vulnerable);
      expect(boardDealer(board + 16)).toBe(dealer);
      expect(boardVulnerability(board + 32)).toBe(vulnerable);
    },
  );
  it('refuses board 0 and fractions', () => {
    expect(() => boardDealer(0)).toThrow(/board number/);
    expect(() => boardVulnerability(1.5)).toThrow(/board number/);
  });
});
