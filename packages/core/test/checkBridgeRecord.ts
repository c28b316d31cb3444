/**
 * An independent checker for `tenace play --mode rubber|chicago|duplicate --json` records. It re-derives
 * everything from the record alone, with its own small implementations (it imports nothing from the
 * engine): the deal from the PBN string, the legality of every call, the contract and declarer, who leads,
 * following suit and trick winners, the tricks, each deal's dealer and vulnerability, the scores from the
 * scoring tables, the rubber sheet (games, vulnerability, rubber premium) and the final result.
 * It returns a list of problems: empty means the record is right.
 */

type Seat = 'N' | 'E' | 'S' | 'W';
type Side = 'NS' | 'EW';
type Pair = { NS: number; EW: number };
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
type Strain = (typeof STRAINS)[number];
const RANKS = '23456789TJQKA';

const at = (s: Seat, k: number): Seat => SEATS[(SEATS.indexOf(s) + k + 400) % 4]!;
const sideOf = (s: Seat): Side => (s === 'N' || s === 'S' ? 'NS' : 'EW');
const other = (s: Side): Side => (s === 'NS' ? 'EW' : 'NS');
const pair = (f: (s: Side) => number): Pair => ({ NS: f('NS'), EW: f('EW') });
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

interface DealRec {
  number: number;
  dealer: Seat;
  vulnerable: { NS: boolean; EW: boolean };
  pbn: string;
  auction: string[];
  contract: string;
  declarer: Seat | null;
  play: string[];
  claim?: { tricks: number };
  tricks: number;
  below?: Pair;
  above?: Pair;
  points?: Pair;
  score?: Pair;
  counted?: boolean;
}

export interface BridgeRecord {
  mode: 'rubber' | 'chicago' | 'duplicate';
  ruleset?: string;
  rounding?: string;
  /** Rubber: whether honours are scored (default yes). */
  honours?: boolean;
  rules?: Record<string, unknown>;
  deals: DealRec[];
  result: Record<string, unknown>;
}

/** Parses "N:hand hand hand hand" (hands "S.H.D.C"), clockwise from the first seat. */
function parseDeal(pbn: string): Map<string, Seat> | string {
  const m = /^([NESW]):(.*)$/.exec(pbn.trim());
  if (!m) return `bad PBN ${pbn}`;
  const hands = m[2]!.trim().split(/\s+/);
  if (hands.length !== 4) return `PBN needs four hands: ${pbn}`;
  const owner = new Map<string, Seat>();
  for (let i = 0; i < 4; i++) {
    const seat = at(m[1] as Seat, i);
    const suits = hands[i]!.split('.');
    if (suits.length !== 4) return `hand ${hands[i]!} needs four suits`;
    let n = 0;
    suits.forEach((ranks, j) => {
      for (const r of ranks) {
        owner.set(`${'SHDC'[j]!}${r}`, seat);
        n++;
      }
    });
    if (n !== 13) return `${seat} holds ${n} cards`;
  }
  if (owner.size !== 52) return 'the deal does not hold 52 different cards';
  return owner;
}

interface Bid {
  level: number;
  strain: Strain;
}
function parseBid(t: string): Bid | null {
  const m = /^([1-7])(C|D|H|S|NT)$/.exec(t);
  return m ? { level: Number(m[1]), strain: m[2] as Strain } : null;
}
const bidRank = (b: Bid): number => b.level * 5 + STRAINS.indexOf(b.strain);

/** Checks the auction; returns the contract text and declarer, or a problem. */
function checkAuction(dealer: Seat, calls: string[]): { contract: string; declarer: Seat | null } | string {
  let last: { bid: Bid; by: Seat } | null = null;
  let risk = '';
  let riskBy: Seat | null = null;
  let passes = 0;
  const firstNamed = new Map<string, Seat>(); // side+strain -> first seat to bid it
  for (let i = 0; i < calls.length; i++) {
    const c = calls[i]!;
    const seat = at(dealer, i);
    const ended = (last === null && i >= 4) || (last !== null && passes >= 3);
    if (ended) return `call ${i + 1} (${c}) comes after the auction ended`;
    if (c === 'P') {
      passes++;
      continue;
    }
    if (c === 'X') {
      if (last === null || risk !== '' || sideOf(last.by) === sideOf(seat))
        return `call ${i + 1}: X is not allowed`;
      risk = 'X';
      riskBy = seat;
    } else if (c === 'XX') {
      if (risk !== 'X' || riskBy === null || sideOf(riskBy) === sideOf(seat))
        return `call ${i + 1}: XX is not allowed`;
      risk = 'XX';
      riskBy = seat;
    } else {
      const b = parseBid(c);
      if (b === null) return `call ${i + 1} "${c}" is not a call`;
      if (last !== null && bidRank(b) <= bidRank(last.bid)) return `call ${i + 1}: ${c} is insufficient`;
      last = { bid: b, by: seat };
      risk = '';
      riskBy = null;
      const key = sideOf(seat) + b.strain;
      if (!firstNamed.has(key)) firstNamed.set(key, seat);
    }
    passes = 0;
  }
  const complete = (last === null && calls.length === 4) || (last !== null && passes === 3);
  if (!complete) return `the auction (${calls.join(' ')}) is not complete`;
  if (last === null) return { contract: 'PASS', declarer: null };
  return {
    contract: `${last.bid.level}${last.bid.strain}${risk}`,
    declarer: firstNamed.get(sideOf(last.by) + last.bid.strain)!,
  };
}

/** Replays the play; returns the declaring side's tricks or a problem. */
function checkPlay(d: DealRec, owner: Map<string, Seat>, strain: Strain, declarer: Seat): number | string {
  const held = new Map(owner);
  let leader = at(declarer, 1);
  let won = 0;
  let completed = 0;
  const trick: { card: string; seat: Seat }[] = [];
  for (let i = 0; i < d.play.length; i++) {
    const card = d.play[i]!;
    const seat = at(leader, trick.length);
    if (held.get(card) !== seat) return `card ${i + 1} ${card}: ${seat} to play does not hold it`;
    if (trick.length > 0) {
      const led = trick[0]!.card[0]!;
      const canFollow = [...held].some(([c, s]) => s === seat && c[0] === led);
      if (card[0] !== led && canFollow) return `card ${i + 1} ${card}: ${seat} did not follow suit to ${led}`;
    }
    held.delete(card);
    trick.push({ card, seat });
    if (trick.length === 4) {
      const led = trick[0]!.card[0]!;
      const power = (c: string): number =>
        (c[0] === strain ? 200 : c[0] === led ? 100 : 0) + RANKS.indexOf(c[1]!);
      const win = trick.reduce((a, b) => (power(b.card) > power(a.card) ? b : a));
      if (sideOf(win.seat) === sideOf(declarer)) won++;
      leader = win.seat;
      completed++;
      trick.length = 0;
    }
  }
  if (d.claim === undefined) {
    if (d.play.length !== 52) return `play has ${d.play.length} cards and no claim`;
    return won;
  }
  const left = 13 - completed;
  if (!Number.isInteger(d.claim.tricks) || d.claim.tricks < 0 || d.claim.tricks > left)
    return `claim of ${d.claim.tricks} with ${left} tricks left`;
  return won + d.claim.tricks;
}

// ---- Scoring tables (rules reference §6), written out again for the check ----

interface Contract {
  level: number;
  strain: Strain;
  risk: '' | 'X' | 'XX';
}
function parseContract(t: string): Contract | null {
  const m = /^([1-7])(C|D|H|S|NT)(X|XX)?$/.exec(t);
  return m ? { level: Number(m[1]), strain: m[2] as Strain, risk: (m[3] ?? '') as Contract['risk'] } : null;
}
const factor = (c: Contract): number => (c.risk === 'XX' ? 4 : c.risk === 'X' ? 2 : 1);
function below(c: Contract): number {
  const each = c.strain === 'C' || c.strain === 'D' ? 20 : 30;
  return (c.level * each + (c.strain === 'NT' ? 10 : 0)) * factor(c);
}
function overtricks(c: Contract, n: number, vul: boolean): number {
  if (c.risk === '') return n * (c.strain === 'C' || c.strain === 'D' ? 20 : 30);
  return n * (vul ? 200 : 100) * (c.risk === 'XX' ? 2 : 1);
}
function undertricks(c: Contract, n: number, vul: boolean, old: boolean): number {
  if (c.risk === '') return n * (vul ? 100 : 50);
  let total = 0;
  for (let k = 1; k <= n; k++) {
    if (vul) total += k === 1 ? 200 : 300;
    else total += k === 1 ? 100 : k <= 3 || old ? 200 : 300;
  }
  return total * (c.risk === 'XX' ? 2 : 1);
}
const insult = (c: Contract, old: boolean): number =>
  c.risk === 'X' ? 50 : c.risk === 'XX' ? (old ? 50 : 100) : 0;
const slam = (c: Contract, vul: boolean): number =>
  c.level === 7 ? (vul ? 1500 : 1000) : c.level === 6 ? (vul ? 750 : 500) : 0;

function honours(owner: Map<string, Seat>, strain: Strain): { points: number; seat: Seat | null } {
  for (const seat of SEATS) {
    if (strain === 'NT') {
      if (['SA', 'HA', 'DA', 'CA'].every((c) => owner.get(c) === seat)) return { points: 150, seat };
    } else {
      const n = ['A', 'K', 'Q', 'J', 'T'].filter((r) => owner.get(strain + r) === seat).length;
      if (n >= 4) return { points: n === 5 ? 150 : 100, seat };
    }
  }
  return { points: 0, seat: null };
}

/** A deal's rubber-style parts for the declaring side and the defenders. */
function rubberParts(c: Contract, tricks: number, vul: boolean, old: boolean) {
  const result = tricks - 6 - c.level;
  if (result < 0) return { below: 0, declAbove: 0, defAbove: undertricks(c, -result, vul, old) };
  return {
    below: below(c),
    declAbove: overtricks(c, result, vul) + insult(c, old) + slam(c, vul),
    defAbove: 0,
  };
}

function settlement(diff: number, rounding: string): number {
  const h = Math.floor(diff / 100);
  const rest = diff - h * 100;
  return rest > 50 || (rest === 50 && rounding !== 'half-down') ? h + 1 : h;
}

function checkSettlement(
  totals: Pair,
  result: Record<string, unknown>,
  rounding: string,
  out: string[],
): void {
  const diff = Math.abs(totals.NS - totals.EW);
  const winner = totals.NS === totals.EW ? null : totals.NS > totals.EW ? 'NS' : 'EW';
  if (!same(result.totals, totals))
    out.push(`result totals ${JSON.stringify(result.totals)}, expected ${JSON.stringify(totals)}`);
  if (result.winner !== winner)
    out.push(`result winner ${String(result.winner)}, expected ${String(winner)}`);
  if (result.difference !== diff)
    out.push(`result difference ${String(result.difference)}, expected ${diff}`);
  if (result.settlement !== settlement(diff, rounding))
    out.push(`result settlement ${String(result.settlement)}, expected ${settlement(diff, rounding)}`);
}

const CYCLE = [
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

/** Checks a whole record; returns the problems found (empty: the record is right). */
export function checkBridgeRecord(rec: BridgeRecord): string[] {
  const out: string[] = [];
  const old = rec.ruleset === '1948' || rec.rules?.ruleset === '1948';
  const rounding = rec.rounding ?? (typeof rec.rules?.rounding === 'string' ? rec.rules.rounding : 'half-up');
  // Rubber sheet and Chicago state.
  const games: Pair = { NS: 0, EW: 0 };
  let part: Pair = { NS: 0, EW: 0 };
  const belowTotal: Pair = { NS: 0, EW: 0 };
  const aboveTotal: Pair = { NS: 0, EW: 0 };
  const totals: Pair = { NS: 0, EW: 0 };
  let rubberBonus: Pair = { NS: 0, EW: 0 };
  let counted = 0;
  let dealer: Seat | null = null;
  const chicagoHonours = rec.rules?.honours === true;
  const vul23 = rec.rules?.vulnerability23 === 'non-dealer' ? 'non-dealer' : 'dealer';
  const passedOutNext = rec.rules?.passedOut === 'next';

  rec.deals.forEach((d, i) => {
    const where = `deal ${i + 1}`;
    const problem = (m: string): void => {
      out.push(`${where}: ${m}`);
    };
    if (rec.mode === 'rubber' && games.NS >= 2) problem('played after the rubber was over');
    if (rec.mode === 'chicago' && counted >= 4) problem('played after the four deals');
    // Dealer and vulnerability.
    let expectDealer: Seat;
    let vul: { NS: boolean; EW: boolean };
    if (rec.mode === 'duplicate') {
      expectDealer = SEATS[(d.number - 1) % 4]!;
      const v = CYCLE[(d.number - 1) % 16]!;
      vul = { NS: v === 'NS' || v === 'All', EW: v === 'EW' || v === 'All' };
      if (d.number !== i + 1) problem(`board number ${d.number}, expected ${i + 1}`);
    } else if (rec.mode === 'rubber') {
      expectDealer = dealer === null ? d.dealer : at(dealer, 1);
      vul = { NS: games.NS > 0, EW: games.EW > 0 };
    } else {
      const first = (rec.rules?.firstDealer as Seat | undefined) ?? rec.deals[0]!.dealer;
      expectDealer = at(first, counted);
      const n = counted + 1;
      const side = vul23 === 'dealer' ? sideOf(expectDealer) : other(sideOf(expectDealer));
      vul = n === 1 || n === 4 ? { NS: n === 4, EW: n === 4 } : { NS: side === 'NS', EW: side === 'EW' };
    }
    if (d.dealer !== expectDealer) problem(`dealer ${d.dealer}, expected ${expectDealer}`);
    dealer = d.dealer;
    if (!same(d.vulnerable, vul))
      problem(`vulnerability ${JSON.stringify(d.vulnerable)}, expected ${JSON.stringify(vul)}`);

    const owner = parseDeal(d.pbn);
    if (typeof owner === 'string') {
      problem(owner);
      return;
    }
    const auction = checkAuction(d.dealer, d.auction);
    if (typeof auction === 'string') {
      problem(auction);
      return;
    }
    if (d.contract !== auction.contract)
      problem(`contract ${d.contract}, the auction gives ${auction.contract}`);
    if (d.declarer !== auction.declarer)
      problem(`declarer ${String(d.declarer)}, the auction gives ${String(auction.declarer)}`);
    const c = parseContract(auction.contract);
    let tricks = 0;
    if (c === null || auction.declarer === null) {
      if (d.play.length > 0 || d.tricks !== 0) problem('a passed-out deal has play or tricks');
    } else {
      const t = checkPlay(d, owner, c.strain, auction.declarer);
      if (typeof t === 'string') {
        problem(t);
        return;
      }
      tricks = t;
      if (d.tricks !== t) problem(`tricks ${d.tricks}, the play gives ${t}`);
    }

    // Scores.
    const decl = auction.declarer === null ? null : sideOf(auction.declarer);
    if (rec.mode === 'duplicate') {
      let s = 0;
      if (c !== null && decl !== null) {
        const p = rubberParts(c, tricks, vul[decl], false);
        s =
          p.defAbove > 0
            ? -p.defAbove
            : p.below + p.declAbove + (p.below >= 100 ? (vul[decl] ? 500 : 300) : 50);
      }
      const want = decl === 'EW' ? { NS: 0 - s, EW: s } : { NS: s, EW: 0 - s };
      if (!same(d.score, want)) problem(`score ${JSON.stringify(d.score)}, expected ${JSON.stringify(want)}`);
      totals.NS += want.NS;
      totals.EW += want.EW;
      return;
    }
    const b: Pair = { NS: 0, EW: 0 };
    const a: Pair = { NS: 0, EW: 0 };
    if (c !== null && decl !== null) {
      const p = rubberParts(c, tricks, vul[decl], old);
      b[decl] += p.below;
      a[decl] += p.declAbove;
      a[other(decl)] += p.defAbove;
      if ((rec.mode === 'rubber' && rec.honours !== false) || chicagoHonours) {
        const h = honours(owner, c.strain);
        if (h.seat !== null) a[sideOf(h.seat)] += h.points;
      }
    }
    if (rec.mode === 'rubber') {
      if (!same(d.below, b)) problem(`below ${JSON.stringify(d.below)}, expected ${JSON.stringify(b)}`);
      if (!same(d.above, a)) problem(`above ${JSON.stringify(d.above)}, expected ${JSON.stringify(a)}`);
      for (const s of ['NS', 'EW'] as const) {
        belowTotal[s] += b[s];
        aboveTotal[s] += a[s];
        part[s] += b[s];
      }
      if (decl !== null && part[decl] >= 100) {
        games[decl]++;
        part = { NS: 0, EW: 0 };
        if (games[decl] === 2)
          rubberBonus = pair((s) => (s === decl ? (games[other(decl)] === 0 ? 700 : 500) : 0));
      }
      return;
    }
    // Chicago.
    const isCounted = c !== null || passedOutNext;
    if (d.counted !== undefined && d.counted !== isCounted)
      problem(`counted ${String(d.counted)}, expected ${String(isCounted)}`);
    const n = counted + 1;
    if (isCounted) counted++;
    const pts: Pair = { NS: a.NS, EW: a.EW };
    if (c !== null && decl !== null) {
      pts[decl] += b[decl];
      if (rec.rules?.scoring === 'duplicate') {
        if (b[decl] > 0) pts[decl] += b[decl] >= 100 ? (vul[decl] ? 500 : 300) : 50;
      } else {
        part[decl] += b[decl];
        if (part[decl] >= 100) {
          pts[decl] += vul[decl] ? 500 : 300;
          part = { NS: 0, EW: 0 };
        } else if (n === 4 && b[decl] > 0) pts[decl] += 100;
      }
    }
    if (!same(d.points, pts)) problem(`points ${JSON.stringify(d.points)}, expected ${JSON.stringify(pts)}`);
    totals.NS += pts.NS;
    totals.EW += pts.EW;
  });

  const r = rec.result;
  if (rec.mode === 'duplicate') {
    if (!same(r.totals, totals))
      out.push(`result totals ${JSON.stringify(r.totals)}, expected ${JSON.stringify(totals)}`);
    if (r.boards !== rec.deals.length)
      out.push(`result boards ${String(r.boards)}, expected ${rec.deals.length}`);
    return out;
  }
  if (rec.mode === 'chicago') {
    if (counted !== 4) out.push(`the Chicago counted ${counted} deals, not 4`);
    checkSettlement(totals, r, rounding, out);
    return out;
  }
  const finished = games.NS >= 2 || games.EW >= 2;
  if (r.finished !== finished)
    out.push(`result finished ${String(r.finished)}, expected ${String(finished)}`);
  // A play record ends only when the rubber is over or the table stopped it: a stopped rubber gets 300 for
  // a side that alone has a game and 100 (1948: 50) for a side that alone has a part-score.
  const unfinished: Pair = finished
    ? { NS: 0, EW: 0 }
    : pair(
        (s) =>
          (games[s] > 0 && games[other(s)] === 0 ? 300 : 0) +
          (part[s] > 0 && part[other(s)] === 0 ? (old ? 50 : 100) : 0),
      );
  const want = {
    gamesWon: games,
    belowTotal,
    aboveTotal,
    rubberBonus,
    unfinishedBonus: unfinished,
  };
  for (const [k, v] of Object.entries(want))
    if (!same(r[k], v)) out.push(`result ${k} ${JSON.stringify(r[k])}, expected ${JSON.stringify(v)}`);
  checkSettlement(
    pair((s) => belowTotal[s] + aboveTotal[s] + rubberBonus[s] + unfinished[s]),
    r,
    rounding,
    out,
  );
  return out;
}
