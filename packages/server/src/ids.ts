/** Random ids and secrets: table ids, seat tokens and invite codes (stored only as SHA-256 hashes). */
import { createHash, randomBytes } from 'node:crypto';

/** A table id: 8 URL-safe characters (48 random bits). */
export function newTableId(): string {
  return randomBytes(6).toString('base64url');
}

/** A seat token or invite code: 24 URL-safe characters (144 random bits). */
export function newSecret(): string {
  return randomBytes(18).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A fresh deal seed (kept secret by the server). */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}
