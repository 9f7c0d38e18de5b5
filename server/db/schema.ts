import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Portable rules (SQLite and PostgreSQL alike):
 * times are epoch milliseconds (bigint on PostgreSQL, parsed back to number), flags are 0/1 integers,
 * structured values are JSON text.
 */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  email_verified_at: number | null;
  password_hash: string | null;
  is_guest: number;
  is_admin: number;
  avatar_url: string | null;
  locale: string;
  timezone: string;
  level: string;
  test_rejected: number;
  test_result: string | null;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  data: string;
  ip: string | null;
  user_agent: string | null;
  last_activity: number;
  expires_at: number;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  last_used_at: number | null;
  expires_at: number | null;
  created_at: number;
}

export interface ClientLogsTable {
  id: Generated<number>;
  user_id: number | null;
  err: string;
  instance: string | null;
  info: string | null;
  stack: string | null;
  client_version: string | null;
  user_agent: string | null;
  ip: string | null;
  created_at: number;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  reason: string;
  reference: string;
  created_at: number;
}

export interface StreaksTable {
  user_id: number;
  current: number;
  best: number;
  last_day: string | null;
  freezes: number;
  updated_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  personal_access_tokens: PersonalAccessTokensTable;
  client_logs: ClientLogsTable;
  points_ledger: PointsLedgerTable;
  streaks: StreaksTable;
}
