import type { Db } from '../db/database';
import type { Visitor } from './harness';

/** Registers a full account through the API, as the register form does. */
export async function register(v: Visitor, overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const input = { name: 'Anna', email: `anna${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'correct horse battery', ...overrides };
  const res = await v.post('/api/v1/register', { ...input, password_confirmation: input.password });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...input, user: res.json().data as { id: number; email: string } };
}

/** A learner with a full account in this test app, signed in on their own visitor. */
export async function learnerIn(t: { visitor: () => Visitor }, name = 'Anna') {
  const v = t.visitor();
  const { user } = await register(v, { name });
  return { v, id: user.id };
}

/** A learner made an admin. */
export async function adminIn(t: { visitor: () => Visitor; app: { db: Db } }) {
  const a = await learnerIn(t, 'Admin');
  await t.app.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', a.id).execute();
  return a;
}

/** The path and query of the first link to our app in a mail. */
export function linkIn(text: string, appUrl: string): URL {
  const m = new RegExp(`${appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\S+`).exec(text);
  if (!m) throw new Error(`no link in mail:\n${text}`);
  return new URL(m[0]);
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** A guest learner in `timezone` (as the app starts one), with their visitor; `admin` makes them an admin too. */
export async function guestVisitor(t: { visitor(): Visitor; app: { db: Db } }, opts: { timezone?: string; admin?: boolean } = {}) {
  const v = t.visitor();
  const id = ((await v.post('/api/v1/auth/guest', { timezone: opts.timezone ?? 'UTC' })).json().data as { id: number }).id;
  if (opts.admin) await t.app.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', id).execute();
  return { v, id };
}
