import type { CredentialFacts } from '../open-badge-credential';

/** What checking a certificate's credential established; none of it changes after issue. */
export interface VerifiedCredential {
  certificateId: string;
  code: string;
  facts: CredentialFacts;
  /** The status list entry the signed credential names. */
  statusIndex: number;
}

/**
 * Credentials whose signature, issuer and status entry checked out, by the id or code they
 * were looked up with, so the verify page checks a signature once per certificate rather than
 * once per visit. Bounded in number (the oldest goes first) and kept for a while only, so a
 * signing key the school withdraws stops vouching for its certificates soon after. Revocation
 * is never kept here: it is read on every check.
 */
export class VerifiedCredentials {
  private readonly entries = new Map<string, { credential: VerifiedCredential; at: number }>();

  constructor(private readonly limits = { entries: 10_000, keptMs: 10 * 60_000 }) {}

  get(key: string, now: Date): VerifiedCredential | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now.getTime() - entry.at > this.limits.keptMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.credential;
  }

  set(key: string, credential: VerifiedCredential, now: Date): void {
    this.entries.delete(key);
    this.entries.set(key, { credential, at: now.getTime() });
    if (this.entries.size > this.limits.entries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
