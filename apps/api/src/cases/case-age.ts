/** Thailand keeps UTC+7 all year: the lab's calendar day of an instant. */
export function labDate(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Age in whole years on the lab day of `at` (the reception) for a birth date yyyy-mm-dd; a 29
 * February birthday comes on 1 March in other years. Negative when born after `at`.
 */
export function ageAt(birthDate: string, at: Date): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ay, am, ad] = labDate(at).split('-').map(Number) as [number, number, number];
  const hadBirthday = am > bm || (am === bm && ad >= bd);
  return ay - by - (hadBirthday ? 0 : 1);
}
