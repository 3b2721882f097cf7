/**
 * A count as the lists and panels show it: the number ("12", "1,000"), and "1,000+" when the API
 * stopped counting at its cap (`totalCapped`, `capped`: there are at least that many).
 */
export function countText(count: number, capped = false): string {
  return `${count.toLocaleString()}${capped ? '+' : ''}`;
}
