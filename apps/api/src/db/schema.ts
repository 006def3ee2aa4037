import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Times are ISO 8601 strings in both dialects, so sorting and comparing works the same everywhere. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface StoresTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  slug: string;
  business_type: 'b2b' | 'b2c';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StoreSettingsTable {
  store_id: number;
  name: string;
  /** JSON text of the value, typed per name by the contract. */
  value: string;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  stores: StoresTable;
  store_settings: StoreSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type StoreRow = Selectable<StoresTable>;
export type StoreUpdate = Updateable<StoresTable>;
