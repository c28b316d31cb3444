import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@tenace/protocol';
import { CLIENT_PROTOCOL_VERSION } from './server.ts';

describe('server backend', () => {
  it('speaks the protocol version of @tenace/protocol', () => {
    expect(CLIENT_PROTOCOL_VERSION).toBe(PROTOCOL_VERSION);
  });
});
