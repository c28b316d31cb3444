// The public API of @tenace/bots. One line per module.
export * from './player.ts';
export * from './placeholder/cards.ts';
export * from './placeholder/minibridge.ts';
export * from './placeholder/player.ts';
export * from './placeholder/bidding.ts';
export * from './placeholder/bridgeCards.ts';
export * from './bidding/index.ts';
