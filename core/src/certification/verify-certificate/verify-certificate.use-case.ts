import { NotFoundError } from '../../shared/errors';
import { CERTIFICATE_CODE_PATTERN } from '../../shared/input-rules';
import type { Certificate } from '../certificate.entity';
import type { CertificateRepository } from '../certificate.repository.port';
import { statusListUrl, type CertificateIssuer } from '../certificate-issuer';
import type { CredentialSigner } from '../credential-signer.port';
import { credentialFacts, type CredentialFacts } from '../open-badge-credential';
import { STATUS_LIST_SIZE, statusEntry } from '../status-list';

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
 */
export class VerifyCertificate {
  constructor(
    private readonly deps: {
      certificates: CertificateRepository;
      signer: CredentialSigner;
      issuer: CertificateIssuer;
    },
  ) {}

  async execute(idOrCode: string): Promise<Verification> {
    const certificate = await this.find(idOrCode.trim());
    if (!certificate) throw new NotFoundError('certificate');
    const { revokedAt } = certificate.toProps();
    const answer = { certificateId: certificate.id, code: certificate.code };
    const claims = await this.deps.signer.verify(certificate.credential);
    const facts = claims ? credentialFacts(claims) : null;
    const index = facts ? this.statusIndexOf(facts) : null;
    if (!facts || index === null || facts.issuerId !== this.deps.issuer.id) {
      return { ...answer, status: 'invalid', facts: null, revokedAt: null };
    }
    // The bit belongs to the certificate holding the entry: this one, unless the stored
    // credential names another entry than the row, which only the store can answer.
    const revoked =
      index === certificate.statusIndex
        ? certificate.isRevoked
        : await this.deps.certificates.isRevoked(index);
    return {
      ...answer,
      status: revoked ? 'revoked' : 'valid',
      facts,
      revokedAt: revoked ? revokedAt : null,
    };
  }

  private async find(key: string): Promise<Certificate | null> {
    const code = key.toUpperCase();
    if (CERTIFICATE_CODE_PATTERN.test(code)) return this.deps.certificates.findByCode(code);
    return this.deps.certificates.findById(key.toLowerCase());
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
