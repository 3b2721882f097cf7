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
