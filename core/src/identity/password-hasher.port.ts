/** One-way password hashing with a per-password salt; the hash names its own parameters. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** false for a wrong password or a hash it cannot read; never throws for either. */
  verify(password: string, passwordHash: string): Promise<boolean>;
  /** True when the hash was made with weaker parameters than new hashes get. */
  needsRehash(passwordHash: string): boolean;
}
