/** The protocol's single parse entry point: each message kind, strictness, and coded refusals. */
import { describe, expect, it } from 'vitest';
import { RULE_ERROR_CODES } from '@tenace/core';
import {
  ERROR_CODES,
  fromRuleError,
  MAX_FRAME_CHARS,
  parseClientMessage,
  PROTOCOL_VERSION,
} from './index.ts';

describe('parseClientMessage', () => {
  it.each([
    { t: 'hello', v: PROTOCOL_VERSION, table: 'abc' },
    { t: 'hello', v: PROTOCOL_VERSION, table: 'abc', token: 'tok_1-x' },
    { t: 'act', stateId: 0, action: { type: 'card', card: 'HT' } },
    { t: 'act', stateId: 7, action: { type: 'call', call: '7NT' } },
    { t: 'act', stateId: 7, action: { type: 'call', call: 'XX' } },
    { t: 'act', stateId: 1, action: { type: 'contract', strain: 'NT', game: true } },
    { t: 'act', stateId: 1, action: { type: 'claim', tricks: 0 } },
    { t: 'act', stateId: 1, action: { type: 'claimAnswer', accept: false } },
    { t: 'act', stateId: 1, action: { type: 'undo' } },
    { t: 'act', stateId: 1, action: { type: 'undoAnswer', accept: true } },
    { t: 'act', stateId: 1, action: { type: 'next' } },
    { t: 'act', stateId: 1, action: { type: 'stop' } },
    { t: 'chat', text: 'hello' },
    { t: 'ping' },
    { t: 'ping', n: 3 },
  ])('accepts %j', (msg) => {
    const r = parseClientMessage(JSON.stringify(msg));
    expect(r).toEqual({ ok: true, value: msg });
  });

  it.each([
    ['not json', '{', 'proto/bad_json', ''],
    ['unknown key at the top', '{"t":"ping","x":1}', 'proto/bad_message', 'x'],
    [
      'unknown key in the action',
      '{"t":"act","stateId":0,"action":{"type":"next","seat":"N"}}',
      'proto/bad_message',
      'seat',
    ],
    ['unknown t', '{"t":"shout"}', 'proto/bad_message', 't'],
    ['no state id', '{"t":"act","action":{"type":"next"}}', 'proto/bad_message', 'stateId'],
    [
      'a negative state id',
      '{"t":"act","stateId":-1,"action":{"type":"next"}}',
      'proto/bad_message',
      'stateId',
    ],
    [
      'a bad card',
      '{"t":"act","stateId":0,"action":{"type":"card","card":"S1"}}',
      'proto/bad_message',
      'action.card',
    ],
    [
      'a bad call',
      '{"t":"act","stateId":0,"action":{"type":"call","call":"8C"}}',
      'proto/bad_message',
      'action.call',
    ],
    [
      'a claim of 14',
      '{"t":"act","stateId":0,"action":{"type":"claim","tricks":14}}',
      'proto/bad_message',
      'action.tricks',
    ],
    ['a bad table id', '{"t":"hello","v":1,"table":"a b"}', 'proto/bad_message', 'table'],
    ['an array', '[]', 'proto/bad_message', ''],
    ['too large', 'x'.repeat(MAX_FRAME_CHARS + 1), 'proto/too_large', ''],
  ])('refuses %s', (_name, frame, code, path) => {
    const r = parseClientMessage(frame);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toContain(path);
  });
});

describe('fromRuleError', () => {
  it.each([
    ['play/must_follow', 'action/illegal_card'],
    ['play/not_held', 'action/illegal_card'],
    ['call/insufficient', 'action/illegal_call'],
    ['call/double_not_allowed', 'action/illegal_call'],
    ['action/not_your_turn', 'action/not_your_turn'],
    ['play/bad_claim', 'action/bad_claim'],
    ['play/nothing_to_undo', 'action/not_allowed'],
    ['action/wrong_mode', 'action/wrong_mode'],
  ] as const)('%s → %s, keeping the rules code', (rule, wire) => {
    const e = fromRuleError({ code: rule, message: 'm' });
    expect(e.code).toBe(wire);
    expect(Object.keys(ERROR_CODES)).toContain(e.code);
    if (rule !== wire) expect(e.detail).toBe(rule);
  });
  it('maps every rule code of core to a protocol code', () => {
    for (const rule of Object.keys(RULE_ERROR_CODES) as (keyof typeof RULE_ERROR_CODES)[])
      expect(Object.keys(ERROR_CODES)).toContain(fromRuleError({ code: rule, message: 'm' }).code);
  });
});
