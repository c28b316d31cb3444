/**
 * SAYC no-trump openings (ACBL SAYC System Booklet: "1NT opening", "2NT opening"): over 1NT (15–17),
 * 2C Stayman (opener answers 2H with four hearts, else 2S with four spades, else 2D), 2D and 2H Jacoby
 * transfers, 2NT invitational, 3NT to play, 4NT quantitative, 4C Gerber; the same over 2NT (20–21) one
 * level higher (over 3NT see slam.ts). Opener accepts an invitation with a maximum. Over 1NT responder
 * invites with 8 HCP and bids game with 9 (24–26 together): at IMPs a game that makes half the time pays.
 * Both are the one structure of ntStructure.ts with their own ranges.
 */
import type { Rule } from '../types.ts';
import { noTrumpStructure } from './ntStructure.ts';

export const NOTRUMP: readonly Rule[] = [
  ...noTrumpStructure({
    id: 'nt1',
    start: '1NT P',
    level: 2,
    stayman: '8+',
    gerber: { hcp: '18+', test: ['noMajor'] },
    slam: '18-19',
    quantitative: '16-17',
    game: '9-15',
    invite: '8',
    pass: '0-7',
    staymanGame: { hcp: '9-15' },
    maximum: '16-17',
    minimum: '15',
    superAccept: '17',
    gameForcingSuits: true,
  }),
  ...noTrumpStructure({
    id: 'nt2',
    start: '2NT P',
    level: 3,
    stayman: '4+',
    gerber: { hcp: '13+' },
    quantitative: '11-12',
    game: '4-10',
    pass: '0-3',
    maximum: '21',
  }),
  { id: 'nt.quant.decline', auction: '1NT|2NT|3NT P 4NT P', call: 'P', key: 'rebid.decline' },
];
