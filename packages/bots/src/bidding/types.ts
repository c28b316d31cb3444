/**
 * The shape of a bidding system as data. A system is an ordered list of rules (earlier rules win). Each
 * rule is an auction pattern (pattern.ts), conditions on the table (vulnerability, seat, forcing state),
 * conditions on the hand (criteria) and the call it makes with what the call shows (specification) and an
 * explanation key. The two can differ: Stayman is bid with several hand types but shows one summary.
 */
import type { Interval } from './interval.ts';

/** An interval as the tables write it: "15-17", "5+", "-3", "4". */
export type Span = string | Interval;

/** Conditions on one hand. Suit keys are suit letters or variables of the pattern (M, m, oM, om, s, t, u). */
export interface HandSpec {
  readonly hcp?: Span;
  /** HCP plus length points. */
  readonly tp?: Span;
  /**
   * This hand revalued for our best known fit: HCP plus length points plus its shortness when it holds
   * three trumps or more in the fit (void 5, singleton 3, doubleton 1, at most 3); without a fit, `tp`.
   */
  readonly revalued?: Span;
  readonly len?: Readonly<Record<string, Span>>;
  readonly balanced?: boolean;
  readonly semiBalanced?: boolean;
  /**
   * Suits (letters, variables, "their": every suit the opponents have shown, or "unbid": every suit
   * nobody has bid) needing a stopper.
   */
  readonly stop?: readonly string[];
  /**
   * Suits (as for `stop`) stopped for the partnership: by this hand, or by a stopper partner has shown (a
   * natural no-trump bid shows one in their suit). For placing the contract in no-trump.
   */
  readonly stopped?: readonly string[];
  /** The suit is a longest suit of the hand. */
  readonly longest?: string;
  /** The suit is good (two of the top three honours, or three of the top five). */
  readonly good?: readonly string[];
  /** Number of aces (for Blackwood and Gerber answers). */
  readonly aces?: Span;
  /** Number of kings (for the answers to the 5NT king ask). */
  readonly kings?: Span;
  /** First- or second-round control (ace, king, void or singleton) in each of these suits. */
  readonly control?: readonly string[];
  /** First- or second-round control in every suit but this one (the trump suit). */
  readonly sideControls?: string;
  /** How many of the top three honours (A, K, Q) the hand holds in a suit. */
  readonly top?: Readonly<Record<string, Span>>;
  /** Our best known fit (F) is in this suit, or among the majors ("M") or minors ("m"). */
  readonly bestFit?: string;
  /**
   * The partnership's points: this hand's points (HCP plus length points, plus shortness with a fit in the
   * call's strain) added to the least partner has shown.
   */
  readonly our?: Span;
  /**
   * The partnership's points counting partner at the middle of his shown range (at most three above its
   * floor) and this hand's shortness with a fit in the call's strain: to accept an invitation.
   */
  readonly ourMid?: Span;
  /**
   * The partnership's points revalued for our best known fit: `our` plus this hand's shortness when it
   * holds three trumps or more in the best fit (for slam values once a fit is found).
   */
  readonly ourFit?: Span;
  /** The partnership's points reach what the call's level needs (see need.ts); false: they fall short. */
  readonly enough?: boolean;
  /** Our points are within 3 below what game in the strain needs: an invitation. */
  readonly invite?: boolean;
  /** The suit (variable or letter) is a known fit of eight cards or more, counting partner's least length. */
  readonly fit?: string;
  /** No known eight-card fit in any suit. */
  readonly noFit?: boolean;
  /** The length of our best known fit, this hand's cards and partner's least (no fit: the condition fails). */
  readonly fitLength?: Span;
  /** Our best known fit is a major (true) or there is none in a major (false). */
  readonly majorFit?: boolean;
  /** Some suit is a known fit of eight cards or more (F in calls names the best one). */
  readonly anyFit?: boolean;
  /** Aces held by this hand and shown by partner together. */
  readonly ourAces?: Span;
  /** Kings held by this hand and shown by partner together. */
  readonly ourKings?: Span;
  /** Law of total tricks: the call's level is at most our known trumps in its strain less six. */
  readonly ltt?: boolean;
  /** The suit is not one the opponents have shown. */
  readonly notTheirs?: string;
  /** Every major nobody has bid has this length (and there is one). */
  readonly unbidMajors?: Span;
  /** Every suit nobody has bid has this length. */
  readonly unbidSuits?: Span;
  /**
   * The partnership's HCP: this hand's and what we expect from partner (the least shown plus half the
   * width of the shown range, counting at most six of it), for slam decisions.
   */
  readonly ourHcp?: Span;
  /** The partnership's HCP at the least: this hand's and the least partner has shown (slam by points). */
  readonly ourHcpLeast?: Span;
  /** The partnership's HCP at the most: this hand's and the most partner has shown. */
  readonly ourHcpMost?: Span;
  /**
   * This hand holds the upper half of the HCP range it has shown (16–17 of a 15–17 no-trump): the
   * maximum that accepts a quantitative invitation.
   */
  readonly upperHalf?: boolean;
  /** Losing-trick count of this hand (evaluation.ts). */
  readonly losers?: Span;
  /** Controls of this hand: ace 2, king 1. */
  readonly controlCount?: Span;
  readonly quickTricks?: Span;
  /** Suit quality (length plus honours among A K Q J 10) of each named suit. */
  readonly quality?: Readonly<Record<string, Span>>;
  /**
   * Tricks our best known fit should take by the losing-trick count: 24 less this hand's losers and
   * those counted from partner's shown points (no fit: the condition fails).
   */
  readonly tricks?: Span;
  /**
   * This hand expects to defeat the opponents' last bid, a natural suit bid, counting its quick tricks,
   * its trumps and partner's shown values (defence.ts); false: it does not (a sacrifice may pay).
   */
  readonly beats?: boolean;
  /** Named tests from tests.ts, such as "ruleOf20". */
  readonly test?: readonly string[];
}

export type Forcing = 'no' | 'one' | 'game';

/** Conditions on the table, not the hand. */
export interface TableSpec {
  /** Seat of the opening (1–4), counting the passes before it. */
  readonly seat?: Span;
  /** The bidder passed earlier in this auction. */
  readonly passed?: boolean;
  readonly weVul?: boolean;
  readonly theyVul?: boolean;
  /** Partner's last call forces and the right-hand opponent passed: a pass is not allowed. */
  readonly forced?: boolean;
  /** Our side has made a game-forcing call and has not reached game. */
  readonly gameForce?: boolean;
  /** The level of the bid the rule makes. */
  readonly level?: Span;
  /** The bid is below game in its strain (game counts the part-score below the line). */
  readonly belowGame?: boolean;
  /** The first strain ranks above the second (e.g. ["t", "s"] for a reverse). */
  readonly higher?: readonly [string, string];
  /** The first strain ranks below the second. */
  readonly lower?: readonly [string, string];
  /** Partner's last bid, now the contract, is already game (counting the part-score below the line). */
  readonly partnerGame?: boolean;
  /** The opponents have bid. */
  readonly contested?: boolean;
  /** The opponents' last bid came over a natural game bid of our side (a sacrifice, or bidding on). */
  readonly overOurGame?: boolean;
  /** The bid ranks below this one: a bid such as "4M", or "game:M" (game in M, counting the part-score). */
  readonly below?: string;
  /** Nobody has bid this suit naturally: a new suit (a rebid of one's own suit is not one). */
  readonly newSuit?: string;
  /** Both of us have bid one suit naturally: a fit is agreed in public. */
  readonly agreedFit?: boolean;
  /** Partner has bid this suit naturally or shown four cards or more in it: a raise needs one. */
  readonly partnerSuit?: string;
  /** The width of the HCP range partner has shown (a limited hand: 2 for 15–17). */
  readonly partnerHcpWidth?: Span;
  /** Partner's last call is artificial (an ask, an answer, a relay): a new start such as an ask waits. */
  readonly partnerArtificial?: boolean;
  /** The opponents' last bid is artificial (an answer to an ask, a relay): no penalty double of it. */
  readonly theirArtificial?: boolean;
  /** Partner's last call is a bid in no-trump (4NT over it is quantitative unless a suit is agreed). */
  readonly afterNT?: boolean;
  /** This player has made a bid earlier in the auction (not his first call as responder or overcaller). */
  readonly ownBid?: boolean;
  /** Partner has shown a balanced hand. */
  readonly partnerBalanced?: boolean;
  /** Partner has made a bid in this auction (he has described his hand). */
  readonly partnerBid?: boolean;
}

export interface Rule {
  /** Unique id, e.g. "open.1nt". */
  readonly id: string;
  /** The auction so far (passes before the opening removed); see pattern.ts. */
  readonly auction: string;
  /**
   * The call: "1NT", "2M" (variables), "P", "X", "XX", or "cheap:s" (the lowest legal bid in s), "jump:s"
   * (one level higher), "game:s" (the game bid in s, counting the part-score), "inv:s" (one below game).
   * F names our best known fit (longest, majors first); "6F" is a small slam in it.
   */
  readonly call: string;
  /** How free variables of the call are tried: longest suit first (default) or cheapest bid first. */
  readonly pick?: 'long' | 'up';
  readonly when?: TableSpec;
  /** What the hand needs to make this call (criteria). */
  readonly hand?: HandSpec;
  /** What the call tells partner (specification), when it differs from the criteria. */
  readonly shows?: HandSpec;
  readonly forcing?: Forcing;
  readonly artificial?: boolean;
  /** Tags that later patterns can match, e.g. "blackwood", "transfer". */
  readonly tags?: readonly string[];
  /** Explanation key in i18n/*.json (without the "bid." prefix). */
  readonly key: string;
  /**
   * A judgement point: with a judge (bidding out), the calls of every rule of this group that fit the hand
   * are compared on sampled layouts.
   */
  readonly judge?: string;
  /**
   * A catch-all of the general table: it explains a call only when no specific rule gives that call, so
   * that meanings stay sharp; the bot avoids a catch-all call whose meaning its hand would not fit.
   */
  readonly fallback?: boolean;
}
