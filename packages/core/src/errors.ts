/**
 * The stable error codes of the rules, by area. Codes never change meaning; new ones are added.
 *
 * deal/bad_card         a hand contains text that is not a card
 * deal/duplicate_card   a card appears twice
 * deal/hand_size        a hand does not hold 13 cards (or holds more than 13 in a partial setup)
 * deal/incomplete       more than one hand is unknown where a full deal is needed
 * deal/bad_pbn          a PBN deal string is malformed
 * call/bad_text         text that is not a call
 * call/insufficient     a bid that is not higher than the last bid
 * call/double_not_allowed   a double that is not of an opponent's last bid with only passes since
 * call/redouble_not_allowed a redouble that is not of an opponent's double of one's own side
 * call/auction_over     a call after the auction has ended
 * contract/bad_text     text that is not a contract
 * play/finished         a card or claim after play is over
 * play/not_held         the player does not hold the card
 * play/must_follow      the player holds the suit led and tried another
 * play/claim_pending    an action while a claim waits for an answer
 * play/no_claim         an answer when no claim is pending
 * play/bad_claim        a claim for a number of tricks that is not possible
 * play/not_opponent     a seat that does not answer the pending claim tried to (e.g. the claimer's side)
 * play/claim_limit      a claim by a side whose claim was refused, before another trick is complete
 * play/nothing_to_undo  undo with no card played
 * action/not_your_turn  an action by a seat that is not to act
 * action/wrong_phase    an action that the current phase does not take
 * action/bad_action     an action that is malformed or names an impossible value
 * action/not_allowed    an action the table's rules do not allow (e.g. undo without permission)
 * score/bad_tricks      a trick count outside 0–13 (score/tricks.ts)
 * score/bad_value       a scoring input that is not allowed, e.g. four aces at a suit contract
 * score/rubber_over     a deal added to a rubber that is already over
 * pbn/syntax | pbn/bad_value | pbn/bad_auction | pbn/bad_play | lin/syntax | lin/bad_value | match/bad_record  PBN/LIN files and match-record export (pbn/types.ts; errors name the line and field)
 */
import type { DealErrorCode } from './deal.ts';
import type { PlayErrorCode } from './play.ts';
import type { AuctionErrorCode } from './auction.ts';
import type { PbnErrorCode } from './pbn/types.ts';

export type { DealErrorCode, PlayErrorCode, AuctionErrorCode, PbnErrorCode };

/**
 * Every code the rules return, with what it means. `RuleError`'s code is typed by this map, so a code used
 * anywhere in core that is not listed here fails to compile, and the protocol's exhaustive map of rule
 * codes to wire codes fails to compile until a new code is mapped.
 */
export const RULE_ERROR_CODES = {
  'deal/bad_card': 'a hand contains text that is not a card',
  'deal/duplicate_card': 'a card appears twice',
  'deal/hand_size': 'a hand does not hold 13 cards',
  'deal/incomplete': 'more than one hand is unknown where a full deal is needed',
  'deal/bad_pbn': 'a PBN deal string is malformed',
  'call/bad_text': 'text that is not a call',
  'call/insufficient': 'a bid that is not higher than the last bid',
  'call/double_not_allowed': "a double that is not of an opponent's last bid",
  'call/redouble_not_allowed': "a redouble that is not of an opponent's double",
  'call/auction_over': 'a call after the auction has ended',
  'contract/bad_text': 'text that is not a contract',
  'play/finished': 'a card or claim after play is over',
  'play/not_held': 'the player does not hold the card',
  'play/must_follow': 'the player holds the suit led and tried another',
  'play/claim_pending': 'an action while a claim waits for an answer',
  'play/no_claim': 'an answer when no claim is pending',
  'play/bad_claim': 'a claim for a number of tricks that is not possible',
  'play/not_opponent': 'a seat that does not answer the pending claim tried to',
  'play/claim_limit': 'a claim by a side whose claim was refused, before another trick is complete',
  'play/nothing_to_undo': 'undo with no card played',
  'action/not_your_turn': 'an action by a seat that is not to act',
  'action/wrong_phase': 'an action that the current phase does not take',
  'action/wrong_mode': "an action of another mode than the game's",
  'action/bad_action': 'an action that is malformed or names an impossible value',
  'action/not_allowed': "an action the table's rules do not allow",
  'action/undo': 'an undo request or answer that cannot be taken now',
  'score/bad_tricks': 'a trick count outside 0–13',
  'score/bad_value': 'a scoring input that is not allowed',
  'score/rubber_over': 'a deal added to a rubber that is already over',
  'pbn/syntax': 'a PBN file that does not follow the format',
  'pbn/bad_value': 'a PBN tag with a value that is not allowed',
  'pbn/bad_auction': 'a PBN auction that is not legal',
  'pbn/bad_play': 'a PBN play section that is not legal',
  'pbn/inherited_tag': 'a tag left out or "#" where the strict reader wants every value written',
  'pbn/no_auction': 'a game without an auction where the strict reader wants one',
  'pbn/auction_mismatch': "an auction that contradicts the file's Contract or Declarer tag",
  'lin/syntax': 'a LIN file that does not follow the format',
  'lin/bad_value': 'a LIN value that is not allowed',
  'match/bad_record': 'a match record that cannot be read',
} as const;

export type RuleErrorCode = keyof typeof RULE_ERROR_CODES;

// Every code of the rules' areas is listed above (a code missing from the map fails to compile here).
type Listed<C extends RuleErrorCode> = C;
export type _EveryCodeListed = Listed<DealErrorCode | PlayErrorCode | AuctionErrorCode | PbnErrorCode>;

export function isRuleErrorCode(x: unknown): x is RuleErrorCode {
  return typeof x === 'string' && Object.hasOwn(RULE_ERROR_CODES, x);
}
