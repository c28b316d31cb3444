// PBN 2.1 and BBO LIN: reading, writing, checking and converting.
export * from './types.ts';
export { parsePbn, sortTags, INHERITED_TAGS } from './parse.ts';
export { makePbn, makePbnGameLines, type MakePbnOptions } from './make.ts';
export {
  parsePbnContract,
  makePbnContract,
  parseSideScore,
  parseDoubleDummyTricks,
  parseResultTricks,
  parseVulnerable,
  type PbnContract,
} from './tags.ts';
export {
  checkPbnGame,
  pbnFacts,
  pbnCalls,
  pbnScore,
  playInOrder,
  tagValue,
  type PbnFacts,
  type PbnGameCheck,
} from './check.ts';
export { parseLin, makeLin, makeLinBoard } from './lin.ts';
export { playColumns, entryColumns } from './columns.ts';
export {
  matchRecordToPbn,
  pbnDate,
  type MatchPbnDetails,
  type MatchRecordJson,
  type MinibridgeDealJson,
  type BridgeDealJson,
} from './match.ts';
