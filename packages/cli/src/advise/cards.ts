/**
 * The card-play and minibridge forms of `tenace advise`. The full deal in a question serves only to build
 * the acting seat's view; the bots decide from that view alone.
 *
 * - {"mode":"minibridge","pbn","dealer","seed"} → {"declarer","contract":{"strain","game"},"reason"}
 * - {"mode":"minibridge","pbn","dealer","contract":{…},"play":[…],"seed"} → {"seat","card","reason"}
 * - {"mode":"rubber"|"chicago"|"duplicate","pbn","dealer","vul","auction":[…complete],"play":[…],"seed"}
 *   → {"seat","card","reason"}
 */
import {
  bridgeDealToAct,
  bridgeDealView,
  isSeat,
  isStrain,
  isVulnerability,
  isVulnerable,
  minibridgeToAct,
  minibridgeView,
  parseCall,
  parseCard,
  parsePbnDealFull,
  reduceBridgeDeal,
  startBridgeDeal,
  MINIBRIDGE_VARIANTS,
  type Card,
  type Deal,
  type MinibridgeVariant,
  type Seat,
} from '@tenace/core';
import {
  chooseMinibridgeContract,
  choosePlayCard,
  minibridgeStateFromDeal,
  playContextOf,
  replayMinibridge,
} from '@tenace/bots';

type Question = Readonly<Record<string, unknown>>;
type Answer = Record<string, unknown>;

/** The shape of a form of `tenace advise` (as its dispatcher in commands/advise.ts takes it). */
interface AdviseForm {
  readonly name: string;
  readonly modes: readonly string[];
  readonly takes: (q: Question) => boolean;
  readonly answer: (q: Question) => Answer;
}

const BRIDGE_MODES = ['rubber', 'duplicate', 'chicago'] as const;

class QuestionError extends Error {}

function need(cond: boolean, message: string): asserts cond {
  if (!cond) throw new QuestionError(message);
}

function dealOf(q: Question): Deal {
  need(typeof q.pbn === 'string', '"pbn" must be a PBN deal such as "N:AKQ2.… … … …"');
  const deal = parsePbnDealFull(q.pbn);
  need(deal.ok, deal.ok ? '' : `"pbn": ${deal.error.message}`);
  return deal.value;
}

function dealerOf(q: Question): Seat {
  need(isSeat(q.dealer), '"dealer" must be N, E, S or W');
  return q.dealer;
}

function seedOf(q: Question): string | number {
  const seed = q.seed ?? 0;
  need(
    (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) || typeof seed === 'string',
    '"seed" must be a whole number from 0 or a text',
  );
  return seed;
}

function playOf(q: Question): Card[] {
  const play = q.play ?? [];
  need(Array.isArray(play), '"play" must be an array of cards such as ["SA","S2"]');
  return play.map((t: unknown, i) => {
    const c = typeof t === 'string' ? parseCard(t) : null;
    need(c !== null, `"play"[${i}] must be a card such as "SA" or "HT"`);
    return c;
  });
}

function timeOf(q: Question, key: string, fallback: number): number {
  const v = q[key] ?? fallback;
  need(typeof v === 'number' && v > 0 && v <= 600_000, `"${key}" must be milliseconds from 1 to 600000`);
  return v;
}

function variantOf(q: Question): MinibridgeVariant {
  const v = q.variant ?? 'seed';
  need(
    (MINIBRIDGE_VARIANTS as readonly unknown[]).includes(v),
    `"variant" must be one of ${MINIBRIDGE_VARIANTS.join(', ')}`,
  );
  return v as MinibridgeVariant;
}

function guarded(f: (q: Question) => Answer): (q: Question) => Answer {
  return (q) => {
    try {
      return f(q);
    } catch (e) {
      if (e instanceof QuestionError) return { error: e.message };
      throw e;
    }
  };
}

/** The minibridge declarer's contract. */
export function adviseMinibridgeContract(q: Question): Answer {
  const start = minibridgeStateFromDeal(dealOf(q), dealerOf(q), { variant: variantOf(q) });
  need(start.ok, start.ok ? '' : start.error.message);
  const declarer = start.value.declarer;
  const d = chooseMinibridgeContract(minibridgeView(start.value, declarer), {
    seed: seedOf(q),
    timeMs: timeOf(q, 'timeMs', 20_000),
  });
  return { declarer, contract: { strain: d.value.strain, game: d.value.game }, reason: d.reason };
}

/** The next card of a minibridge deal, for the seat to play. */
export function adviseMinibridgeCard(q: Question): Answer {
  const start = minibridgeStateFromDeal(dealOf(q), dealerOf(q), { variant: variantOf(q) });
  need(start.ok, start.ok ? '' : start.error.message);
  const c = q.contract;
  need(
    typeof c === 'object' && c !== null && !Array.isArray(c),
    '"contract" must be an object such as {"strain":"NT","game":true}',
  );
  const { strain, game } = c as Record<string, unknown>;
  need(isStrain(strain), '"contract.strain" must be C, D, H, S or NT');
  need(typeof game === 'boolean', '"contract.game" must be true or false');
  const state = replayMinibridge(start.value, { strain, game }, playOf(q));
  need(state.ok, state.ok ? '' : `"play": ${state.error.message}`);
  const actor = minibridgeToAct(state.value);
  need(actor !== null && state.value.phase === 'play', 'play is over: no seat is to play');
  const view = minibridgeView(state.value, actor);
  const ctx = playContextOf(view);
  need(ctx !== null, 'no seat is to play');
  const d = choosePlayCard(ctx, { seed: seedOf(q), timeMs: timeOf(q, 'timeMs', 10_000) });
  return { seat: view.toPlay, card: d.value, reason: d.reason };
}

/** The next card of a contract-bridge deal whose auction is complete. */
export function adviseBridgeCard(q: Question): Answer {
  const dealer = dealerOf(q);
  const deal = dealOf(q);
  const vul = q.vul ?? 'None';
  need(isVulnerability(vul), '"vul" must be None, NS, EW or All');
  const scoring = q.scoring ?? (q.mode === 'duplicate' ? 'imps' : 'score');
  need(
    scoring === 'imps' || scoring === 'matchpoints' || scoring === 'score',
    '"scoring" must be imps, matchpoints or score',
  );
  let state = startBridgeDeal({
    number: 1,
    dealer,
    vulnerable: { NS: isVulnerable(vul, 'NS'), EW: isVulnerable(vul, 'EW') },
    deal,
  });
  need(Array.isArray(q.auction), '"auction" must be an array of calls');
  for (const [i, t] of (q.auction as unknown[]).entries()) {
    const call = typeof t === 'string' ? parseCall(t) : null;
    need(call !== null && call.ok, `"auction"[${i}] must be a call such as "1NT", "P", "X"`);
    const seat = bridgeDealToAct(state);
    need(seat !== null && state.phase === 'auction', `"auction"[${i}] comes after the auction is over`);
    const next = reduceBridgeDeal(state, { type: 'call', seat, call: call.value });
    need(next.ok, next.ok ? '' : `"auction"[${i}]: ${next.error.message}`);
    state = next.value;
  }
  need(state.phase !== 'auction', '"auction" is not over; ask for a call without "play"');
  need(state.contract !== null, 'the deal was passed out: there is no card to play');
  for (const [i, card] of playOf(q).entries()) {
    const seat = bridgeDealToAct(state);
    need(seat !== null && state.phase === 'play', `"play"[${i}] (${card}) comes after play is over`);
    const next = reduceBridgeDeal(state, { type: 'card', seat, card });
    need(next.ok, next.ok ? '' : `"play"[${i}] (${card}): ${next.error.message}`);
    state = next.value;
  }
  const actor = bridgeDealToAct(state);
  need(actor !== null && state.phase === 'play', 'play is over: no seat is to play');
  const view = bridgeDealView(state, 'play', actor);
  const ctx = playContextOf(
    { ...view, mode: String(q.mode) },
    scoring === 'matchpoints' ? 'matchpoints' : 'score',
  );
  need(ctx !== null, 'no seat is to play');
  const d = choosePlayCard(ctx, { seed: seedOf(q), timeMs: timeOf(q, 'timeMs', 10_000) });
  return { seat: view.toPlay, card: d.value, reason: d.reason };
}

/** The forms this module adds to `tenace advise`, in the order they are tried. */
export const CARD_ADVISE_FORMS: readonly AdviseForm[] = [
  {
    name: 'bridge card',
    modes: BRIDGE_MODES,
    takes: (q) => (BRIDGE_MODES as readonly unknown[]).includes(q.mode) && q.play !== undefined,
    answer: guarded(adviseBridgeCard),
  },
  {
    name: 'minibridge card',
    modes: ['minibridge'],
    takes: (q) => q.mode === 'minibridge' && (q.contract !== undefined || q.play !== undefined),
    answer: guarded(adviseMinibridgeCard),
  },
  {
    name: 'minibridge contract',
    modes: ['minibridge'],
    takes: (q) => q.mode === 'minibridge',
    answer: guarded(adviseMinibridgeContract),
  },
];
