/**
 * SHA-256 against the FIPS 180-4 examples (NIST "Examples with intermediate values": one block, two
 * blocks, a million a's) and the empty message; HMAC-SHA-256 against RFC 4231's test cases 1–7; both
 * against Node's own implementation on random inputs of every length around the block boundaries.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SplitMix64 } from './rng.ts';
import { hmacSha256, sha256 } from './sha256.ts';

const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
const filled = (n: number, v: number): Uint8Array => new Uint8Array(n).fill(v);
const fromHex = (h: string): Uint8Array => Uint8Array.from(Buffer.from(h, 'hex'));

const SHA_ROWS: readonly { message: Uint8Array; digest: string; source: string }[] = [
  {
    message: bytes('abc'),
    digest: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    source: 'FIPS 180-4 example, one block',
  },
  {
    message: bytes('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'),
    digest: '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    source: 'FIPS 180-4 example, two blocks',
  },
  {
    message: new Uint8Array(0),
    digest: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    source: 'the empty message (NIST CAVP SHA256ShortMsg, Len = 0)',
  },
  {
    message: filled(1_000_000, 0x61),
    digest: 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    source: "FIPS 180-2 appendix B.3, a million a's",
  },
];

const LONG_KEY = filled(131, 0xaa);
const HMAC_ROWS: readonly { key: Uint8Array; data: Uint8Array; tag: string; source: string }[] = [
  {
    key: filled(20, 0x0b),
    data: bytes('Hi There'),
    tag: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    source: 'RFC 4231 test case 1',
  },
  {
    key: bytes('Jefe'),
    data: bytes('what do ya want for nothing?'),
    tag: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    source: 'RFC 4231 test case 2',
  },
  {
    key: filled(20, 0xaa),
    data: filled(50, 0xdd),
    tag: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    source: 'RFC 4231 test case 3',
  },
  {
    key: fromHex('0102030405060708090a0b0c0d0e0f10111213141516171819'),
    data: filled(50, 0xcd),
    tag: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    source: 'RFC 4231 test case 4',
  },
  {
    key: filled(20, 0x0c),
    data: bytes('Test With Truncation'),
    tag: 'a3b6167473100ee06e0c796c2955552b', // the first 128 bits
    source: 'RFC 4231 test case 5 (truncated output)',
  },
  {
    key: LONG_KEY,
    data: bytes('Test Using Larger Than Block-Size Key - Hash Key First'),
    tag: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    source: 'RFC 4231 test case 6 (key longer than a block)',
  },
  {
    key: LONG_KEY,
    data: bytes(
      'This is a test using a larger than block-size key and a larger than block-size data. ' +
        'The key needs to be hashed before being used by the HMAC algorithm.',
    ),
    tag: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    source: 'RFC 4231 test case 7',
  },
];

describe('SHA-256 (FIPS 180-4)', () => {
  for (const row of SHA_ROWS)
    it(row.source, () => {
      expect(hex(sha256(row.message))).toBe(row.digest);
    });

  it("agrees with Node's SHA-256 on every length from 0 to 200 bytes (padding at each block edge)", () => {
    const rng = new SplitMix64(180n);
    for (let n = 0; n <= 200; n++) {
      const m = Uint8Array.from({ length: n }, () => rng.below(256));
      expect(hex(sha256(m))).toBe(createHash('sha256').update(m).digest('hex'));
    }
  });
});

describe('HMAC-SHA-256 (RFC 2104)', () => {
  for (const row of HMAC_ROWS)
    it(row.source, () => {
      expect(hex(hmacSha256(row.key, row.data)).slice(0, row.tag.length)).toBe(row.tag);
    });

  it("agrees with Node's HMAC on random keys (0–150 bytes) and messages", () => {
    const rng = new SplitMix64(2104n);
    for (let i = 0; i < 150; i++) {
      const key = Uint8Array.from({ length: i }, () => rng.below(256));
      const msg = Uint8Array.from({ length: rng.below(300) }, () => rng.below(256));
      expect(hex(hmacSha256(key, msg))).toBe(createHmac('sha256', key).update(msg).digest('hex'));
    }
  });
});
