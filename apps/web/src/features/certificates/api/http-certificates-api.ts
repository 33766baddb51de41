import {
  endpoints,
  hrefOf,
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
      return (await client.call(endpoints.myCertificates)).map(toEntry);
    },
    async credential(id) {
      const details = await client.call(endpoints.getCertificate, { params: { id } });
      return { jwt: details.credentialJwt, json: details.credential };
    },
    pdfUrl: (id) => client.url(hrefOf(endpoints.certificatePdf, { id })),
    async listAll(page, search, filters = {}) {
      const answer = await client.call(endpoints.adminCertificates, {
        query: { page, search: search.trim() || undefined, ...filters },
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
        await client.call(endpoints.revokeCertificate, { params: { id }, body: { reason } }),
      );
    },
  };
}
