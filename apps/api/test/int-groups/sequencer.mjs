/**
 * Runs the integration groups in their order, 1 first: group 1 is the heaviest (int-groups.ts), so
 * the longest work starts at once. Jest's own order (slowest in its cache, else the largest file)
 * knows nothing of these files: they are all the same size.
 */
export default class GroupOrder {
  sort(tests) {
    const order = (test) => Number(/(\d+)\.int-group\.ts$/.exec(test.path)?.[1] ?? 0);
    return [...tests].sort((a, b) => order(a) - order(b));
  }

  cacheResults() {}
}
