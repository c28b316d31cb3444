/**
 * An independent check of a minibridge match record against the rules (docs/RULES.md §2), written from the
 * rules alone: it parses the PBN deal itself and replays the play with its own follow-suit and
 * trick-winner logic, so that a bug in the engine cannot hide behind the same bug here.
 */

type Seat = 'N' | 'E' | 'S' | 'W';
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
const RANKS = '23456789TJQKA';
const next = (s: Seat, k = 1): Seat => SEATS[(SEATS.indexOf(s) + k) % 4]!;
const side = (s: Seat) => (s === 'N' || s === 'S' ? 'NS' : 'EW');

interface DealRec {
  number: number;
  dealer: Seat;
  pbn: string;
  hcp: Record<Seat, number>;
  redeal: boolean;
  declarer?: Seat;
  contract?: { strain: string; game: boolean };
  play?: string[];
  claim?: { tricks: number };
  tricks?: number;
  score?: { NS: number; EW: number };
}
interface MatchRec {
  mode: string;
  rules: { tie2020: string; variant: string; deals: number; games: number; firstDealer: Seat };
  deals: DealRec[];
  totals: { NS: number; EW: number };
  games: { NS: number; EW: number };
  winner: 'NS' | 'EW' | null;
}

function hands(pbn: string): Record<Seat, string[]> {
  const [first, rest] = pbn.split(':') as [Seat, string];
  const out = {} as Record<Seat, string[]>;
  rest.split(' ').forEach((h, i) => {
    const cards: string[] = [];
    h.split('.').forEach((ranks, si) => {
      for (const r of ranks) cards.push('SHDC'[si]! + r);
    });
    out[next(first, i)] = cards;
  });
  return out;
}

const points = (card: string) => Math.max(0, RANKS.indexOf(card[1]!) - 8);

/** Returns the list of rule violations found (empty when the record is right). */
export function checkMinibridgeRecord(rec: MatchRec): string[] {
  const bad: string[] = [];
  const fail = (d: DealRec | null, msg: string) => bad.push(`${d ? `deal ${d.number}: ` : ''}${msg}`);
  let dealer: Seat = rec.rules.firstDealer;
  let counted = 0;
  const totals = { NS: 0, EW: 0 };
  const games = { NS: 0, EW: 0 };
  rec.deals.forEach((d, i) => {
    if (d.number !== i + 1) fail(d, `numbered ${d.number}, expected ${i + 1}`);
    if (d.dealer !== dealer) fail(d, `dealer ${d.dealer}, expected ${dealer}`);
    const h = hands(d.pbn);
    const all = SEATS.flatMap((s) => h[s]);
    if (new Set(all).size !== 52 || SEATS.some((s) => h[s].length !== 13))
      fail(d, 'the deal is not 4 × 13 distinct cards');
    for (const s of SEATS) {
      const hcp = h[s].reduce((n, c) => n + points(c), 0);
      if (hcp !== d.hcp[s]) fail(d, `${s} has ${hcp} HCP, record says ${d.hcp[s]}`);
    }
    const ns = d.hcp.N + d.hcp.S;
    if (ns === 20 && rec.rules.tie2020 === 'redeal') {
      if (!d.redeal) fail(d, '20–20 must be redealt');
      if (d.contract) fail(d, 'a redealt deal has no contract');
      return; // same dealer, not counted
    }
    if (d.redeal) fail(d, 'redeal without 20–20');
    if (counted >= rec.rules.deals || games.NS >= rec.rules.games || games.EW >= rec.rules.games)
      fail(d, 'deal after the match was over');
    // Declarer: side with more HCP, partner with more HCP, tie: first from the dealer clockwise.
    let declarer: Seat;
    if (ns === 20) declarer = dealer;
    else {
      const sd = ns > 20 ? 'NS' : 'EW';
      const order = [0, 1, 2, 3].map((k) => next(dealer, k)).filter((s) => side(s) === sd);
      declarer = d.hcp[order[1]!] > d.hcp[order[0]!] ? order[1]! : order[0]!;
    }
    if (d.declarer !== declarer) fail(d, `declarer ${d.declarer ?? '-'}, expected ${declarer}`);
    const contract = d.contract;
    const play = d.play ?? [];
    if (!contract) {
      fail(d, 'no contract');
      return;
    }
    // Replay: declarer's LHO leads; follow suit; highest trump else highest of the suit led wins.
    const held = { N: new Set(h.N), E: new Set(h.E), S: new Set(h.S), W: new Set(h.W) };
    let leader = next(declarer);
    let won = 0;
    let tricksDone = 0;
    for (let t = 0; t * 4 < play.length; t++) {
      const cards = play.slice(t * 4, t * 4 + 4);
      if (cards.length < 4 && d.claim === undefined) fail(d, `trick ${t + 1} is incomplete without a claim`);
      cards.forEach((c, k) => {
        const seat = next(leader, k);
        if (!held[seat].has(c)) fail(d, `trick ${t + 1}: ${seat} plays ${c}, not held`);
        if (k > 0 && c[0] !== cards[0]![0] && [...held[seat]].some((x) => x[0] === cards[0]![0]))
          fail(d, `trick ${t + 1}: ${seat} revokes with ${c}`);
        held[seat].delete(c);
      });
      if (cards.length < 4) break;
      let best = 0;
      for (let k = 1; k < 4; k++) {
        const c = cards[k]!;
        const b = cards[best]!;
        if (
          (c[0] === contract.strain && b[0] !== contract.strain) ||
          (c[0] === b[0] && RANKS.indexOf(c[1]!) > RANKS.indexOf(b[1]!))
        )
          best = k;
      }
      leader = next(leader, best);
      if (side(leader) === side(declarer)) won++;
      tricksDone++;
    }
    const expectedTricks = won + (d.claim?.tricks ?? 0);
    if (d.claim === undefined && play.length !== 52) fail(d, `${play.length} cards played without a claim`);
    if (d.claim !== undefined && (d.claim.tricks < 0 || d.claim.tricks > 13 - tricksDone))
      fail(d, 'impossible claim');
    if (d.tricks !== expectedTricks) fail(d, `tricks ${d.tricks ?? '-'}, replay gives ${expectedTricks}`);
    // Score: seed table (docs/RULES.md §2.2), EBU +50 option.
    const target = !contract.game
      ? 7
      : contract.strain === 'NT'
        ? 9
        : 'HS'.includes(contract.strain)
          ? 10
          : 11;
    const per = contract.strain === 'NT' ? 30 : 'HS'.includes(contract.strain) ? 30 : 20;
    let decl = 0;
    let def = 0;
    if (expectedTricks >= target) {
      decl =
        per * (expectedTricks - 6) +
        (contract.strain === 'NT' ? 10 : 0) +
        (contract.game ? 300 : rec.rules.variant === 'ebu' ? 50 : 0);
      if (contract.game) games[side(declarer)]++;
    } else def = 50 * (target - expectedTricks);
    const want = side(declarer) === 'NS' ? { NS: decl, EW: def } : { NS: def, EW: decl };
    if (d.score?.NS !== want.NS || d.score.EW !== want.EW)
      fail(d, `score ${JSON.stringify(d.score)}, expected ${JSON.stringify(want)}`);
    totals.NS += want.NS;
    totals.EW += want.EW;
    counted++;
    dealer = next(dealer);
  });
  const over = counted >= rec.rules.deals || games.NS >= rec.rules.games || games.EW >= rec.rules.games;
  if (!over)
    fail(null, `the match stopped after ${counted} counted deals with games ${games.NS}–${games.EW}`);
  if (rec.totals.NS !== totals.NS || rec.totals.EW !== totals.EW)
    fail(null, `totals ${JSON.stringify(rec.totals)}, expected ${JSON.stringify(totals)}`);
  if (rec.games.NS !== games.NS || rec.games.EW !== games.EW)
    fail(null, `games ${JSON.stringify(rec.games)}, expected ${JSON.stringify(games)}`);
  const winner = totals.NS === totals.EW ? null : totals.NS > totals.EW ? 'NS' : 'EW';
  if (rec.winner !== winner) fail(null, `winner ${rec.winner ?? 'null'}, expected ${winner ?? 'null'}`);
  return bad;
}
