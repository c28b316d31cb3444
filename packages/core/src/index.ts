// The public API of @tenace/core. Each line re-exports one module; keep it one line per module.
export * from './types.ts';
export * from './result.ts';
export * from './seat.ts';
export * from './board.ts';
export * from './card.ts';
export * from './cardSet.ts';
export * from './deal.ts';
export * from './rng.ts';
export * from './dealing.ts';
export * from './play.ts';
export * from './call.ts';
export * from './auction.ts';
export * from './score/minibridge.ts';
export * from './game/minibridge.ts';
export * from './view/minibridge.ts';
export * from './view.ts';
