/**
 * The SAYC meaning of each call of an auction, in every language the bots explain in: what a table sends
 * with each bridge view (the server's and the practice build's alike). Meanings are public: they depend on
 * the calls, the vulnerability and the part-scores, never on a hand.
 */
import { callsOfView, explainAuction, scoreOfView, type BidderView } from './bidder.ts';
import { explanation, LANGUAGES, type Language } from './explain.ts';

/** The meanings of the view's calls, index by index; null where the system gives none. */
export function auctionMeanings(
  view: Omit<BidderView, 'seat' | 'hands'>,
): (Readonly<Record<Language, string>> | null)[] {
  const score = scoreOfView({ ...view, seat: null, hands: { N: null, E: null, S: null, W: null } });
  const notes = explainAuction(view.dealer, callsOfView(view.auction), score);
  return view.auction.map((_, i) => {
    const n = notes[i];
    if (n === undefined) return null;
    const text = {} as Record<Language, string>;
    for (const lang of LANGUAGES) text[lang] = explanation(n.meaning, lang);
    return text;
  });
}
