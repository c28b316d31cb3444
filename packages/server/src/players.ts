/**
 * The bots the server seats. They are used only through the Player interface of @tenace/bots and receive
 * only a seat's view, so better bots drop in by changing this one file.
 */
import { BridgePlaceholderPlayer, PlaceholderPlayer, type Player } from '@tenace/bots';
import type { Mode } from '@tenace/protocol';

export type BotFactory = (mode: Mode) => Player;

/** The default bots: one Player per mode (the placeholders until the better bots land). */
export const defaultBots: BotFactory = (mode) =>
  mode === 'minibridge' ? new PlaceholderPlayer() : new BridgePlaceholderPlayer();
