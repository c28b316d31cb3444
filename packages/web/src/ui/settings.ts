/**
 * The person's settings, kept in localStorage: four-colour deck, card size, sounds (off by default), name,
 * and how long a completed trick stays on the felt when nobody leads to the next one.
 */
export interface Settings {
  readonly fourColour: boolean;
  readonly cardSize: 's' | 'm' | 'l';
  readonly sounds: boolean;
  readonly name: string;
  /** Milliseconds a completed trick stays up unless the next card is led first. */
  readonly trickPaceMs: number;
}

/** The trick pace choices offered in the settings. */
export const TRICK_PACES: readonly number[] = [800, 1500, 3000];

export const DEFAULT_SETTINGS: Settings = {
  fourColour: false,
  cardSize: 'm',
  sounds: false,
  name: '',
  trickPaceMs: 1500,
};

const KEY = 'tenace.settings';

/** Reads stored settings, keeping only well-formed fields. */
export function parseSettings(text: string | null): Settings {
  if (text === null) return DEFAULT_SETTINGS;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (typeof v !== 'object' || v === null) return DEFAULT_SETTINGS;
  const o = v as Record<string, unknown>;
  return {
    fourColour: typeof o.fourColour === 'boolean' ? o.fourColour : DEFAULT_SETTINGS.fourColour,
    cardSize:
      o.cardSize === 's' || o.cardSize === 'm' || o.cardSize === 'l' ? o.cardSize : DEFAULT_SETTINGS.cardSize,
    sounds: typeof o.sounds === 'boolean' ? o.sounds : DEFAULT_SETTINGS.sounds,
    name: typeof o.name === 'string' ? o.name.slice(0, 24) : DEFAULT_SETTINGS.name,
    trickPaceMs:
      typeof o.trickPaceMs === 'number' && TRICK_PACES.includes(o.trickPaceMs)
        ? o.trickPaceMs
        : DEFAULT_SETTINGS.trickPaceMs,
  };
}

interface StorageLike {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  readonly length?: number;
  key?(i: number): string | null;
}

function storage(): StorageLike | null {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? null;
  } catch {
    return null;
  }
}

export function loadSettings(): Settings {
  return parseSettings(storage()?.getItem(KEY) ?? null);
}

export function saveSettings(s: Settings): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(s));
  } catch {
    /* storage may be full or off */
  }
}

/** The seat token this browser holds at a table, if any. */
export function loadSeat(table: string): { token: string; seat: string } | null {
  const text = storage()?.getItem(`tenace.seat.${table}`) ?? null;
  if (text === null) return null;
  try {
    const v = JSON.parse(text) as { token?: unknown; seat?: unknown };
    return typeof v.token === 'string' && typeof v.seat === 'string'
      ? { token: v.token, seat: v.seat }
      : null;
  } catch {
    return null;
  }
}

export function saveSeat(table: string, token: string, seat: string): void {
  try {
    storage()?.setItem(`tenace.seat.${table}`, JSON.stringify({ token, seat }));
  } catch {
    /* storage may be off */
  }
}

/** The seat token this browser keeps for each table it sat at. */
export function seatTokens(): Map<string, string> {
  const out = new Map<string, string>();
  for (const table of tablesSatAt()) {
    const s = loadSeat(table);
    if (s !== null) out.set(table, s.token);
  }
  return out;
}

/** The tables this browser has sat at (it keeps each seat's token under the table's id): "my games". */
export function tablesSatAt(): Set<string> {
  const out = new Set<string>();
  const s = storage();
  if (s?.key === undefined || s.length === undefined) return out;
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith('tenace.seat.') === true) out.add(k.slice('tenace.seat.'.length));
  }
  return out;
}
