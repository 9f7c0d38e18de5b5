import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness';

/**
 * Guards that fail when one place is changed without the other: the typed schema (db/schema.ts) and the tables the
 * migrations create, and every per-user table and the guest → account merge (modules/auth/user-merge.ts).
 * Run on SQLite and on PostgreSQL, whose migrations differ in places (portable.ts).
 */

/** Table → columns, as db/schema.ts declares them (the `Database` interface names each table's interface). */
function declaredTables(): Map<string, Set<string>> {
  const file = new URL('./schema.ts', import.meta.url);
  const src = ts.createSourceFile('schema.ts', readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  src.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const columnsOf = (decl: ts.InterfaceDeclaration) =>
    new Set(decl.members.filter(ts.isPropertySignature).map((m) => m.name.getText(src)));
  const out = new Map<string, Set<string>>();
  for (const member of interfaces.get('Database')!.members.filter(ts.isPropertySignature)) {
    const typeName = member.type!.getText(src);
    const decl = interfaces.get(typeName);
    if (!decl) throw new Error(`schema.ts: ${member.name.getText(src)} names ${typeName}, which is not an interface here`);
    out.set(member.name.getText(src), columnsOf(decl));
  }
  return out;
}

/** Tables with rows of one user that the merge leaves behind on purpose, and why. */
const NOT_MERGED: Record<string, string> = {
  sessions: "the guest's sessions end with the guest; the login makes a new one",
  personal_access_tokens: "the guest's tokens end with the guest; the login issues new ones",
  identities: 'a guest has no linked provider (linking one makes the guest a full account, no merge)',
  email_verifications: 'a guest has no e-mail to verify',
  feed_items: "today's selection stays the account's; the guest's expires with it",
  memory_params: "fitted from the reviews, which move: the account's are fitted again as its history grows",
  reminders_sent: "a record of reminders already sent to the guest, kept only to send one a day",
  support_messages: 'a message to support keeps the sender it was written by (the row is kept, the guest id goes)',
  client_logs: 'error reports are diagnostics, not the learner’s data',
  card_comments: 'guests cannot comment (403): a guest has none',
  cards: 'guests cannot create cards (403): a guest has none',
  card_moderations: 'written by moderators, who are accounts, never guests',
  bot_messages: 'written by admins, who are accounts, never guests',
  word_changes: 'the dictionary’s audit log is written by admins, who are accounts, never guests',
  friend_nudges: 'a record of nudges already sent today, kept only to allow one a friend and day',
};

/** Columns that point at a user. */
const USER_COLUMNS = ['user_id', 'author_id', 'moderator_id'];

let t: Awaited<ReturnType<typeof startTestApp>>;
let migrated: Map<string, Set<string>>;

beforeAll(async () => {
  t = await startTestApp();
  const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined;
  const tables = await t.app.db.introspection.getTables();
  migrated = new Map(
    tables
      .filter((table) => (schema ? table.schema === schema : true) && !table.name.startsWith('kysely_migration'))
      .map((table) => [table.name, new Set(table.columns.map((c) => c.name))]),
  );
}, 120_000);
afterAll(() => t?.close());

describe('db/schema.ts and the migrations', () => {
  it('declare the same tables', () => {
    expect([...declaredTables().keys()].sort()).toEqual([...migrated.keys()].sort());
  });

  it('declare the same columns in every table', () => {
    const declared = declaredTables();
    const differences: string[] = [];
    for (const [table, columns] of migrated) {
      const typed = declared.get(table) ?? new Set<string>();
      for (const c of columns) if (!typed.has(c)) differences.push(`${table}.${c} is migrated but not in schema.ts`);
      for (const c of typed) if (!columns.has(c)) differences.push(`${table}.${c} is in schema.ts but not migrated`);
    }
    expect(differences).toEqual([]);
  });
});

describe('the guest → account merge (modules/auth/user-merge.ts)', () => {
  const mergeSource = readFileSync(new URL('../modules/auth/user-merge.ts', import.meta.url), 'utf8');
  // raw SQL (`update reviews set`, `from user_cards`) or Kysely (`updateTable('decisions')`, `selectFrom('streaks')`)
  const handled = (table: string) => new RegExp(`(update|from|into)(table)?\\s*\\(?\\s*'?${table}\\b`, 'i').test(mergeSource);

  it('has a step for every table with rows of one user, or a reason to leave them', () => {
    const perUser = [...migrated].filter(([name, columns]) => name !== 'users' && USER_COLUMNS.some((c) => columns.has(c))).map(([name]) => name);
    const undecided = perUser.filter((table) => !handled(table) && !NOT_MERGED[table]);
    expect(undecided).toEqual([]);
  });

  it('names no table twice: a table is merged or left with a reason, not both', () => {
    expect(Object.keys(NOT_MERGED).filter(handled)).toEqual([]);
    expect(Object.keys(NOT_MERGED).filter((table) => !migrated.has(table))).toEqual([]);
  });
});
