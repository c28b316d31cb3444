import type { Command } from 'commander';

/** Registers one command (its options and its action) on the program. */
export type Register = (program: Command) => void;

/**
 * Every command of `tenace` by name, each loaded only when needed: a run of one command imports only
 * that command's modules (the solver's bench does not load the server, the bots or the web build's
 * helpers), so its start-up is not counted against the solver in `bench --vs`.
 */
// prettier-ignore
export const COMMANDS: Readonly<Record<string, () => Promise<Register>>> = {
  deal: async () => (await import('./deal.ts')).registerDeal,
  play: async () => (await import('./play.ts')).registerPlay,
  score: async () => (await import('./score.ts')).registerScore,
  rubber: async () => (await import('./rubber.ts')).registerRubber,
  pbn: async () => (await import('./pbn.ts')).registerPbn,
  convert: async () => (await import('./convert.ts')).registerConvert,
  serve: async () => (await import('./serve.ts')).registerServe,
  solve: async () => (await import('./solve.ts')).registerSolve,
  lead: async () => (await import('./lead.ts')).registerLead,
  bench: async () => (await import('./bench.ts')).registerBench,
  explain: async () => (await import('./explain.ts')).registerExplain,
  advise: async () => (await import('./advise.ts')).registerAdvise,
  eval: async () => (await import('./eval.ts')).registerEval,
};
