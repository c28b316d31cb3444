import type { Command } from 'commander';
import { boardDealer, boardVulnerability, makePbnDeal, randomDeal, seededDeal } from '@tenace/core';
import { intOption, out } from '../io.ts';
import { dealDiagram } from '../diagram.ts';

interface DealOptions {
  count: number;
  seed?: string;
  board: number;
  json?: boolean;
}

export function registerDeal(program: Command): void {
  program
    .command('deal')
    .description('deal boards B, B+1, … with dealer and vulnerability by the board number')
    .option('-n, --count <n>', 'how many boards', intOption('--count', 1, 100000), 1)
    .option('-s, --seed <seed>', 'reproducible deals from this seed (any text); random without it')
    .option('-b, --board <b>', 'the first board number', intOption('--board', 1), 1)
    .option('--json', 'print JSON lines {"board","dealer","vul","pbn"}')
    .action((opts: DealOptions) => {
      for (let i = 0; i < opts.count; i++) {
        const board = opts.board + i;
        const deal = opts.seed === undefined ? randomDeal() : seededDeal(opts.seed, board);
        const dealer = boardDealer(board);
        const vul = boardVulnerability(board);
        if (opts.json === true) out(JSON.stringify({ board, dealer, vul, pbn: makePbnDeal(deal, 'N') }));
        else {
          out(`Board ${board}   Dealer ${dealer}   Vulnerable ${vul}`);
          out(dealDiagram(deal));
          out('');
        }
      }
    });
}
