import { BadRequestException } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the package's most common passwords (ranked by frequency) are refused. */
const COMMON_COUNT = 10_000;
const MIN_DISTINCT_CHARACTERS = 4;

let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT)));

/**
 * Why `password` may not be chosen by `username`, or undefined: blank, the username, one of the
 * 10,000 most common passwords (zxcvbn-ts's ranked list, pinned), or built of a few repeated characters.
 * The length limits are the contracts' (the schema checks them first).
 */
export function weakPasswordReason(password: string, username: string): string | undefined {
  const folded = password.trim().toLowerCase();
  if (!folded) return 'must not be blank';
  if (folded === username.trim().toLowerCase()) return 'must not be the username';
  if (commonPasswords().has(folded)) return 'is one of the most common passwords: choose another';
  if (new Set(folded).size < MIN_DISTINCT_CHARACTERS) return `needs at least ${MIN_DISTINCT_CHARACTERS} different characters`;
  return undefined;
}

/** 400 naming `field` when the password is weak (see weakPasswordReason). */
export function assertStrongPassword(password: string, username: string, field: string): void {
  const reason = weakPasswordReason(password, username);
  if (reason) throw new BadRequestException({ message: `Invalid input — ${field}: ${reason}`, errors: [{ field, message: reason }], code: 'invalid_input' });
}
