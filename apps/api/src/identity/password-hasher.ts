import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

// Verified when the username is unknown, so a wrong username takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('pathdesk-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
