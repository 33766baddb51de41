import {
  adminCertificatesPageWire,
  adminCertificateWire,
  certificateDetailsWire,
  certificateWire,
  pathOf,
  type AdminCertificateWire,
  type CertificateWire,
} from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';
import type { CertificateEntry, CertificatesApi } from './certificates-api';

function toEntry(wire: CertificateWire | AdminCertificateWire): CertificateEntry {
  const { _id, ...fields } = wire;
  return { id: _id, ...fields };
}

/** The certificates' port over the v1 API. */
export function createHttpCertificatesApi(client: ApiClient): CertificatesApi {
  return {
    async listMine() {
      const list = await client.get(pathOf('myCertificates'), {
        schema: certificateWire.array(),
      });
      return list.map(toEntry);
    },
    async credential(id) {
      const details = await client.get(pathOf('getCertificate', { id }), {
        schema: certificateDetailsWire,
      });
      return { jwt: details.credentialJwt, json: details.credential };
    },
    pdfUrl: (id) => client.url(pathOf('certificatePdf', { id })),
    async listAll(page, search, filters = {}) {
      const answer = await client.get(pathOf('adminCertificates'), {
        query: { page, search: search.trim() || undefined, ...filters },
        schema: adminCertificatesPageWire,
      });
      return {
        items: answer.certificates.map(toEntry),
        page: answer.page,
        pages: answer.pages,
        total: answer.total,
      };
    },
    async revoke(id, reason) {
      return toEntry(
        await client.post(
          pathOf('revokeCertificate', { id }),
          { reason },
          {
            schema: adminCertificateWire,
          },
        ),
      );
    },
  };
}
