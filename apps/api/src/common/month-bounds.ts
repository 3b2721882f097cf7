/** The first day of `from` and of the month after `to` (yyyy-mm-01): a range of months as SQL takes it, `>= ?` and `< ?`. */
export function monthBounds(from: string, to: string): [string, string] {
  const [y, m] = to.split('-').map(Number) as [number, number];
  return [`${from}-01`, m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`];
}
