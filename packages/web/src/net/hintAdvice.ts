/**
 * The practice hint's advice: what the server's normal bots would do in this seat now, from the seat's own
 * view (the SAYC rules for calls with the call's meaning in every language, bidding out where the rules
 * pass at a judgement point and at a slam point, as the bots and `tenace advise` call; double-dummy
 * simulation over layouts of the hidden cards for cards and the minibridge contract), with its reason.
 * Loaded on the first hint, so the solver is fetched only then; never part of the production bundle.
 */
import { explanation, LANGUAGES, SimulationPlayer, type Decision } from '@tenace/bots';
import { makeCall, type DecisionKind, type SeatView } from '@tenace/core';
import type { CallMeaningText, GameView, Intent } from '@tenace/protocol';
import type { Hint } from './types.ts';

/**
 * Budgets on the page's main thread: smaller than the server's (a hint must come within about a second).
 */
export const HINT_BUDGETS = { cardMs: 700, contractMs: 900, layouts: 16, judgeMs: 800 } as const;

export type HintBudgets = { readonly [K in keyof typeof HINT_BUDGETS]: number };

function hintOf(intent: Intent, d: Decision<unknown>, meaning?: CallMeaningText): Hint {
  const { key, params, text } = d.reason;
  return { intent, key, params, text, ...(meaning === undefined ? {} : { meaning }) };
}

export async function adviseInPage(
  view: GameView,
  kind: DecisionKind,
  seed: string,
  budgets: HintBudgets = HINT_BUDGETS,
): Promise<Hint> {
  const seatView = view as SeatView;
  if (kind === 'call') {
    const d = await new SimulationPlayer({ seed, judgeMs: budgets.judgeMs }).chooseCall(seatView);
    let meaning: CallMeaningText | undefined;
    if (d.meaning !== undefined) {
      // A call no rule gives, chosen by bidding out (six at a slam point), is explained as such.
      const m = d.reason.key === 'bid.judged' ? { ...d.meaning, key: 'judged' } : d.meaning;
      meaning = Object.fromEntries(LANGUAGES.map((lang) => [lang, explanation(m, lang)])) as CallMeaningText;
    }
    return hintOf({ type: 'call', call: makeCall(d.value) }, d, meaning);
  }
  const player = new SimulationPlayer({
    seed,
    cardMs: budgets.cardMs,
    contractMs: budgets.contractMs,
    layouts: budgets.layouts,
    laterLayouts: budgets.layouts,
  });
  if (kind === 'contract') {
    const d = await player.chooseContract(seatView);
    return hintOf({ type: 'contract', strain: d.value.strain, game: d.value.game }, d);
  }
  const d = await player.chooseCard(seatView);
  return hintOf({ type: 'card', card: d.value }, d);
}
