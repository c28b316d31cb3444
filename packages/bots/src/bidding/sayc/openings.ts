/**
 * SAYC opening bids (ACBL SAYC System Booklet: "Opening bids"). Five-card majors in every seat, the
 * higher of two five-card suits; 1D with 4-4 in the minors, 1C with 3-3; 1NT 15–17, 2NT 20–21, 3NT 25–27
 * balanced; strong artificial 2C; weak twos in D, H, S; preempts at the three and four levels.
 * Earlier rows win.
 */
import type { Rule } from '../types.ts';

export const OPENINGS: readonly Rule[] = [
  { id: 'open.3nt', auction: '', call: '3NT', hand: { hcp: '25-27', balanced: true }, key: 'open.3nt' },
  {
    id: 'open.2c',
    auction: '',
    call: '2C',
    hand: { hcp: '22+' },
    forcing: 'one',
    artificial: true,
    tags: ['strong2c'],
    key: 'open.2c',
  },
  { id: 'open.2nt', auction: '', call: '2NT', hand: { hcp: '20-21', balanced: true }, key: 'open.2nt' },
  { id: 'open.1nt', auction: '', call: '1NT', hand: { hcp: '15-17', balanced: true }, key: 'open.1nt' },
  {
    id: 'open.1major',
    auction: '',
    call: '1M',
    hand: { hcp: '12-21', len: { M: '5+' }, longest: 'M' },
    key: 'open.1major',
  },
  {
    id: 'open.1major.light',
    auction: '',
    call: '1M',
    hand: { hcp: '10-11', len: { M: '5+' }, longest: 'M', test: ['ruleOf20'] },
    key: 'open.1major',
  },
  {
    id: 'open.1d',
    auction: '',
    call: '1D',
    hand: { hcp: '12-21', len: { D: '3+' }, test: ['diamondsFirst'] },
    key: 'open.1d',
  },
  {
    id: 'open.1d.light',
    auction: '',
    call: '1D',
    hand: { hcp: '10-11', len: { D: '3+' }, test: ['diamondsFirst', 'ruleOf20'] },
    key: 'open.1d',
  },
  { id: 'open.1c', auction: '', call: '1C', hand: { hcp: '12-21', len: { C: '2+' } }, key: 'open.1c' },
  {
    id: 'open.1c.light',
    auction: '',
    call: '1C',
    hand: { hcp: '10-11', len: { C: '2+' }, test: ['clubsFirst', 'ruleOf20'] },
    key: 'open.1c',
  },
  {
    id: 'open.4major',
    auction: '',
    call: '4M',
    when: { seat: '1-3' },
    hand: { hcp: '5-11', len: { M: '8+' } },
    key: 'open.preempt4',
  },
  {
    id: 'open.preempt3',
    auction: '',
    call: '3s',
    when: { seat: '1-3', weVul: false },
    hand: { hcp: '5-10', len: { s: '7+' }, longest: 's' },
    key: 'open.preempt3',
  },
  {
    id: 'open.preempt3.vul',
    auction: '',
    call: '3s',
    when: { seat: '1-3', weVul: true },
    hand: { hcp: '6-10', len: { s: '7+' }, longest: 's', good: ['s'] },
    key: 'open.preempt3',
  },
  {
    id: 'open.weak2',
    auction: '',
    call: '2M',
    when: { seat: '1-3', weVul: false },
    hand: { hcp: '5-11', len: { M: '6', oM: '0-3' } },
    key: 'open.weak2',
  },
  {
    id: 'open.weak2.vul',
    auction: '',
    call: '2M',
    when: { seat: '1-3', weVul: true },
    hand: { hcp: '6-11', len: { M: '6', oM: '0-3' }, good: ['M'] },
    key: 'open.weak2',
  },
  {
    id: 'open.weak2d',
    auction: '',
    call: '2D',
    when: { seat: '1-3' },
    hand: { hcp: '6-11', len: { D: '6' }, good: ['D'], test: ['noMajor'] },
    key: 'open.weak2',
  },
  { id: 'open.pass', auction: '', call: 'P', hand: { hcp: '0-11' }, key: 'open.pass' },
];
