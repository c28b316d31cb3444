/**
 * The practice hint's advice: what the server's normal bots would do in this seat now, from the seat's own
 * view (the SAYC rules for calls, with the call's meaning in every language: the normal bots may still
 * replace the rules' pass at a judgement point by bidding out, which the hint leaves to the rules;
 * double-dummy simulation over layouts of the hidden cards for cards and the minibridge contract), with
 * its reason. Loaded on the first hint, so the solver is fetched only then; never part of the production
 * bundle.
 */
import { explanation, LANGUAGES, SaycPlayer, SimulationPlayer, type Decision } from '@tenace/bots';
import { makeCall, type DecisionKind, type SeatView } from '@tenace/core';
import type { CallMeaningText, GameView, Intent } from '@tenace/protocol';
import type { Hint } from './types.ts';

/**
 * Budgets on the page's main thread: smaller than the server's (a hint must come within about a second).
 */
export const HINT_BUDGETS = { cardMs: 700, contractMs: 900, layouts: 16 } as const;

function hintOf(intent: Intent, d: Decision<unknown>, meaning?: CallMeaningText): Hint {
  const { key, params, text } = d.reason;
  return { intent, key, params, text, ...(meaning === undefined ? {} : { meaning }) };
}

export async function adviseInPage(view: GameView, kind: DecisionKind, seed: string): Promise<Hint> {
  const seatView = view as SeatView;
  if (kind === 'call') {
    const d = await new SaycPlayer().chooseCall(seatView);
    let meaning: CallMeaningText | undefined;
    if (d.meaning !== undefined) {
      const m = d.meaning;
      meaning = Object.fromEntries(LANGUAGES.map((lang) => [lang, explanation(m, lang)])) as CallMeaningText;
    }
    return hintOf({ type: 'call', call: makeCall(d.value) }, d, meaning);
  }
  const player = new SimulationPlayer({
    seed,
    cardMs: HINT_BUDGETS.cardMs,
    contractMs: HINT_BUDGETS.contractMs,
    layouts: HINT_BUDGETS.layouts,
    laterLayouts: HINT_BUDGETS.layouts,
  });
  if (kind === 'contract') {
    const d = await player.chooseContract(seatView);
    return hintOf({ type: 'contract', strain: d.value.strain, game: d.value.game }, d);
  }
  const d = await player.chooseCard(seatView);
  return hintOf({ type: 'card', card: d.value }, d);
}
