import { NotFoundError } from '../../shared/errors';
import { CERTIFICATE_CODE_PATTERN } from '../../shared/input-rules';
import type { Clock } from '../../shared/ports';
import type { Certificate } from '../certificate.entity';
import type { CertificateRepository } from '../certificate.repository.port';
import { statusListUrl, type CertificateIssuer } from '../certificate-issuer';
import type { CredentialSigner } from '../credential-signer.port';
import { credentialFacts, type CredentialFacts } from '../open-badge-credential';
import { STATUS_LIST_SIZE, statusEntry } from '../status-list';
import { VerifiedCredentials, type VerifiedCredential } from './verified-credentials';

/** What the public verify page says of a certificate. */
export interface Verification {
  certificateId: string;
  code: string;
  /** `invalid`: the stored credential's signature, issuer or status entry did not check out. */
  status: 'valid' | 'revoked' | 'invalid';
  /** The facts the signature covers; null when invalid, so nothing unsigned is shown. */
  facts: CredentialFacts | null;
  revokedAt: Date | null;
}

/**
 * Anyone, signed in or not, checks a certificate by its id (or printed code) as a verifier
 * would: the credential's signature against the issuer's keys, that this school issued it,
 * and its bit in the revocation status list. What it shows comes from the signed credential.
 * A credential that checked out is remembered (VerifiedCredentials); its revocation is read
 * afresh every time, so a revocation shows on the next check, on every server.
 */
export class VerifyCertificate {
  private readonly verified = new VerifiedCredentials();

  constructor(
    private readonly deps: {
      certificates: CertificateRepository;
      signer: CredentialSigner;
      issuer: CertificateIssuer;
      clock: Clock;
    },
  ) {}

  async execute(idOrCode: string): Promise<Verification> {
    const key = lookupKey(idOrCode);
    const now = this.deps.clock.now();
    const known = this.verified.get(key, now);
    if (known) {
      const revokedAt = await this.deps.certificates.revokedAtOf(known.statusIndex);
      if (revokedAt !== undefined) return verdict(known, revokedAt);
      this.verified.forget(key); // no certificate holds its entry now: check from the start
    }
    const certificate = await this.find(key);
    if (!certificate) throw new NotFoundError('certificate');
    const answer = { certificateId: certificate.id, code: certificate.code };
    const claims = await this.deps.signer.verify(certificate.credential);
    const facts = claims ? credentialFacts(claims) : null;
    const statusIndex = facts ? this.statusIndexOf(facts) : null;
    if (!facts || statusIndex === null || facts.issuerId !== this.deps.issuer.id) {
      return { ...answer, status: 'invalid', facts: null, revokedAt: null };
    }
    const credential = { ...answer, facts, statusIndex };
    this.verified.set(key, credential, now);
    // The bit belongs to the certificate holding the entry: this one, unless the stored
    // credential names another entry than the row, which only the store can answer.
    const revokedAt =
      statusIndex === certificate.statusIndex
        ? certificate.toProps().revokedAt
        : ((await this.deps.certificates.revokedAtOf(statusIndex)) ?? null);
    return verdict(credential, revokedAt);
  }

  private find(key: string): Promise<Certificate | null> {
    return CERTIFICATE_CODE_PATTERN.test(key)
      ? this.deps.certificates.findByCode(key)
      : this.deps.certificates.findById(key);
  }

  /** The entry's index when it lies in one of this issuer's lists. */
  private statusIndexOf(facts: CredentialFacts): number | null {
    const list = /\/credentials\/status\/(\d+)$/.exec(facts.statusListUrl);
    if (!list || facts.statusPosition < 0 || facts.statusPosition >= STATUS_LIST_SIZE) return null;
    const index = Number(list[1]) * STATUS_LIST_SIZE + facts.statusPosition;
    const url = statusListUrl(this.deps.issuer, statusEntry(index).list);
    return url === facts.statusListUrl ? index : null;
  }
}

/** A printed code in capitals, an id in lower case: one key for every way of writing it. */
function lookupKey(idOrCode: string): string {
  const key = idOrCode.trim();
  const code = key.toUpperCase();
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : key.toLowerCase();
}

function verdict(credential: VerifiedCredential, revokedAt: Date | null): Verification {
  const { certificateId, code, facts } = credential;
  return {
    certificateId,
    code,
    status: revokedAt ? 'revoked' : 'valid',
    facts,
    revokedAt,
  };
}
