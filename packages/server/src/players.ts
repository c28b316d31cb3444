/**
 * The in-process bots of beginner tables. They are used only through the Player interface of @tenace/bots
 * and receive only a seat's view. Minibridge: the placeholder player; contract bridge: SAYC bidding and
 * the placeholder card play. (Normal tables play with the sampling player in the bot threads: bots.ts.)
 */
import { PlaceholderPlayer, SaycPlayer, type Player } from '@tenace/bots';
import type { Mode } from '@tenace/protocol';

export type BotFactory = (mode: Mode) => Player;

/** The beginner bots: one Player per mode. */
export const beginnerBots: BotFactory = (mode) =>
  mode === 'minibridge' ? new PlaceholderPlayer() : new SaycPlayer();
