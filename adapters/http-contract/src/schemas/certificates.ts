import { z } from 'zod';
import {
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_ID_PATTERN,
  REVOCATION_REASON_MAX_LENGTH,
} from '@classroom/core/input-rules';
import { CERTIFICATE_SORTS, CERTIFICATE_STATES } from '@classroom/core/table-options';
import { queryInteger, requiredText } from '../fields';

export { CERTIFICATE_SORTS, CERTIFICATE_STATES };
export type { CertificateSort, CertificateState } from '@classroom/core/table-options';

// Certificates of completion (decision 28): the holder's, the admins', and the public checks.

/** Certificates per page of the admins' list. */
export const CERTIFICATES_PAGE_SIZE = 20;

const certificateId = z
  .string()
  .regex(CERTIFICATE_ID_PATTERN, { error: 'Not a certificate id' })
  .meta({
    description: "The certificate's id (a random UUID)",
    example: '3f0c7a52-8a9e-4c1b-9d64-2f6f0e8b1a77',
  });

/** `/:id` of a certificate. */
export const certificateParams = z.strictObject({ id: certificateId });

/** `/:id` of the public check: the certificate's id, or the code printed on it (any case). */
export const verificationParams = z.strictObject({
  id: z
    .string()
    .trim()
    .refine(
      (value) =>
        CERTIFICATE_ID_PATTERN.test(value.toLowerCase()) ||
        CERTIFICATE_CODE_PATTERN.test(value.toUpperCase()),
      { error: 'Not a certificate id or code' },
    )
    .meta({ description: "The certificate's id, or its printed code (GSC-XXXX-XXXX)" }),
});

/** `/:list` of a status list. */
export const statusListParams = z.strictObject({
  list: queryInteger('List', 0, 1_000_000).meta({ description: 'The list number (0 first)' }),
});

/** GET /api/v1/admin/certificates */
export const adminCertificatesQuery = z.strictObject({
  search: z
    .string()
    .trim()
    .max(254, { error: 'Search must be at most 254 characters' })
    .optional()
    .meta({
      description:
        "Part of a certificate's code, of its holder's e-mail or name, or of its course's name (any case)",
    }),
  state: z
    .enum(CERTIFICATE_STATES, { error: 'Not a state of a certificate' })
    .optional()
    .meta({ description: 'Standing (valid) or revoked certificates only' }),
  sort: z
    .enum(CERTIFICATE_SORTS, { error: 'Not a sort of this table' })
    .optional()
    .meta({ description: "Newest first when not given; holder is by the holder's name" }),
  page: queryInteger('Page', 1, 1_000_000).optional(),
});

/** POST /api/v1/admin/certificates/:id/revocation */
export const revocationBody = z.strictObject({
  reason: requiredText('Reason', REVOCATION_REASON_MAX_LENGTH).meta({
    description: 'Why the certificate is revoked: kept with it and in the audit log',
  }),
});

export type RevocationBody = z.infer<typeof revocationBody>;
export type AdminCertificatesQuery = z.input<typeof adminCertificatesQuery>;
