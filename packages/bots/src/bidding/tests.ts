/**
 * Named hand tests that a table can ask for by name (HandSpec.test) when a condition is more than
 * intervals: the rule of 20, a suit good enough for a preempt, a two-suiter.
 */
import { SUITS } from '@tenace/core';
import { isGoodSuit, ruleOf20, type HandFacts } from './hand.ts';

export const HAND_TESTS: Readonly<Record<string, (h: HandFacts) => boolean>> = {
  /** HCP plus the lengths of the two longest suits reach 20. */
  ruleOf20,
  /** Not 4-4-4-1 or 5-4-4-0 (three-suited): such hands prefer a takeout double. */
  notThreeSuited: (h) => h.shape[2] < 4,
  /** Short (two or fewer) in at least one suit. */
  hasShortness: (h) => h.shape[3] <= 2,
  /** The longest suit is good (two of the top three honours, or three of the top five). */
  goodLongSuit: (h) => SUITS.some((s) => h.len[s] === h.shape[0] && isGoodSuit(h, s)),
  /** No four-card major. */
  noMajor: (h) => h.len.S < 4 && h.len.H < 4,
  /** A four-card (or longer) major. */
  aMajor: (h) => h.len.S >= 4 || h.len.H >= 4,
  /** Five or more cards in both majors. */
  bothMajors55: (h) => h.len.S >= 5 && h.len.H >= 5,
  /** Five or more cards in both minors. */
  bothMinors55: (h) => h.len.D >= 5 && h.len.C >= 5,
  /** Diamonds rather than clubs for a minor opening: longer diamonds, or four or more of each. */
  diamondsFirst: (h) => h.len.D > h.len.C || (h.len.D === h.len.C && h.len.D >= 4),
  /** Clubs rather than diamonds for a minor opening. */
  clubsFirst: (h) => !(h.len.D > h.len.C || (h.len.D === h.len.C && h.len.D >= 4)),
  /** Four cards or more in both majors. */
  bothMajors44: (h) => h.len.S >= 4 && h.len.H >= 4,
  /** Five or more hearts, at least as many as spades... but more than spades when both are five or more. */
  heartsForTransfer: (h) => h.len.H >= 5 && h.len.H > h.len.S,
  spadesForTransfer: (h) => h.len.S >= 5 && h.len.S >= h.len.H,
  /** A four-card major and no five-card major. */
  fourCardMajorOnly: (h) => (h.len.S === 4 || h.len.H === 4) && h.len.S < 5 && h.len.H < 5,
  /** No five-card (or longer) major. */
  notFiveCardMajor: (h) => h.len.S < 5 && h.len.H < 5,
  /** Five or more cards in a minor. */
  aMinor5: (h) => h.len.D >= 5 || h.len.C >= 5,
  /** A singleton or a void. */
  singletonOrVoid: (h) => h.shape[3] <= 1,
  /** No void. */
  noVoid: (h) => h.shape[3] >= 1,
  /** Not two-suited: no second suit of five cards or more. */
  notTwoSuited: (h) => h.shape[1] < 5,
  /** A void. */
  aVoid: (h) => h.shape[3] === 0,
};
