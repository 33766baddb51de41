import { z } from 'zod';
import { CERTIFICATES_PAGE_SIZE } from './certificates';

const dateTime = z.iso.datetime();

const certificateFields = {
  _id: z.string(),
  code: z.string(),
  studentName: z.string().meta({ description: 'As the name stood when the course was completed' }),
  courseId: z.string(),
  courseName: z.string(),
  instructorName: z.string(),
  completedAt: dateTime,
  status: z.enum(['valid', 'revoked']),
  revokedAt: dateTime.nullable(),
  verifyUrl: z.string().meta({ description: 'The public verify page' }),
};

/** A certificate in the holder's list. */
export const certificateWire = z.strictObject(certificateFields).meta({ id: 'Certificate' });

/** One certificate for its holder: with the signed credential, as issued, for a wallet. */
export const certificateDetailsWire = z
  .strictObject({
    ...certificateFields,
    credentialJwt: z.string().meta({ description: 'The Open Badges 3.0 credential as a VC-JWT' }),
    credential: z
      .record(z.string(), z.unknown())
      .meta({ description: 'The same credential as JSON: the JWT payload' }),
    issuerName: z.string(),
  })
  .meta({ id: 'CertificateDetails' });

/** A certificate in the admins' list. */
export const adminCertificateWire = z
  .strictObject({
    ...certificateFields,
    email: z.string().meta({ description: "The holder's e-mail" }),
    revocationReason: z.string().nullable(),
  })
  .meta({ id: 'AdminCertificate' });

export const adminCertificatesPageWire = z
  .strictObject({
    certificates: z.array(adminCertificateWire),
    page: z.int().min(1),
    pages: z.int().min(1),
    total: z.int().min(0),
    pageSize: z.literal(CERTIFICATES_PAGE_SIZE),
  })
  .meta({ id: 'AdminCertificatesPage' });

/** What the public verify page shows: only what the signed credential states. */
export const verificationWire = z
  .strictObject({
    _id: z.string(),
    code: z.string(),
    status: z.enum(['valid', 'revoked', 'invalid']).meta({
      description:
        'valid: signature, issuer and revocation bit check out; revoked: its bit is set; invalid: the credential does not check out (nothing else is shown)',
    }),
    studentName: z.string().nullable(),
    courseName: z.string().nullable(),
    instructorName: z.string().nullable(),
    completedAt: dateTime.nullable(),
    issuerName: z.string().nullable(),
    issuerId: z.string().nullable().meta({ description: "The issuer's DID (did:web)" }),
    revokedAt: dateTime.nullable(),
    verifyUrl: z.string(),
  })
  .meta({ id: 'Verification' });

export const didDocumentWire = z
  .looseObject({
    '@context': z.array(z.string()),
    id: z.string(),
    verificationMethod: z.array(
      z.strictObject({
        id: z.string(),
        type: z.literal('JsonWebKey2020'),
        controller: z.string(),
        publicKeyJwk: z.record(z.string(), z.string()),
      }),
    ),
    assertionMethod: z.array(z.string()),
  })
  .meta({ id: 'DidDocument' });

export const jwksWire = z
  .strictObject({ keys: z.array(z.record(z.string(), z.string())) })
  .meta({ id: 'JsonWebKeySet' });

export type CertificateWire = z.infer<typeof certificateWire>;
export type CertificateDetailsWire = z.infer<typeof certificateDetailsWire>;
export type AdminCertificateWire = z.infer<typeof adminCertificateWire>;
export type AdminCertificatesPageWire = z.infer<typeof adminCertificatesPageWire>;
export type VerificationWire = z.infer<typeof verificationWire>;
