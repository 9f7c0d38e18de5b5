import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends about as long as a real check, so "no such user" and "wrong password" take the same time. */
const DUMMY = hash('not-a-real-password');
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(await DUMMY, password);
}
