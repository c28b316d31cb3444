/**
 * The terminal prompt: a person at one seat, as a Player. It prints the seat's view and reads answers
 * line by line (from a terminal or a pipe); bad answers are explained and asked again.
 */
import { createInterface } from 'node:readline';
import {
  cardSuit,
  isStrain,
  makeCall,
  parseCall,
  parseCard,
  type Call,
  type Card,
  type Claim,
  type SeatView,
  type Seat,
  type Strain,
  type Trick,
} from '@tenace/core';
import { reason, type Decision, type Player } from '@tenace/bots';
import { InputError } from './io.ts';

/** The fields of a seat view that the prompt reads; every mode's view has them. */
interface PromptView {
  readonly seat: Seat | null;
  readonly toPlay: Seat | null;
  readonly legalCards: readonly Card[];
  readonly trick: Trick | null;
  readonly claim: Claim | null;
  readonly legalCalls?: readonly string[];
}
const fields = (view: SeatView): PromptView => view;

/** Commands the person can type besides a decision. */
export type Extra = { readonly kind: 'claim'; readonly tricks: number } | { readonly kind: 'undo' };

export class TerminalPlayer implements Player {
  private readonly lines: AsyncIterator<string>;
  /** Set when the person typed a claim or undo instead of a card; the match loop reads and clears it. */
  extra: Extra | null = null;

  constructor(
    private readonly renderView: (view: SeatView) => string,
    input: NodeJS.ReadableStream = process.stdin,
    private readonly write: (text: string) => void = (t) => process.stdout.write(t),
  ) {
    this.lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  }

  private async ask(question: string): Promise<string> {
    this.write(question);
    const next = await this.lines.next();
    if (next.done === true) throw new InputError('input ended before the match was over');
    return next.value.trim();
  }

  async chooseContract(view: SeatView): Promise<Decision<{ strain: Strain; game: boolean }>> {
    this.write(`${this.renderView(view)}\n`);
    for (;;) {
      const answer = (
        await this.ask('Your contract: a strain (C D H S NT) and "part" or "game", e.g. "H game": ')
      ).toUpperCase();
      const [strain, kind] = answer.split(/\s+/);
      if (strain !== undefined && isStrain(strain) && (kind === 'PART' || kind === 'GAME')) {
        return { value: { strain, game: kind === 'GAME' }, reason: reason('human', 'your choice') };
      }
      this.write(`"${answer}" is not a contract choice.\n`);
    }
  }

  async chooseCall(view: SeatView): Promise<Decision<Call>> {
    this.write(`${this.renderView(view)}\n`);
    const legal = fields(view).legalCalls ?? [];
    for (;;) {
      const answer = await this.ask(`Your call (${legal.join(' ')}): `);
      const call = parseCall(answer);
      if (call.ok && legal.includes(makeCall(call.value)))
        return { value: call.value, reason: reason('human', 'your choice') };
      this.write(call.ok ? `${answer} is not allowed now.\n` : `${call.error.message}\n`);
    }
  }

  async chooseCard(seatView: SeatView): Promise<Decision<Card>> {
    this.write(`${this.renderView(seatView)}\n`);
    const view = fields(seatView);
    for (;;) {
      const answer = await this.ask(
        `Your card${view.toPlay !== view.seat ? ` from ${view.toPlay ?? '?'}` : ''} (e.g. ${view.legalCards[0] ?? 'SA'}; "claim N", "undo"): `,
      );
      const claim = /^claim\s+(\d+)$/i.exec(answer);
      if (claim) {
        this.extra = { kind: 'claim', tricks: Number(claim[1]) };
        return { value: view.legalCards[0]!, reason: reason('human.claim', 'claim') };
      }
      if (/^undo$/i.test(answer)) {
        this.extra = { kind: 'undo' };
        return { value: view.legalCards[0]!, reason: reason('human.undo', 'undo') };
      }
      const card = parseCard(answer);
      if (card !== null && view.legalCards.includes(card))
        return { value: card, reason: reason('human', 'your choice') };
      const follow = view.trick?.cards[0];
      this.write(
        card === null
          ? `"${answer}" is not a card.\n`
          : follow !== undefined && view.legalCards.some((c) => cardSuit(c) === cardSuit(follow))
            ? `${card} is not playable: follow suit (${view.legalCards.join(' ')}).\n`
            : `${card} is not in the hand (${view.legalCards.join(' ')}).\n`,
      );
    }
  }

  async respondToClaim(seatView: SeatView): Promise<Decision<boolean>> {
    this.write(`${this.renderView(seatView)}\n`);
    const view = fields(seatView);
    for (;;) {
      const answer = (
        await this.ask(
          `${view.claim?.by ?? '?'} claims ${view.claim?.tricks ?? 0} of the remaining tricks. Accept? (y/n): `,
        )
      ).toLowerCase();
      if (answer === 'y' || answer === 'yes') return { value: true, reason: reason('human', 'accepted') };
      if (answer === 'n' || answer === 'no') return { value: false, reason: reason('human', 'rejected') };
    }
  }
}
