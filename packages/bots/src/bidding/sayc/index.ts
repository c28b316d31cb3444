/**
 * Standard American Yellow Card as data: the tables in priority order (earlier rows win). Slam tries and
 * slam answers come first because they follow a fit or an ask anywhere; the general catch-alls come last.
 */
import type { Rule } from '../types.ts';
import { ADVANCE_1NT } from './advance1nt.ts';
import { COMPETITIVE } from './competitive.ts';
import { COMPETITIVE_SLAM } from './competitiveSlam.ts';
import { CONTESTED_PART_SCORES } from './contestedPartScores.ts';
import { DOUBLES } from './doubles.ts';
import { DOUBLER_JUMP_GAMES, DOUBLER_NT_GAME, DOUBLER_RAISES, DOUBLER_RAISES_ANY } from './doublerRebids.ts';
import { GENERAL } from './general.ts';
import { INTERFERENCE } from './interference.ts';
import { NOTRUMP } from './notrump.ts';
import { OPENINGS } from './openings.ts';
import { PENALTY_DOUBLES, SACRIFICE_DOUBLES } from './penaltyDoubles.ts';
import { PREEMPT_DOUBLES } from './preemptDoubles.ts';
import { QUANTITATIVE } from './quantitative.ts';
import { SACRIFICES } from './sacrifices.ts';
import { REBIDS } from './rebids.ts';
import { RESPONDER } from './responder.ts';
import { RESPONSES } from './responses.ts';
import { SLAM } from './slam.ts';
import {
  SLAM_ENTRY,
  SLAM_ENTRY_GAME_FORCE,
  SLAM_ENTRY_KNOWN_FIT,
  SLAM_OVER_LONG_GAME,
  SLAM_TRIES,
} from './slamtries.ts';
import { TWOS } from './twos.ts';
import { TWO_SUITED } from './twoSuited.ts';
import { VALUES_ANSWERS } from './valuesDouble.ts';

/**
 * The choice between 3NT and four of a major after a transfer (opener with three-card support corrects
 * partner's 3NT): taken before the pass that keeps a game partner has bid. The same after a 1NT overcall
 * (regression: the overcaller passed advancer's 3NT with three-card support, the pass coming first).
 */
const isGameChoice = (r: Rule): boolean => r.key === 'nt.choice.major';
const GAME_CHOICE = [...NOTRUMP, ...TWOS, ...ADVANCE_1NT].filter(isGameChoice);
const notChoice = (rules: readonly Rule[]): Rule[] => rules.filter((r) => !isGameChoice(r));

/**
 * The pass that keeps a game partner has bid comes after the slam entry: slam values by the losing-trick
 * count still ask for aces over partner's game (1S–2NT–4S with a five-loser hand).
 */
const isGameKept = (r: Rule): boolean => r.id === 'score.game.reached';
const notGameKept = (rules: readonly Rule[]): Rule[] => rules.filter((r) => !isGameKept(r));

export const SAYC: readonly Rule[] = [
  ...SLAM_TRIES,
  ...GAME_CHOICE,
  ...notGameKept(SLAM),
  ...SLAM_ENTRY,
  ...COMPETITIVE_SLAM,
  ...QUANTITATIVE,
  SLAM_OVER_LONG_GAME,
  ...SLAM.filter(isGameKept),
  ...OPENINGS,
  ...SLAM_ENTRY_KNOWN_FIT,
  ...notChoice(NOTRUMP),
  ...notChoice(TWOS),
  ...SLAM_ENTRY_GAME_FORCE,
  ...PENALTY_DOUBLES,
  ...SACRIFICES,
  ...SACRIFICE_DOUBLES,
  ...RESPONSES,
  ...REBIDS,
  ...PREEMPT_DOUBLES,
  ...DOUBLER_RAISES,
  ...DOUBLER_RAISES_ANY,
  ...DOUBLER_JUMP_GAMES,
  ...RESPONDER,
  DOUBLER_NT_GAME,
  ...notChoice(ADVANCE_1NT),
  ...DOUBLES,
  ...CONTESTED_PART_SCORES,
  ...TWO_SUITED,
  ...INTERFERENCE,
  ...COMPETITIVE,
  ...VALUES_ANSWERS,
  ...GENERAL,
];
