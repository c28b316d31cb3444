import { SUITS, type CardSet, type Deal, type Seat, type Suit } from '@tenace/core';

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
