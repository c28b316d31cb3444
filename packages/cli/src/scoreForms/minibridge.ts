/**
 * `tenace score` for minibridge: {"scoring":"minibridge","strain":"H","game":true,"tricks":11} (optional
 * "variant":"ebu") gives {"declarer":450,"defenders":0}, the points credited to each side.
 * Words: `tenace score minibridge H game 11 [ebu]`.
 */
import {
  MINIBRIDGE_VARIANTS,
  STRAINS,
  err,
  minibridgeScore,
  minibridgeTarget,
  ok,
  type CodedResult,
} from '@tenace/core';
import { boolField, choiceField, knownFields, tricksField } from './fields.ts';
import type { ScoreForm } from './types.ts';

function json(input: Readonly<Record<string, unknown>>): CodedResult<Record<string, unknown>> {
  const known = knownFields(input, ['scoring', 'strain', 'game', 'tricks', 'variant']);
  if (!known.ok) return known;
  const strain = choiceField(input, 'strain', STRAINS);
  if (!strain.ok) return strain;
  const game = boolField(input, 'game');
  if (!game.ok) return game;
  const tricks = tricksField(input);
  if (!tricks.ok) return tricks;
  const variant = choiceField(input, 'variant', MINIBRIDGE_VARIANTS, 'seed');
  if (!variant.ok) return variant;
  const s = minibridgeScore(strain.value, game.value, tricks.value, variant.value);
  return ok({ declarer: s.declarer, defenders: s.defenders });
}

function words(args: readonly string[]): CodedResult<string> {
  const [strainText, kind, tricksText, variantText, ...extra] = args;
  const usage = 'usage: tenace score minibridge <C|D|H|S|NT> <part|game> <tricks 0-13> [seed|ebu]';
  if (strainText === undefined || kind === undefined || tricksText === undefined || extra.length > 0)
    return err('score/usage', usage);
  const strain = strainText.toUpperCase() === 'N' ? 'NT' : strainText.toUpperCase();
  const input = {
    strain,
    game: kind === 'game' ? true : kind === 'part' ? false : kind,
    tricks: /^\d+$/.test(tricksText) ? Number(tricksText) : tricksText,
    ...(variantText === undefined ? {} : { variant: variantText }),
  };
  const r = json(input);
  if (!r.ok) return err(r.error.code, `${r.error.message}\n${usage}`);
  const { declarer, defenders } = r.value as { declarer: number; defenders: number };
  const target = minibridgeTarget(input.strain as (typeof STRAINS)[number], input.game === true);
  const made = declarer > 0;
  return ok(
    made
      ? `Made (${input.tricks}/${target} tricks): declarer's side scores ${declarer}.`
      : `Down ${target - Number(input.tricks)} (${input.tricks}/${target} tricks): defenders score ${defenders}.`,
  );
}

export const minibridgeForm: ScoreForm = {
  scoring: 'minibridge',
  usage: 'minibridge <C|D|H|S|NT> <part|game> <tricks> [seed|ebu]',
  json,
  words,
};
