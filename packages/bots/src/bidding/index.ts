// The SAYC bidder, its rule engine and the meanings of calls.
export * from './types.ts';
export * from './interval.ts';
export * from './hand.ts';
export * from './meaning.ts';
export * from './pattern.ts';
export * from './context.ts';
export * from './need.ts';
export * from './engine.ts';
export * from './explain.ts';
export * from './bidder.ts';
export * from './table.ts';
export * from './player.ts';
export { SAYC } from './sayc/index.ts';
export * from './judgement.ts';
export * from './auctionMeanings.ts';
export * from './bidOut.ts';
export * from './check.ts';
export * from './evaluation.ts';
