import { describe, expect, it } from 'vitest';
import { makeCall, parsePbnDeal, rotate, unwrap, type Vulnerability } from '@tenace/core';
import { callsOfView, explainAuction, saycCall, scoreOfView, type BidderView } from './bidder.ts';
import { handFactsOf } from './hand.ts';
import { misfits } from './meaning.ts';

/** Games, invitations and penalty passes in contested and uncontested auctions; North deals every one. */
interface Row {
  readonly source: string;
  readonly auction: string;
  readonly hand: string;
  readonly call: string;
  readonly vul?: Vulnerability;
}

const ROWS: readonly Row[] = [
  {
    source:
      'Standard practice (the losing-trick count, Klinger, "The Modern Losing Trick Count": four losers opposite a one-level response are game values; the jump shift forces to game): 18 HCP, six diamonds and five spades, three losers, jump to 2S over 1D-1H rather than 1S, which may be passed',
    auction: '1D P 1H P',
    hand: 'AKQ95.Q.AK9765.4',
    call: '2S',
  },
  {
    source:
      'The losing-trick count as above: 16 HCP, seven clubs and five spades, two losers, jump to 2S over 1C-1H',
    auction: '1C P 1H P',
    hand: 'AQT82..T.AKQJT72',
    call: '2S',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Opener\'s rebids" (the jump shift is forcing to game), and standard practice (responder then shows support for opener\'s first suit before his own): four diamonds raise to 4D over 1D-1S-3H',
    auction: '1D P 1S P 3H P',
    hand: 'AKT72.T64.J873.2',
    call: '4D',
  },
  {
    source:
      'Standard practice (Root and Pavlicek, "Modern Bridge Conventions", the takeout doubler\'s raises: 16-18 support points raise, 19-21 jump raise, 22+ game; over an answer at the two level the jump raise is game): 20 HCP and four hearts bid 4H over 1S X P 2H',
    auction: '1S X P 2H P',
    hand: 'AQ97.Q642.AKQ8.K',
    call: '4H',
  },
  {
    source:
      "Standard practice (opener's jump rebid of his six-card major, 16-18, invites; responder raises to game with 8 points counting length): 7 HCP and five spades (8 points) with two hearts bid 4H over 1H-1S-3H",
    auction: '1H P 1S P 3H P',
    hand: 'QJ874.Q5.Q63.862',
    call: '4H',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Responses after an overcall" (a new suit at the one level is forcing, 6+), and standard practice (a four-card major is shown before a raise of a minor): five spades and 8 HCP bid 1S over 1C (1D), not 2C',
    auction: '1C 1D',
    hand: 'AKT83.J3.T82.T73',
    call: '1S',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Responses after an overcall" (a new suit at the two level is forcing, 10+), and standard practice (the cue-bid raise of a minor promises real support; a five-card major is shown first): five hearts and 14 HCP bid 2H over 1C (2D), not the cue-bid',
    auction: '1C 2D',
    hand: 'AT9.AK632.83.K76',
    call: '2H',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Responses after an overcall" (the cue-bid shows a limit raise or better in opener\'s suit): four clubs, no five-card major and 11 HCP cue-bid 2S over 1C (1S)',
    auction: '1C 1S',
    hand: '852.Q84.A3.KQ954',
    call: '2S',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Negative doubles" (a new suit at the two level promises 10+, so a weak hand doubles first), and standard practice: the doubler bids his long suit next, to play: six hearts and 8 HCP bid 2H over 2C',
    auction: '1D 1S X P 2C P',
    hand: '85.AQ9875.8743.Q',
    call: '2H',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Negative doubles", and standard practice (the doubler bids his long suit next, to play; the law of total tricks in competition): six hearts and 8 HCP compete with 3H over their raise',
    auction: '1D 1S X 2S P P',
    hand: '53.AJ9652.Q2.J85',
    call: '3H',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", reopening (opener with extra values and shortness in their suit reopens with a takeout double): 19 HCP and a singleton heart double 1H after their balancing double and its answer',
    auction: '1D P P X P 1H P P',
    hand: 'KQ2.A.QJ973.AKT8',
    call: 'X',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", reopening (a minimum opener passes: partner passed the opening with little): 13 HCP pass 1H after their balancing double and its answer',
    auction: '1D P P X P 1H P P',
    hand: 'K72.5.QJ973.AQ85',
    call: 'P',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Balancing" (in the pass-out seat bid with less than a direct overcall needs, about a king less): five spades and 6 HCP balance with 1S over 1H passed round',
    auction: '1H P P',
    hand: 'KJ874.92.Q63.954',
    call: '1S',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Negative doubles" (through 2S), doubled light at the one level to show the unbid major (this bidder: from 5 HCP, measured): four spades and 5 HCP double their 1H overcall',
    auction: '1C 1H',
    hand: 'K972.543.Q84.T95',
    call: 'X',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Balancing" (advancer takes about a king off his hand after a balancing double): 11 HCP with four spades still jump to 2S',
    auction: '1H P P X P',
    hand: 'KJ72.543.AQ4.J95',
    call: '2S',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Negative doubles" (through 2S; values to compete at the level): four spades and 7 HCP double their 2H overcall',
    auction: '1C 2H',
    hand: 'K972.543.Q84.QT5',
    call: 'X',
  },
  {
    source:
      'Standard practice for one-level overcalls (ACBL SAYC System Booklet, "Overcalls": a sound suit and values): a ragged five-card suit with 8 HCP passes over 1C',
    auction: '1C',
    hand: 'Q8642.K73.J52.Q4',
    call: 'P',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Overcalls" (suit overcalls of their 1NT are natural): a good five-card heart suit and 12 HCP overcall 2H',
    auction: '1NT',
    hand: 'K7.AQJ85.Q73.942',
    call: '2H',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Stayman" and "4NT over 1NT is quantitative": with a four-card major and slam values opposite 1NT, Stayman first to find a 4-4 fit before inviting in no-trump',
    auction: '1NT P',
    hand: 'AKT9.A9.A3.98753',
    call: '2C',
  },
  {
    source:
      'ACBL SAYC System Booklet, "4NT over 1NT is quantitative": after Stayman and the 2D denial, 15 HCP opposite 15-17 invite 6NT with 4NT',
    auction: '1NT P 2C P 2D P',
    hand: 'AKT9.A9.A3.98753',
    call: '4NT',
  },
  {
    source:
      'Klinger, "The Modern Losing Trick Count" (the count needs a sound base of high cards; the Law of Total Tricks for the competitive raise): 9 HCP with five trumps and a singleton opposite opener\'s raise over their double invites rather than bids game',
    auction: '1C P 1H X P 2D P P 2H P',
    hand: 'K82.QT972.K863.T',
    call: '3H',
  },
  {
    source:
      "Standard practice after a strong 2C, the 2D waiting answer and opener's major (game forcing): with a bust and no support responder waits with 2NT instead of bidding 3NT from the hand without entries",
    auction: '2C P 2D P 2S P',
    hand: '92.763.J9642.854',
    call: '2NT',
  },
  {
    source:
      "Standard practice after a strong 2C and the bust's waiting 2NT: over opener's second suit responder gives preference to the first with two cards of it",
    auction: '2C P 2D P 2S P 2NT P 3C P',
    hand: '92.763.J9642.854',
    call: '3S',
  },
  {
    source:
      'Standard practice over opener\'s 2NT jump rebid (18-19 balanced in the ACBL SAYC System Booklet, "Opener\'s rebids"): with five spades and game values responder rebids 3S, forcing, to find a 5-3 fit before 3NT',
    auction: '1D P 1S P 2NT P',
    hand: 'KQ542.T876.J7.KT',
    call: '3S',
  },
  {
    source:
      "Standard practice over opener's 2NT jump rebid: after responder's forcing 3S (five cards), opener with three spades raises to game",
    auction: '1D P 1S P 2NT P 3S P',
    hand: 'A96.AQ5.K832.AJ3',
    call: '4S',
  },
  {
    source:
      "Standard practice over opener's 2NT jump rebid: after responder's forcing 3S (five cards), opener with two spades bids 3NT",
    auction: '1D P 1S P 2NT P 3S P',
    hand: 'A9.AQ53.K832.KJ3',
    call: '3NT',
  },
  {
    source:
      'ACBL SAYC System Booklet, "Negative doubles" (opener reopens with a double, short in their suit) and Root and Pavlicek, "Modern Bridge Conventions": responder who could not bid his seven-card heart suit at the three level bids game over the reopening double',
    auction: '1C 2S P P X P',
    hand: '7.AJ97432.QT3.82',
    call: '4H',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", defence to the Unusual 2NT: responder\'s double shows 10+ and the wish to defend; opener with a sound 19 HCP and no void leaves it in',
    auction: '1D 2NT X P',
    hand: 'AQ3.KJ4.AQ874.K5',
    call: 'P',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", defence to the Unusual 2NT: 2NT doubled and left in is no contract for the two-suiter; the overcaller takes out into his longer suit',
    auction: '1D 2NT X P P',
    hand: '3.KQT84.2.QJT953',
    call: '3C',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", the takeout doubler\'s rebids: a new suit after the answer shows 17+ and a good suit; with 22 HCP and six good hearts the doubler bids the game himself',
    auction: '1S X P 2D P',
    hand: 'AQ.AKT964.A4.AJ8',
    call: '4H',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", the takeout doubler\'s rebids: a jump in a new suit after the answer is invitational, 19-20 HCP with a good six-card suit',
    auction: '1S X P 2C P',
    hand: 'A2.AKQJ84.K5.K32',
    call: '3H',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", reopening: their overcall passed round to opener, who is not short enough in their suit to double; with 18 HCP and six spades opener rebids 2S rather than let them play 2C',
    auction: '1S 2C P P',
    hand: 'AKQ643.6.AQJ.Q75',
    call: '2S',
  },
  {
    source:
      'Larry Cohen, "To Bid or Not to Bid": a sacrifice pays only when it costs less than their game, so their 4S over our 4H is doubled; the minimum opener without the defence to double on values does not let it go undoubled',
    auction: '1H 2S 4H 4S',
    hand: '73.KQT85.AJ4.K62',
    call: 'X',
  },
  {
    source:
      'Larry Cohen, "To Bid or Not to Bid": only a bid over our game is a sacrifice to double; their 4S over our 2H part-score is their own game, and the same minimum opener passes',
    auction: '1H 1S 2H 4S',
    hand: '73.KQT85.AJ4.K62',
    call: 'P',
  },
  {
    source:
      'SAYC booklet, "Weak two-bids": in the pass-out seat bid with less than a direct overcall needs; with 13 HCP and six clubs (not a good suit) balance with 3C over their weak two',
    auction: '2S P P',
    hand: 'KJ.T3.AK6.Q97653',
    call: '3C',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", balancing: in the pass-out seat partner is marked with values; with 13 HCP, three small of their suit (no stopper for 1NT) and three or more of each unbid suit, double',
    auction: '1S P P',
    hand: 'J73.KJ8.K73.AJT5',
    call: 'X',
  },
  {
    source:
      'SAYC booklet, "Negative doubles": the double promises values (8+ at the two level); opener with 17 HCP, six diamonds and their hearts stopped bids 3NT rather than the minimum 3D',
    auction: '1D 2H X P',
    hand: 'Q.A63.AJ9852.AQ6',
    call: '3NT',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions": the cue-bid raise shows a limit raise or better; with 12 HCP and their suit stopped the cue-bidder bids 3NT over opener\'s new suit (25 together)',
    auction: '1C 1S 2S P 3H P',
    hand: 'Q74.AT2.K76.KT63',
    call: '3NT',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions": after 1D (2C) 3C, opener\'s new suit is no sign-off; the cue-bidder with 12 HCP and clubs held goes on to 3NT',
    auction: '1D 2C 3C P 3H P',
    hand: 'AQ965.J.KJ6.J842',
    call: '3NT',
  },
  {
    source:
      'SAYC booklet, "Responses to 1H/1S": the limit raise shows 10-12; with 14 points (his doubleton counted once partner raised) opener holds 24 or more together and bids game',
    auction: '1H P 3H P',
    hand: 'K4.AJ964.Q73.Q82',
    call: '4H',
  },
  {
    source:
      "Goren, point-count bidding: an invitation is accepted with a maximum and declined with a minimum by a pass; four of our other fit over partner's invitational raise to four of a minor is no contract",
    auction: '1D P 2C 2S 4C P',
    hand: 'A.J94.AJT65.T986',
    call: 'P',
  },
  {
    source:
      'SAYC booklet, "Notrump bids in competition": a natural no-trump bid over their overcall shows a stopper in their suit; opener with 17 HCP and a singleton in it bids 3NT on partner\'s stopper',
    auction: '1H 1S 1NT P',
    hand: '2.AKJT9.AQT6.K94',
    call: '3NT',
  },
  {
    source:
      'SAYC booklet, "Doubles": the double of a 1NT opening is for penalty; Root and Pavlicek, "Modern Bridge Conventions": advancer with values leaves it in',
    auction: 'P P 1NT X P',
    hand: 'Q43.K52.J863.Q52',
    call: 'P',
  },
  {
    source:
      'Klinger, "The Modern Losing Trick Count": partner invites in our minor fit; five losers opposite his invitation make eleven tricks, five of the minor',
    auction: 'P P 1D P 2C P 3C P 4C P',
    hand: 'T.T52.AKT98.AJ86',
    call: '5C',
  },
  {
    source:
      "Goren, point-count bidding: game in no-trump needs 26 points; a misfit 5-5 hand does not add its length to reach 3NT over opener's 1NT (12-14)",
    auction: '1D 1S X P 1NT P',
    hand: '4.AJ743.63.AQT43',
    call: 'P',
  },
  {
    source:
      'Klinger, "The Modern Losing Trick Count": with a nine-card fit and a void, six losers opposite a minimum raise (seven) make eleven tricks; game rather than an invitation',
    auction: '1D P 1S P 2S P',
    hand: 'K6532.T7..AT7642',
    call: '4S',
  },
  {
    source:
      'SAYC booklet, "Opener\'s rebids": a minimum with a six-card suit rebids it; over their overcall of partner\'s answer the same rebid competes',
    auction: '1C P 1H 1S',
    hand: 'AT.854.K.KQ98753',
    call: '2C',
  },
  {
    source:
      'SAYC booklet, "Opener\'s rebids"; Root and Pavlicek, "Modern Bridge Conventions": over their overcall a minimum opener may pass; a balanced 13 without a stopper in their suit does',
    auction: '1C P 1S 2H',
    hand: 'Q4.763.Q64.AKQ64',
    call: 'P',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): after their overcall and opener\'s pass, responder competes with his six-card suit',
    auction: '1C P 1S 2H P P',
    hand: 'JT9873.A9.KJ98.3',
    call: '2S',
  },
  {
    source:
      'Klinger, "The Modern Losing Trick Count": opposite partner\'s cue-bid raise (a limit raise or better, eight losers) a five-loser opener with a void and nine trumps makes eleven tricks; five of the minor',
    auction: '1D 1S 2S 3S',
    hand: '.A854.AKQ98.J976',
    call: '5D',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions": advancing a one-level overcall, 1NT shows 9–11 and the jump to 2NT 12–14 (invitational), with their suit stopped',
    auction: '1C 1S P',
    hand: '84.AQ86.J852.AK6',
    call: '2NT',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions": advancing a one-level overcall, 1NT shows 9–11 with their suit stopped',
    auction: '1C 1S P',
    hand: '84.AQ86.J852.Q76',
    call: '1NT',
  },
  {
    source:
      'SAYC booklet, "Balancing": in the pass-out seat a good six-card suit is bid, not doubled (the double asks for the unbid suits)',
    auction: '1D P P',
    hand: '752.KQT765.AK.Q8',
    call: '1H',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions": the doubler raises in support points; opener\'s reopening double answered at the three level, 20 support points with four trumps bid game',
    auction: '1C 2S P P X P 3H P',
    hand: 'K9.K854.A86.AKQ7',
    call: '4H',
  },
  {
    source:
      'Goren, point-count bidding: 3NT needs 25–26 points and five of a minor 29; opener with 14 HCP and a singleton ace opposite a limit raise (10–12) bids 3NT, not an invitation past it',
    auction: '1C P 3C P',
    hand: 'A95.A.K865.K8432',
    call: '3NT',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions": the cue-bid raise shows a limit raise or better; with an opening of his own the cue-bidder bids game over opener\'s answer, 3NT with their suit stopped',
    auction: '1C 1S 2S P 3H P',
    hand: 'Q74.AT2.K76.AT63',
    call: '3NT',
  },
  {
    source:
      'Goren, point-count bidding: 3NT needs 25–26 points and five of a minor 29; over the simple raise of his minor (6–10) opener with 20 HCP and a six-card suit, no singleton, bids 3NT',
    auction: '1D P 2D P',
    hand: 'AJ.AK5.AKJT73.86',
    call: '3NT',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions": the doubler raises in support points; the double of a preempt in the pass-out seat answered at the three level in a minor, 27 support points with four trumps bid game',
    auction: '3C P P X P 3D P',
    hand: 'AKQ4.KJ653.AKQ8.',
    call: '5D',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", the redouble: our side owns the hand; after their escape at the one level and partner\'s forcing pass, the redoubler with four of their trumps and no fit doubles for penalty',
    auction: '1D X XX 1S P P',
    hand: 'J652.A74.A6.QJT8',
    call: 'X',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", the redouble: after their escape at the two level the redoubler with three of their trumps and no fit doubles for penalty',
    auction: '1D X XX 2C P P',
    hand: 'J52.A74.A6.QJT8',
    call: 'X',
  },
  {
    source:
      'ACBL Bridge Series, "Competitive bidding": opener\'s reopening 1NT over a one-level overcall shows 18-19 balanced with their suit stopped (the reopening double shows shortness)',
    auction: '1D 1S P P',
    hand: 'KJ2.AJ83.KQT9.AT',
    call: '1NT',
  },
  {
    source:
      'ACBL Bridge Series, "Competitive bidding": over a two-level overcall opener\'s reopening 2NT shows 18-19 balanced with their suit stopped',
    auction: '1H 2C P P',
    hand: 'AJ3.KQJ74.K2.KJ5',
    call: '2NT',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): with a seven-card suit opposite partner\'s one or two, the overcaller competes at the three level when they stop at the two level',
    auction: '1D 2C 2H P P',
    hand: 'KQ2.J.6.AQJ97643',
    call: '3C',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): the same after opener\'s reopening double and their answer at the two level',
    auction: '1D 2C P P X P 2H P P',
    hand: 'KQ2.J.6.AQJ97643',
    call: '3C',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): do not let them play at the two level once they have stopped there; after opener\'s rebid of his suit, a five-card suit balances',
    auction: '1C P 1D P 2C P P',
    hand: 'Q7643.KJ6.A83.42',
    call: '2S',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): do not let them play at the two level once they have stopped there in a fit; after opener\'s raise of responder\'s suit, a five-card suit balances',
    auction: '1C P 1H P 2H P P',
    hand: 'KQT84.92.A864.73',
    call: '2S',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): do not let them play at the two level once they have stopped there; after opener\'s rebid over responder\'s 1NT, a five-card suit balances',
    auction: '1H P 1NT P 2H P P',
    hand: 'KJ752.93.A84.Q63',
    call: '2S',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): do not let them play at the two level once they have stopped there; after opener\'s new suit over responder\'s 1NT, a five-card suit balances',
    auction: '1S P 1NT P 2C P P',
    hand: 'J4.KQ873.A62.953',
    call: '2H',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): do not let them play at the two level once they have stopped there; after their transfer over 1NT, a five-card suit with 10 HCP balances',
    auction: '1NT P 2D P 2H P P',
    hand: 'K7652.J98.T8.AK8',
    call: '2S',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", advancing an overcall: over their raise, advancer\'s own good five-card suit at the two level is natural and competes',
    auction: '1C 1D 2C',
    hand: 'AQ853.J875.J5.52',
    call: '2S',
  },
  {
    source:
      'SAYC booklet, "Defence against 1NT": suit bids are natural; the overcaller with six-five bids his second suit when they bid on and partner passes',
    auction: '1NT 2D 2H P P',
    hand: 'AT982..AKQ965.J6',
    call: '2S',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): do not let them play at the two level once they have stopped there; with four cards in both unbid suits and 10 HCP the pass-out seat doubles for takeout',
    auction: '1C P 1S P 2C P P',
    hand: '82.KT92.KT96.A74',
    call: 'X',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", balancing: in the pass-out seat a takeout double needs less; with four of the unbid major and 11 HCP it is made with three of their suit',
    auction: '1H P P',
    hand: 'KQ96.T93.K864.K6',
    call: 'X',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): do not let them play at the two level once they have stopped there in a fit: after their raise, four-four in the majors and 11 HCP double with three of their suit',
    auction: '1D P 2D P P',
    hand: 'AK62.KJ53.765.75',
    call: 'X',
  },
  {
    source:
      'ACBL Bridge Series, "Competitive bidding": after their balancing overcall opener shows 18-19 balanced with their suit stopped by 1NT',
    auction: '1H P P 1S',
    hand: 'KJ2.AJ983.KQ5.A5',
    call: '1NT',
  },
  {
    source:
      'SAYC booklet, "Opener\'s rebids": with five-five opener shows his second suit; after their balancing overcall the same rebid competes',
    auction: '1H P P 1S',
    hand: 'AK.KQJT8.AJ953.K',
    call: '2D',
  },
  {
    source:
      'SAYC booklet, "Opener\'s rebids": a six-card suit with extra values is rebid; after their balancing double and its answer opener with 15+ rebids it',
    auction: '1C P P X P 1S P P',
    hand: 'AK.42.K87.AKJT72',
    call: '2C',
  },
  {
    source:
      'Root and Pavlicek, "Modern Bridge Conventions", the double of partner\'s answer: opener with three-card support raises when they bid on',
    auction: '1C P 1H X P 2D P P',
    hand: 'QJ6.K83.7.AQ9543',
    call: '2H',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): the overcaller with a seven-card suit competes again after their negative double and opener\'s rebid',
    auction: '1D 1H X P 1NT',
    hand: 'K72.AQ87643.KT.Q',
    call: '2H',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): do not let them play at the two level once they have stopped there; a six-card suit is bid rather than doubled',
    auction: '1S P 1NT P 2C P P',
    hand: 'J4.KQ8732.A6.953',
    call: '2H',
  },
  {
    source:
      'Klinger, "The Modern Losing Trick Count": a seven-card major with four losers is worth game on its own; over their raise of a preempt opener bids it',
    auction: '1S 3D P 4D',
    hand: 'AKQJ943.2.KJ7.K6',
    call: '4S',
  },
  {
    source:
      'SAYC booklet, "Responder\'s rebids": a new suit by responder is forcing; after their double of his answer and its advance, responder with 13 HCP shows his second suit',
    auction: '1D P 1S X P 2D',
    hand: 'AKQ96.8632.K74.J',
    call: '2H',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): after the negative double (four hearts) and their raise, opener with four hearts competes at the three level',
    auction: '1D 1S X 2S',
    hand: 'AJ6.KQ54.A643.96',
    call: '3H',
  },
  {
    source:
      'SAYC booklet, "Negative doubles": opener with four of the major the double shows and game values (17+ points) bids game; over their raise the same',
    auction: '1D 1S X 2S',
    hand: 'A6.AQ54.AKJ43.96',
    call: '4H',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): over their raise opener with a seven-card suit and no fit for the major the negative double showed rebids it at the three level',
    auction: '1C 1H X 2H',
    hand: 'A63.K.32.KQJT532',
    call: '3C',
  },
  {
    source:
      'SAYC booklet, "Competitive bidding": the cue-bid raise shows a limit raise or better; opener with a minimum returns to three of the minor (regression: 3NT on 24 HCP together went down, the length points counted as values)',
    auction: 'P P P 1D 1H 2H P',
    hand: 'A32.K97.AJT8.Q64',
    call: '3D',
  },
  {
    source:
      'SAYC booklet, "Competitive bidding": over the cue-bid raise opener with extra values and their suit stopped bids 3NT',
    auction: 'P P P 1D 1H 2H P',
    hand: 'A32.K97.AJT8.KQ4',
    call: '3NT',
  },
  {
    source:
      'Law of total tricks (Cohen, "To Bid or Not to Bid"): when they stop in their fit at the two level the overcaller with six cards and the values of a strong overcall (15+) competes again',
    auction: '1C 1S 2C P P',
    hand: 'AK9876.Q94.K4.A7',
    call: '2S',
  },
  {
    source:
      'SAYC booklet, "Overcalls": a suit bid over their game is natural; a strong hand with a six-card suit acts over their jump to game rather than let a preemptive raise shut it out',
    auction: '1S P 4S',
    hand: 'K7.K.AK3.AQJT832',
    call: '5C',
  },
  {
    source:
      'SAYC booklet, "Takeout doubles": over their jump to game the double is for takeout, short in their suit with support for the unbid suits and a strong hand',
    auction: '1S P 4S',
    hand: '5.AQ84.AK93.KJ72',
    call: 'X',
  },
];

function viewFor(row: Row): BidderView {
  const auction = row.auction.split(/\s+/).filter((t) => t.length > 0);
  const seat = rotate('N', auction.length);
  const setup = unwrap(parsePbnDeal(`${seat}:${row.hand} - - -`));
  return {
    seat,
    dealer: 'N',
    auction,
    hands: { N: null, E: null, S: null, W: null, [seat]: setup[seat]!.cards() },
    vulnerability: row.vul ?? 'None',
  };
}

describe('games, invitations and penalty passes (source in each row)', () => {
  it.each(ROWS.map((r) => [r.source, r] as const))('%s', (_source, row) => {
    const choice = saycCall(viewFor(row));
    expect(makeCall(choice.call), `${row.auction} with ${row.hand}`).toBe(row.call);
  });

  it.each(ROWS.map((r) => [r.source, r] as const))('the meaning fits the hand: %s', (_source, row) => {
    const view = viewFor(row);
    const calls = [...callsOfView(view.auction), ...callsOfView([row.call])];
    const notes = explainAuction(view.dealer, calls, scoreOfView(view));
    const last = notes[notes.length - 1]!;
    expect(last.meaning.rule, `${row.call} has a rule`).not.toBeNull();
    expect(misfits(handFactsOf(view.hands[view.seat!]!), last.meaning.shows)).toEqual([]);
  });

  it('a natural no-trump bid in competition shows the stopper in their suit', () => {
    const notes = explainAuction('N', callsOfView(['1H', '1S', '1NT']), scoreOfView(viewFor(ROWS[0]!)));
    expect(notes[2]!.meaning.shows.stops).toEqual(['S']);
  });
});
