/**
 * One record of the bundled provider's own state: a session, grant, interaction, code or
 * token, as the provider serialises it. Relational adapters use the table `idp_state`
 * (primary key kind + id; indexes on grant_id, uid and user_code; expires_at).
 */
export interface ProviderStateRecord {
  /** The provider's model name: 'Session', 'Grant', 'AuthorizationCode', 'RefreshToken' ... */
  kind: string;
  id: string;
  /** The provider's JSON payload, stored as given. */
  payload: string;
  grantId: string | null;
  /** The person the record belongs to (the local account's id), when it names one. */
  accountId: string | null;
  /** A session's uid. */
  uid: string | null;
  userCode: string | null;
  /** null: kept until destroyed. */
  expiresAt: Date | null;
  /** When a one-time record (a code) was used; null while unused. */
  consumedAt: Date | null;
}

/** Keeps the bundled provider's state where every replica and every restart finds it. */
export interface ProviderStateRepository {
  /** Inserts or replaces the record with this kind and id. */
  upsert(record: ProviderStateRecord): Promise<void>;
  /** null when missing or expired at `now`. */
  find(kind: string, id: string, now: Date): Promise<ProviderStateRecord | null>;
  findByUid(kind: string, uid: string, now: Date): Promise<ProviderStateRecord | null>;
  findByUserCode(kind: string, userCode: string, now: Date): Promise<ProviderStateRecord | null>;
  consume(kind: string, id: string, at: Date): Promise<void>;
  destroy(kind: string, id: string): Promise<void>;
  /** Removes every record (any kind) of a grant: tokens and codes die with it. */
  revokeByGrantId(grantId: string): Promise<void>;
  /** Removes every record of one person: their sessions, grants, codes and tokens end. */
  revokeByAccountId(accountId: string): Promise<void>;
}
