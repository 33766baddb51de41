import type { CertificateProps } from './certificate.entity';
import type { CertificateIssuer } from './certificate-issuer';
import { statusListUrl } from './certificate-issuer';
import type { Claims } from './credential-signer.port';
import { statusEntry } from './status-list';

/** Verifiable Credentials 2.0 and Open Badges 3.0, in the order the specifications ask. */
export const OPEN_BADGE_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

export const CRITERIA =
  'Completed every lesson of the course: each video watched to at least 90%, each quiz passed, each article and file read.';

type Facts = Pick<
  CertificateProps,
  | 'id'
  | 'studentName'
  | 'courseId'
  | 'courseName'
  | 'instructorName'
  | 'completedAt'
  | 'statusIndex'
>;

/** Whole seconds, since the JWT's `nbf` must state the same instant as `validFrom`. */
function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * The certificate as an Open Badges 3.0 OpenBadgeCredential (a W3C Verifiable Credential) and
 * the JWT claims that carry it (VC-JWT: the payload is the credential, with `iss`, `jti`, `sub`
 * and `nbf` repeating its issuer, id, subject and start). The student is named in plain text
 * (an identifier of type `name`); `subjectId` identifies them in this credential only.
 */
export function openBadgeCredential(
  facts: Facts,
  issuer: CertificateIssuer,
  subjectId: string,
): Claims {
  const id = `urn:uuid:${facts.id}`;
  const issued = toSeconds(facts.completedAt);
  const validFrom = new Date(issued * 1000).toISOString().replace('.000Z', 'Z');
  const { list, position } = statusEntry(facts.statusIndex);
  const listUrl = statusListUrl(issuer, list);
  const course = `${issuer.url}/course/${facts.courseId}`;
  return {
    '@context': [...OPEN_BADGE_CONTEXT],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuer.id, type: ['Profile'], name: issuer.name, url: issuer.url },
    validFrom,
    awardedDate: validFrom,
    name: `Certificate of Completion: ${facts.courseName}`,
    credentialSubject: {
      id: subjectId,
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: facts.studentName,
        },
      ],
      achievement: {
        id: `${course}#certificate`,
        type: ['Achievement'],
        achievementType: 'CertificateOfCompletion',
        name: facts.courseName,
        description: `Completion of the course ${facts.courseName}, taught by ${facts.instructorName}.`,
        criteria: { narrative: CRITERIA },
        creator: { id: `${course}#instructor`, type: ['Profile'], name: facts.instructorName },
      },
    },
    credentialStatus: {
      id: `${listUrl}#${position}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(position),
      statusListCredential: listUrl,
    },
    iss: issuer.id,
    jti: id,
    sub: subjectId,
    nbf: issued,
  };
}

/** What a verifier shows of a credential whose signature it checked. */
export interface CredentialFacts {
  issuerId: string;
  issuerName: string;
  studentName: string;
  courseName: string;
  instructorName: string;
  completedAt: Date;
  statusListUrl: string;
  statusPosition: number;
}

/**
 * Reads the facts back from verified claims; null when the claims are not a credential of this
 * shape (signed by us, but not a certificate), so they are never shown as one.
 */
export function credentialFacts(claims: Claims): CredentialFacts | null {
  const issuer = claims.issuer as { id?: unknown; name?: unknown } | undefined;
  const subject = claims.credentialSubject as
    | { identifier?: { identityType?: unknown; identityHash?: unknown }[]; achievement?: unknown }
    | undefined;
  const achievement = subject?.achievement as
    { name?: unknown; creator?: { name?: unknown } } | undefined;
  const status = claims.credentialStatus as
    | { statusListCredential?: unknown; statusListIndex?: unknown; statusPurpose?: unknown }
    | undefined;
  const name = subject?.identifier?.find((entry) => entry.identityType === 'name')?.identityHash;
  const position = Number(status?.statusListIndex);
  const facts = {
    issuerId: issuer?.id,
    issuerName: issuer?.name,
    studentName: name,
    courseName: achievement?.name,
    instructorName: achievement?.creator?.name,
    statusListUrl: status?.statusListCredential,
  };
  const texts = Object.values(facts).every((value) => typeof value === 'string');
  const completedAt = new Date(String(claims.validFrom));
  if (
    !texts ||
    claims.iss !== facts.issuerId ||
    status?.statusPurpose !== 'revocation' ||
    !Number.isInteger(position) ||
    Number.isNaN(completedAt.getTime())
  ) {
    return null;
  }
  return {
    ...(facts as Record<keyof typeof facts, string>),
    completedAt,
    statusPosition: position,
  };
}
