import {
  CardSet as CardSetOf,
  SUITS,
  type Card,
  type CardSet,
  type CompletedTrick,
  type Deal,
  type Seat,
  type Suit,
  type Trick,
} from '@tenace/core';

const SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The lines of one hand: a suit symbol and the ranks (10 written as T), "—" for a void; "?" lines when unknown. */
export function handLines(hand: CardSet | null): string[] {
  return SUITS.map((s) => {
    if (hand === null) return `${SYMBOL[s]} ?`;
    const ranks = hand
      .suitCards(s)
      .map((c) => c[1])
      .join(' ');
    return `${SYMBOL[s]} ${ranks === '' ? '—' : ranks}`;
  });
}

/** A readable diagram of four hands, North at the top; hidden hands may be null. */
export function dealDiagram(
  deal: Deal | { hands: Readonly<Record<Seat, CardSet | null>> },
  labels?: Readonly<Record<Seat, string>>,
): string {
  const h = deal.hands as Readonly<Record<Seat, CardSet | null>>;
  const pad = ' '.repeat(22);
  const n = handLines(h.N);
  const s = handLines(h.S);
  const w = handLines(h.W);
  const e = handLines(h.E);
  const lab = labels ?? { N: 'North', E: 'East', S: 'South', W: 'West' };
  const lines: string[] = [];
  lines.push(pad + lab.N);
  for (const l of n) lines.push(pad + l);
  lines.push(lab.W.padEnd(44) + lab.E);
  for (let i = 0; i < 4; i++) lines.push(w[i]!.padEnd(44) + e[i]!);
  lines.push(pad + lab.S);
  for (const l of s) lines.push(pad + l);
  return lines.join('\n');
}

/** The part of a seat view drawn around the table: the hands it may see, the last trick, the trick. */
export interface TableSight {
  readonly hands: Readonly<Record<Seat, readonly Card[] | null>>;
  readonly lastTrick: CompletedTrick | null;
  readonly trick: Trick | null;
}

/** Lines for people: the visible hands around the table (hidden ones blank), the last trick, the trick. */
export function tableLines(view: TableSight, labels: Readonly<Record<Seat, string>>): string[] {
  const set = (cards: readonly Card[] | null): CardSet | null =>
    cards === null ? null : CardSetOf.of(cards);
  const hands = { N: set(view.hands.N), E: set(view.hands.E), S: set(view.hands.S), W: set(view.hands.W) };
  const lines = [dealDiagram({ hands }, labels)];
  const last = view.lastTrick;
  if (last !== null)
    lines.push(`Last trick: ${last.cards.join(' ')} (led by ${last.leader}, won by ${last.winner})`);
  if (view.trick !== null && view.trick.cards.length > 0)
    lines.push(`Trick: ${view.trick.cards.join(' ')} (led by ${view.trick.leader})`);
  return lines;
}
