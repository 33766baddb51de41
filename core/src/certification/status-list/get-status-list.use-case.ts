import { NotFoundError } from '../../shared/errors';
import type { Clock } from '../../shared/ports';
import type { CertificateRepository } from '../certificate.repository.port';
import type { CertificateIssuer } from '../certificate-issuer';
import type { CredentialSigner, StatusListEncoder } from '../credential-signer.port';
import { STATUS_LIST_SIZE, statusBits, statusIndexRange } from '../status-list';
import { statusListCredential } from './status-list-credential';

/**
 * One revocation status list, signed as a credential (VC-JWT), for anyone: verifiers fetch it
 * from the URL each certificate names. Lists beyond those in use are not found.
 */
export class GetStatusList {
  constructor(
    private readonly deps: {
      certificates: CertificateRepository;
      signer: CredentialSigner;
      statusLists: StatusListEncoder;
      issuer: CertificateIssuer;
      clock: Clock;
    },
  ) {}

  async execute(list: number): Promise<string> {
    const { certificates } = this.deps;
    const lists = statusIndexRange(await certificates.count()) / STATUS_LIST_SIZE;
    if (!Number.isInteger(list) || list < 0 || list >= lists)
      throw new NotFoundError('status list');
    const from = list * STATUS_LIST_SIZE;
    const revoked = await certificates.revokedIndexes(from, from + STATUS_LIST_SIZE);
    const encoded = this.deps.statusLists.encode(statusBits(revoked.map((index) => index - from)));
    return this.deps.signer.sign(
      statusListCredential(this.deps.issuer, list, encoded, this.deps.clock.now()),
    );
  }
}
