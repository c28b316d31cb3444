import { SEATS, type BySide, type Seat, type Side, type Vulnerability } from './types.ts';

const INDEX: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };

export function seatIndex(seat: Seat): number {
  return INDEX[seat];
}
/** The seat `steps` places clockwise from `seat` (negative goes anticlockwise). */
export function rotate(seat: Seat, steps: number): Seat {
  return SEATS[(((INDEX[seat] + steps) % 4) + 4) % 4]!;
}
/** The next seat clockwise, which is also the left-hand opponent. */
export function nextSeat(seat: Seat): Seat {
  return rotate(seat, 1);
}
export function lho(seat: Seat): Seat {
  return rotate(seat, 1);
}
export function rho(seat: Seat): Seat {
  return rotate(seat, 3);
}
export function partner(seat: Seat): Seat {
  return rotate(seat, 2);
}
export function sideOf(seat: Seat): Side {
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}
export function otherSide(side: Side): Side {
  return side === 'NS' ? 'EW' : 'NS';
}
export function seatsOf(side: Side): readonly [Seat, Seat] {
  return side === 'NS' ? ['N', 'S'] : ['E', 'W'];
}
/** The four seats in clockwise order starting from `first`. */
export function seatsFrom(first: Seat): readonly [Seat, Seat, Seat, Seat] {
  return [first, rotate(first, 1), rotate(first, 2), rotate(first, 3)];
}
/** Whether `side` is vulnerable under `vul`. */
export function isVulnerable(vul: Vulnerability, side: Side): boolean {
  return vul === 'All' || vul === side;
}
/** The vulnerability value that makes exactly the given sides vulnerable. */
/** Each side's vulnerability as booleans (the scoring tables' input). */
export function vulnerableSides(vul: Vulnerability): BySide<boolean> {
  return { NS: isVulnerable(vul, 'NS'), EW: isVulnerable(vul, 'EW') };
}

export function vulnerabilityOf(ns: boolean, ew: boolean): Vulnerability {
  return ns ? (ew ? 'All' : 'NS') : ew ? 'EW' : 'None';
}
