// An order's number (docs/rules.md#order-numbers): the database id spread one to one over seven digits, so it tells
// nothing of the shop's volume and the next is not the next number. The id stays inside.

/** Seven-digit numbers: 1,000,000 to 9,999,999. */
const FIRST = 1_000_000;
const SPAN = 9_000_000;
/** Coprime with SPAN (odd, not a multiple of 3 or 5): every id below SPAN has its own number. */
const STEP = 2_718_281;
const SHIFT = 4_321_987;

/** STEP's inverse modulo SPAN (extended Euclid), to read a number back. */
const UNSTEP = (() => {
  let [a, b, x, y] = [STEP, SPAN, 1, 0];
  while (b !== 0) {
    const q = Math.floor(a / b);
    [a, b, x, y] = [b, a - q * b, y, x - q * y];
  }
  return ((x % SPAN) + SPAN) % SPAN;
})();

/** (a × b) mod SPAN: a and b are below SPAN, so their product (under 10^14) is exact in a double. */
const times = (a: number, b: number) => (a * b) % SPAN;

/** An order's number, from its id (1 and up). */
export function orderNumber(id: number): number {
  return FIRST + ((times(id % SPAN, STEP) + SHIFT) % SPAN);
}

/** The id of an order's number as a person typed it (Latin digits), or null for no order's number. */
export function orderIdOf(number: number): number | null {
  if (!Number.isInteger(number) || number < FIRST || number >= FIRST + SPAN) return null;
  const id = times((number - FIRST - SHIFT + SPAN) % SPAN, UNSTEP);
  return id === 0 ? null : id;
}
