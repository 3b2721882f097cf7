/**
 * A Thai citizen ID (เลขประจำตัวประชาชน): 13 digits, the last a check digit — 11 minus the sum of
 * the first twelve digits weighted 13 down to 2, modulo 11, then modulo 10.
 */
export function isThaiCitizenId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}

/** As printed on the card: 1 2345 67890 12 3. */
export function formatThaiCitizenId(value: string): string {
  return /^\d{13}$/.test(value) ? `${value[0]} ${value.slice(1, 5)} ${value.slice(5, 10)} ${value.slice(10, 12)} ${value[12]}` : value;
}
