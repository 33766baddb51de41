import { z } from 'zod';
import {
  adminCertificateWire,
  adminCertificatesPageWire,
  certificateDetailsWire,
  certificateWire,
  didDocumentWire,
  jwksWire,
  verificationWire,
} from '../schemas/certificate-answers';
import {
  adminCertificatesQuery,
  certificateParams,
  revocationBody,
  statusListParams,
  verificationParams,
} from '../schemas/certificates';
import { endpointTable } from './endpoint';

const holderOrAdmin =
  "For the certificate's holder, and admins; anyone else is told it does not exist (404).";

/**
 * Certificates of completion (issue 18): the holder's, the admins', the public check, and
 * what a verifier fetches to check a credential offline (the issuer's keys, status lists).
 */
export const certificationEndpoints = endpointTable({
  myCertificates: {
    method: 'GET',
    path: '/api/v1/certificates',
    access: 'signedIn',
    tag: 'certification',
    summary: "The signed-in student's certificates, newest first",
    answer: { 200: { description: 'Their certificates', schema: z.array(certificateWire) } },
    errors: ['forbidden', 'service_unavailable'],
  },
  getCertificate: {
    method: 'GET',
    path: '/api/v1/certificates/:id',
    access: 'signedIn',
    tag: 'certification',
    summary: 'One certificate with its signed credential (VC-JWT and JSON), for a wallet',
    description: holderOrAdmin,
    params: certificateParams,
    answer: { 200: { description: 'The certificate', schema: certificateDetailsWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  certificatePdf: {
    method: 'GET',
    path: '/api/v1/certificates/:id/pdf',
    access: 'signedIn',
    tag: 'certification',
    summary: 'The printable certificate: a one-page PDF with a QR code of its verify page',
    description: `${holderOrAdmin} A revoked certificate is not printed: 409 \`certificate_revoked\`.`,
    params: certificateParams,
    answer: {
      200: {
        description: 'The PDF, as an attachment named certificate-CODE.pdf',
        schema: z.string().meta({ format: 'binary' }),
        mediaType: 'application/pdf',
      },
    },
    errors: ['forbidden', 'not_found', 'certificate_revoked', 'service_unavailable'],
  },
  verifyCertificate: {
    method: 'GET',
    path: '/api/v1/certificates/:id/verification',
    access: 'public',
    tag: 'certification',
    summary: 'Anyone checks a certificate: its signature, its issuer and its revocation bit',
    description:
      'Public. Shows only what the signed credential states. An unknown id or code is 404.',
    params: verificationParams,
    answer: { 200: { description: 'The verdict and the signed facts', schema: verificationWire } },
    errors: ['not_found', 'service_unavailable'],
  },
  adminCertificates: {
    method: 'GET',
    path: '/api/v1/admin/certificates',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Every certificate, newest first, 20 a page; found by code or e-mail',
    query: adminCertificatesQuery,
    answer: { 200: { description: 'A page of certificates', schema: adminCertificatesPageWire } },
    paging: 'page',
    errors: ['forbidden', 'service_unavailable'],
  },
  revokeCertificate: {
    method: 'POST',
    path: '/api/v1/admin/certificates/:id/revocation',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Revoke a certificate, with a reason (recorded in the audit log)',
    description:
      'Its verify page and its status list bit say revoked from then on. A certificate is ' +
      'revoked once: again is 409 `certificate_already_revoked`.',
    params: certificateParams,
    body: revocationBody,
    answer: { 200: { description: 'The revoked certificate', schema: adminCertificateWire } },
    errors: [
      'forbidden',
      'not_found',
      'certificate_already_revoked',
      'payload_too_large',
      'unsupported_media_type',
      'validation_failed',
      'service_unavailable',
    ],
  },
  didDocument: {
    method: 'GET',
    path: '/.well-known/did.json',
    access: 'public',
    tag: 'certification',
    summary: "The issuer's did:web DID document: every key that signed a credential",
    description: 'Kept by browsers and proxies for five minutes.',
    answer: { 200: { description: 'The DID document', schema: didDocumentWire } },
    errors: ['service_unavailable'],
  },
  issuerKeys: {
    method: 'GET',
    path: '/.well-known/jwks.json',
    access: 'public',
    tag: 'certification',
    summary: "The issuer's public keys as a JWK set (kid: the key's DID URL)",
    description: 'Kept by browsers and proxies for five minutes.',
    answer: { 200: { description: 'The keys', schema: jwksWire } },
    errors: ['service_unavailable'],
  },
  statusList: {
    method: 'GET',
    path: '/credentials/status/:list',
    access: 'public',
    tag: 'certification',
    summary: 'A revocation status list (W3C Bitstring Status List), signed as a VC-JWT',
    description:
      'Kept by browsers and proxies for a minute: a revocation reaches verifiers within one.',
    params: statusListParams,
    answer: {
      200: {
        description: 'The BitstringStatusListCredential',
        schema: z
          .string()
          .meta({ description: 'A compact JWS (EdDSA) whose payload is the credential' }),
        mediaType: 'application/vc+jwt',
      },
    },
    errors: ['not_found', 'service_unavailable'],
  },
});
