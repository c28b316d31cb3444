/**
 * Opener's reopening double (ACBL SAYC System Booklet, "Negative doubles": responder with length in the
 * overcalled suit passes and hopes opener reopens; standard practice, e.g. Root and Pavlicek, "Modern
 * Bridge Conventions"): after 1x, an overcall and two passes, opener short in the overcalled suit doubles
 * for takeout (with a singleton or void on any opening, with a doubleton from 15 HCP), so that responder's
 * trap pass becomes a penalty double. Responder passes the double for penalty with four good cards in
 * their suit and some values; else he answers as to a takeout double.
 */
import type { Rule } from '../types.ts';

const REOPEN = '1s 1t|2t P P';
const ANSWER = `${REOPEN} X P`;

export const REOPENING: readonly Rule[] = [
  {
    id: 'reopen.double.short',
    auction: REOPEN,
    call: 'X',
    hand: { len: { t: '0-1' } },
    shows: { len: { t: '0-2' } },
    forcing: 'one',
    tags: ['takeout', 'reopening'],
    key: 'reopen.double',
  },
  {
    id: 'reopen.double.strong',
    auction: REOPEN,
    call: 'X',
    hand: { len: { t: '2' }, hcp: '15+' },
    shows: { len: { t: '0-2' } },
    forcing: 'one',
    tags: ['takeout', 'reopening'],
    key: 'reopen.double',
  },
  {
    id: 'reopen.penalty.pass',
    auction: ANSWER,
    call: 'P',
    hand: { len: { t: '4+' }, stop: ['t'], hcp: '6+' },
    key: 'reopen.penalty',
  },
];
