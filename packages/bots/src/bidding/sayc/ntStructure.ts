/**
 * One no-trump structure for every limited no-trump start (ACBL SAYC System Booklet: "1NT opening",
 * "2NT opening", "Strong 2C opening"): 2C Stayman (opener answers hearts first, else spades, else the
 * artificial diamond), 2D and 2H Jacoby transfers, natural no-trump raises, Gerber and the quantitative 4NT,
 * then responder's second call and opener's answer to it. The 1NT opening, the 2NT opening and 2C–2D–2NT
 * differ only in where the structure starts, the level of its asks and transfers, and the HCP ranges, so
 * each is one set of parameters.
 */
import type { HandSpec, Rule } from '../types.ts';

export interface NtStructure {
  /** Rule ids start with it ("nt1", "nt2", "two.c.2nt"). */
  readonly id: string;
  /** The auction up to responder's first call ("1NT P", "2NT P", "2C P 2D P 2NT P"). */
  readonly start: string;
  /** The level of Stayman and the transfers: 2 over 1NT, 3 over 2NT. */
  readonly level: 2 | 3;
  /** Responder's HCP for each action; an action without a range is not part of the structure. */
  readonly stayman?: string;
  readonly gerber?: HandSpec;
  readonly slam?: string;
  readonly quantitative?: string;
  readonly game: string;
  readonly invite?: string;
  readonly pass: string;
  /** What game after Stayman needs besides the fit (over 2NT every Stayman bidder has game values). */
  readonly staymanGame?: HandSpec;
  /** Opener's HCP: the maximum that accepts an invitation, the minimum that declines it. */
  readonly maximum?: string;
  readonly minimum?: string;
  /** Opener's HCP for a jump acceptance of a transfer with four trumps. */
  readonly superAccept?: string;
  /** Responder's game-forcing continuations: a five-card major after 2D, a new suit after a transfer. */
  readonly gameForcingSuits?: boolean;
}

/** The least of a range written "lo-hi" or "lo+", as "lo+". */
function orMore(range: string): string {
  return `${/^\d+/.exec(range)?.[0] ?? '0'}+`;
}

/** Responder's first call: the asks and transfers first, then the natural raises by HCP. */
function responses(p: NtStructure): Rule[] {
  const at = p.start;
  const L = p.level;
  const rules: Rule[] = [];
  const ask = (id: string, test: string): Rule => ({
    id: `${p.id}.${id}`,
    auction: at,
    call: `${L}C`,
    hand: { hcp: p.stayman, test: [test] },
    shows: { hcp: p.stayman },
    forcing: 'one',
    artificial: true,
    tags: ['stayman'],
    key: 'nt.stayman',
  });
  const transfer = (suffix: string, call: string, test: string, major: 'H' | 'S'): Rule => ({
    id: `${p.id}.transfer.${suffix}`,
    auction: at,
    call,
    hand: { test: [test] },
    shows: { len: { [major]: '5+' } },
    forcing: 'one',
    artificial: true,
    tags: ['transfer'],
    key: 'nt.transfer',
  });
  if (p.stayman !== undefined) rules.push(ask('stayman.both', 'bothMajors44'));
  rules.push(
    transfer('h', `${L}D`, 'heartsForTransfer', 'H'),
    transfer('s', `${L}H`, 'spadesForTransfer', 'S'),
  );
  if (p.stayman !== undefined) rules.push(ask('stayman', 'fourCardMajorOnly'));
  if (p.gerber !== undefined)
    rules.push({
      id: `${p.id}.gerber`,
      auction: at,
      call: '4C',
      hand: p.gerber,
      forcing: 'one',
      artificial: true,
      tags: ['gerber'],
      key: 'nt.gerber',
    });
  if (p.slam !== undefined)
    rules.push({ id: `${p.id}.6nt`, auction: at, call: '6NT', hand: { hcp: p.slam }, key: 'nt.slam' });
  if (p.quantitative !== undefined)
    rules.push({
      id: `${p.id}.4nt`,
      auction: at,
      call: '4NT',
      hand: { hcp: p.quantitative },
      key: 'nt.quantitative',
    });
  rules.push({ id: `${p.id}.3nt`, auction: at, call: '3NT', hand: { hcp: p.game }, key: 'nt.game' });
  if (p.invite !== undefined)
    rules.push({ id: `${p.id}.2nt`, auction: at, call: '2NT', hand: { hcp: p.invite }, key: 'nt.invite' });
  rules.push({ id: `${p.id}.pass`, auction: at, call: 'P', hand: { hcp: p.pass }, key: 'nt.pass' });
  return rules;
}

/** Opener's answers: Stayman (hearts first), the transfers (a jump with four trumps and a maximum). */
function answers(p: NtStructure): Rule[] {
  const L = p.level;
  const stayman = `${p.start} ${L}C P`;
  const rules: Rule[] =
    p.stayman === undefined
      ? []
      : [
          {
            id: `${p.id}.stayman.h`,
            auction: stayman,
            call: `${L}H`,
            hand: { len: { H: '4+' } },
            key: 'nt.stayman.major',
          },
          {
            id: `${p.id}.stayman.s`,
            auction: stayman,
            call: `${L}S`,
            hand: { len: { S: '4+', H: '0-3' } },
            key: 'nt.stayman.major',
          },
          {
            id: `${p.id}.stayman.none`,
            auction: stayman,
            call: `${L}D`,
            hand: { len: { S: '0-3', H: '0-3' } },
            artificial: true,
            key: 'nt.stayman.none',
          },
        ];
  const toH = `${p.start} ${L}D P`;
  const toS = `${p.start} ${L}H P`;
  if (p.superAccept !== undefined)
    rules.push(
      {
        id: `${p.id}.transfer.super.h`,
        auction: toH,
        call: `${L + 1}H`,
        hand: { hcp: p.superAccept, len: { H: '4+' } },
        key: 'nt.transfer.super',
      },
      {
        id: `${p.id}.transfer.super.s`,
        auction: toS,
        call: `${L + 1}S`,
        hand: { hcp: p.superAccept, len: { S: '4+' } },
        key: 'nt.transfer.super',
      },
    );
  rules.push(
    { id: `${p.id}.transfer.accept.h`, auction: toH, call: `${L}H`, key: 'nt.transfer.accept' },
    { id: `${p.id}.transfer.accept.s`, auction: toS, call: `${L}S`, key: 'nt.transfer.accept' },
  );
  return rules;
}

/** Responder's second call after Stayman and after a transfer. */
function continuations(p: NtStructure): Rule[] {
  const L = p.level;
  const values = orMore(p.game);
  const answered = `${p.start} ${L}C P ${L}D|${L}H|${L}S P`;
  const transferred = `${p.start} [transfer] P ${L}M P`;
  const rules: Rule[] = [];
  if (p.stayman !== undefined) {
    const fit = `${p.start} ${L}C P ${L}M P`;
    rules.push({
      id: `${p.id}.stayman.fit.game`,
      auction: fit,
      call: '4M',
      hand: { ...p.staymanGame, len: { M: '4+' } },
      key: 'nt.fit.game',
    });
    if (p.invite !== undefined)
      rules.push({
        id: `${p.id}.stayman.fit.invite`,
        auction: fit,
        call: `${L + 1}M`,
        hand: { hcp: p.invite, len: { M: '4+' } },
        key: 'nt.fit.invite',
      });
    if (p.gameForcingSuits === true)
      rules.push({
        id: `${p.id}.stayman.5major`,
        auction: `${p.start} ${L}C P ${L}D P`,
        call: `${L + 1}M`,
        hand: { hcp: values, len: { M: '5+' } },
        forcing: 'game',
        key: 'nt.stayman.5major',
      });
    rules.push({
      id: `${p.id}.stayman.3nt`,
      auction: answered,
      call: '3NT',
      hand: { ...p.staymanGame },
      key: 'nt.game',
    });
    if (p.invite !== undefined)
      rules.push({
        id: `${p.id}.stayman.2nt`,
        auction: answered,
        call: '2NT',
        hand: { hcp: p.invite },
        key: 'nt.invite',
      });
  }
  if (p.gameForcingSuits === true)
    rules.push({
      id: `${p.id}.transfer.newsuit`,
      auction: transferred,
      call: `${L + 1}s`,
      hand: { hcp: values, len: { s: '4+' } },
      forcing: 'game',
      key: 'nt.transfer.newsuit',
    });
  rules.push(
    {
      id: `${p.id}.transfer.game6`,
      auction: transferred,
      call: '4M',
      hand: { hcp: values, len: { M: '6+' } },
      key: 'nt.fit.game',
    },
    {
      id: `${p.id}.transfer.3nt`,
      auction: transferred,
      call: '3NT',
      hand: { hcp: values, len: { M: '5' } },
      key: 'nt.transfer.choice',
    },
  );
  if (p.invite !== undefined)
    rules.push(
      {
        id: `${p.id}.transfer.invite6`,
        auction: transferred,
        call: `${L + 1}M`,
        hand: { hcp: p.invite, len: { M: '6+' } },
        key: 'nt.fit.invite',
      },
      {
        id: `${p.id}.transfer.2nt`,
        auction: transferred,
        call: '2NT',
        hand: { hcp: p.invite, len: { M: '5' } },
        key: 'nt.transfer.invite',
      },
    );
  rules.push({
    id: `${p.id}.transfer.pass`,
    auction: transferred,
    call: 'P',
    hand: { hcp: p.pass },
    key: 'nt.transfer.weak',
  });
  return rules;
}

/** Opener after an invitation (a maximum accepts) or responder's choice of games (three trumps: the major). */
function openerAgain(p: NtStructure): Rule[] {
  const L = p.level;
  const transferred = `${p.start} [transfer] P ${L}M P`;
  const choice: Rule = {
    id: `${p.id}.choice.major`,
    auction: `${transferred} 3NT P`,
    call: '4M',
    hand: { len: { M: '3+' } },
    key: 'nt.choice.major',
  };
  // Stayman answered in hearts and raised to 3NT: responder holds four spades (with four hearts he would
  // have raised them), so opener with four spades plays the major-suit game.
  const spades: Rule[] =
    p.stayman === undefined
      ? []
      : [
          {
            id: `${p.id}.stayman.spades`,
            auction: `${p.start} ${L}C P ${L}H P 3NT P`,
            call: '4S',
            hand: { len: { S: '4+' } },
            key: 'nt.choice.major',
          },
        ];
  const max = p.maximum;
  if (p.invite === undefined || max === undefined) return [choice, ...spades];
  const rules: Rule[] = [
    {
      id: `${p.id}.accept.major`,
      auction: `${transferred} 2NT P`,
      call: '4M',
      hand: { hcp: max, len: { M: '3+' } },
      key: 'rebid.accept',
    },
    {
      id: `${p.id}.accept.nt.t`,
      auction: `${transferred} 2NT P`,
      call: '3NT',
      hand: { hcp: max, len: { M: '0-2' } },
      key: 'rebid.accept',
    },
  ];
  if (p.minimum !== undefined)
    rules.push({
      id: `${p.id}.decline.major`,
      auction: `${transferred} 2NT P`,
      call: `${L + 1}M`,
      hand: { hcp: p.minimum, len: { M: '3+' } },
      key: 'rebid.decline',
    });
  // Opener declined the invitation in the major: responder, who has shown all he has, passes.
  if (p.minimum !== undefined)
    rules.push({
      id: `${p.id}.decline.pass`,
      auction: `${transferred} 2NT P ${L + 1}M P`,
      call: 'P',
      key: 'resp2.pass',
    });
  rules.push(choice, ...spades, {
    id: `${p.id}.accept.nt`,
    auction: `${p.start} 2NT P`,
    call: '3NT',
    hand: { hcp: max },
    key: 'rebid.accept',
  });
  // Stayman answered in hearts and 2NT: responder invites with four spades (with four hearts he would
  // have raised them), so opener with four spades as well plays in them: three with a minimum (responder
  // passes), four with a maximum (the standard continuation, e.g. Belk, "Stayman": 1NT–2C–2H–2NT–3S shows
  // a minimum with four spades, 4S a maximum).
  if (p.stayman !== undefined && p.minimum !== undefined) {
    const invited = `${p.start} ${L}C P ${L}H P 2NT P`;
    rules.push(
      {
        id: `${p.id}.stayman.spades.max`,
        auction: invited,
        call: '4S',
        hand: { hcp: max, len: { S: '4+' } },
        key: 'nt.stayman.spades.max',
      },
      {
        id: `${p.id}.stayman.spades.min`,
        auction: invited,
        call: '3S',
        hand: { hcp: p.minimum, len: { S: '4+' } },
        key: 'nt.stayman.spades.min',
      },
      {
        id: `${p.id}.stayman.spades.pass`,
        auction: `${invited} 3S P`,
        call: 'P',
        key: 'resp2.pass',
      },
    );
  }
  if (p.stayman !== undefined)
    rules.push(
      {
        id: `${p.id}.stayman.accept.nt`,
        auction: `${p.start} ${L}C P ${L}D|${L}H|${L}S P 2NT P`,
        call: '3NT',
        hand: { hcp: max },
        key: 'rebid.accept',
      },
      {
        id: `${p.id}.accept.fit`,
        auction: `${p.start} ${L}C P ${L}M P ${L + 1}M P`,
        call: '4M',
        hand: { hcp: max },
        key: 'rebid.accept',
      },
    );
  if (p.stayman !== undefined && p.gameForcingSuits === true)
    rules.push(
      {
        id: `${p.id}.5major.fit`,
        auction: `${p.start} ${L}C P ${L}D P ${L + 1}M P`,
        call: '4M',
        hand: { len: { M: '3+' } },
        key: 'nt.choice.major',
      },
      {
        id: `${p.id}.5major.nofit`,
        auction: `${p.start} ${L}C P ${L}D P ${L + 1}M P`,
        call: '3NT',
        hand: { len: { M: '0-2' } },
        key: 'nt.choice.nt',
      },
    );
  return rules;
}

/** The quantitative 4NT: opener accepts with a maximum. */
function quantitativeAccept(p: NtStructure): Rule[] {
  if (p.quantitative === undefined || p.maximum === undefined) return [];
  return [
    {
      id: `${p.id}.quant.accept`,
      auction: `${p.start} 4NT P`,
      call: '6NT',
      hand: { hcp: p.maximum },
      key: 'rebid.accept',
    },
  ];
}

/** Every rule of the structure, in priority order. */
export function noTrumpStructure(p: NtStructure): Rule[] {
  return [...responses(p), ...answers(p), ...continuations(p), ...openerAgain(p), ...quantitativeAccept(p)];
}
