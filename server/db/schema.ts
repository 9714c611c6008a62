import type { Generated } from "kysely";

/** Timestamps are ISO-8601 UTC strings on both engines so one code path reads them the same way. */
export type UsersTable = {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: uniqueness and login are case-insensitive. */
  username_key: string;
  email: string;
  password_hash: string;
  created_at: string;
};

export type SessionsTable = {
  /** SHA-256 of the cookie token: a leaked table cannot be replayed as cookies. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
};

export type CreditEntriesTable = {
  id: Generated<number>;
  user_id: number;
  /** Business key (`signup:<user>`, `spend:<video>`, ...): the same event can never be written twice. */
  key: string;
  kind: string;
  delta: number;
  created_at: string;
};

export type CreditBalancesTable = {
  user_id: number;
  balance: number;
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  credit_entries: CreditEntriesTable;
  credit_balances: CreditBalancesTable;
};
