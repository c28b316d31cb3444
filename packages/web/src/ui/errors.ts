/**
 * Refusals and failures in the person's language: every protocol error code (ERROR_CODES) has its own
 * sentence in each language; the server's English message is never shown in their place.
 */
import { isErrorCode } from '@tenace/protocol';
import type { TFunction } from 'i18next';

/** The translated sentence for an error with a protocol code; a general one for anything else. */
export function errorText(t: TFunction, e: unknown): string {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return isErrorCode(code) ? t(`error.${code}`) : t('error.unknown');
}
