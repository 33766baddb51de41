import { z } from 'zod';
import type { ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
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
import { json, operation } from './operation';

const holderOrAdmin =
  "For the certificate's holder, and admins; anyone else is told it does not exist (404).";

const signedCredential = (description: string): ZodOpenApiResponseObject => ({
  description,
  content: {
    'application/vc+jwt': {
      schema: z
        .string()
        .meta({ description: 'A compact JWS (EdDSA) whose payload is the credential' }),
    },
  },
});

/** Certificates of completion: the holder's, the admins', and what anyone may check (issue 18). */
export const certificatePaths: ZodOpenApiPathsObject = {
  '/api/v1/certificates': {
    get: operation({
      operationId: 'myCertificates',
      tags: ['certification'],
      summary: "The signed-in student's certificates, newest first",
      ok: { 200: json('Their certificates', z.array(certificateWire)) },
      errors: [401, 403, 503],
    }),
  },
  '/api/v1/certificates/{id}': {
    get: operation({
      operationId: 'getCertificate',
      tags: ['certification'],
      summary: 'One certificate with its signed credential (VC-JWT and JSON), for a wallet',
      description: holderOrAdmin,
      requestParams: { path: certificateParams },
      ok: { 200: json('The certificate', certificateDetailsWire) },
      errors: [400, 401, 403, 404, 503],
    }),
  },
  '/api/v1/certificates/{id}/pdf': {
    get: operation({
      operationId: 'certificatePdf',
      tags: ['certification'],
      summary: 'The printable certificate: a one-page PDF with a QR code of its verify page',
      description: `${holderOrAdmin} A revoked certificate is not printed: 409 \`certificate_revoked\`.`,
      requestParams: { path: certificateParams },
      ok: {
        200: {
          description: 'The PDF, as an attachment named certificate-CODE.pdf',
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        },
      },
      errors: [400, 401, 403, 404, 409, 503],
    }),
  },
  '/api/v1/certificates/{id}/verification': {
    get: operation({
      operationId: 'verifyCertificate',
      tags: ['certification'],
      summary: 'Anyone checks a certificate: its signature, its issuer and its revocation bit',
      description:
        'Public. Shows only what the signed credential states. An unknown id or code is 404.',
      public: true,
      requestParams: { path: verificationParams },
      ok: { 200: json('The verdict and the signed facts', verificationWire) },
      errors: [400, 404, 503],
    }),
  },
  '/api/v1/admin/certificates': {
    get: operation({
      operationId: 'adminCertificates',
      tags: ['admin'],
      summary: 'Every certificate, newest first, 20 a page; found by code or e-mail',
      requestParams: { query: adminCertificatesQuery },
      ok: { 200: json('A page of certificates', adminCertificatesPageWire) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/admin/certificates/{id}/revocation': {
    post: operation({
      operationId: 'revokeCertificate',
      tags: ['admin'],
      summary: 'Revoke a certificate, with a reason (recorded in the audit log)',
      description:
        'Its verify page and its status list bit say revoked from then on. A certificate is ' +
        'revoked once: again is 409 `certificate_already_revoked`.',
      requestParams: { path: certificateParams },
      body: revocationBody,
      ok: { 200: json('The revoked certificate', adminCertificateWire) },
      errors: [400, 401, 403, 404, 409, 413, 415, 422, 503],
    }),
  },
  '/.well-known/did.json': {
    get: operation({
      operationId: 'didDocument',
      tags: ['certification'],
      summary: "The issuer's did:web DID document: every key that signed a credential",
      public: true,
      ok: { 200: json('The DID document', didDocumentWire) },
      errors: [503],
    }),
  },
  '/.well-known/jwks.json': {
    get: operation({
      operationId: 'issuerKeys',
      tags: ['certification'],
      summary: "The issuer's public keys as a JWK set (kid: the key's DID URL)",
      public: true,
      ok: { 200: json('The keys', jwksWire) },
      errors: [503],
    }),
  },
  '/credentials/status/{list}': {
    get: operation({
      operationId: 'statusList',
      tags: ['certification'],
      summary: 'A revocation status list (W3C Bitstring Status List), signed as a VC-JWT',
      public: true,
      requestParams: { path: statusListParams },
      ok: { 200: signedCredential('The BitstringStatusListCredential') },
      errors: [400, 404, 503],
    }),
  },
};
