import { describe, expect, it } from 'vitest';
import type {
  CertificateEntry,
  CertificateFilters,
  CertificatesApi,
} from '../api/certificates-api';
import { AdminCertificatesStore } from './admin-certificates.store';

function anEntry(n: number, status: CertificateEntry['status']): CertificateEntry {
  return {
    id: `certificate-${n}`,
    code: `GSC-AAAA-000${n}`,
    studentName: `Student ${n}`,
    courseId: 'course-1',
    courseName: 'Watercolor',
    instructorName: 'Ada',
    completedAt: `2026-01-0${n}T10:00:00.000Z`,
    status,
    revokedAt: status === 'revoked' ? '2026-02-01T10:00:00.000Z' : null,
    verifyUrl: `https://classroom.test/verify/certificate-${n}`,
  };
}

/** Three certificates, newest first, the middle one revoked. */
function fakeApi(): CertificatesApi & { asked: [string, CertificateFilters][] } {
  const entries = [anEntry(3, 'valid'), anEntry(2, 'revoked'), anEntry(1, 'valid')];
  const asked: [string, CertificateFilters][] = [];
  return {
    asked,
    async listAll(page, search, filters = {}) {
      asked.push([search, filters]);
      const items = entries.filter((entry) => !filters.state || entry.status === filters.state);
      if (filters.sort === 'oldest') items.reverse();
      return { items, page, pages: 1, total: items.length };
    },
    listMine: () => Promise.reject(new Error('not here')),
    credential: () => Promise.reject(new Error('not here')),
    pdfUrl: (id) => `/pdf/${id}`,
    revoke: () => Promise.reject(new Error('not here')),
  };
}

describe('AdminCertificatesStore', () => {
  it('asks for the search with the status and order set, from the first page', async () => {
    const api = fakeApi();
    const store = new AdminCertificatesStore(api);
    await store.find('water');

    await store.filter({ state: 'valid', sort: 'oldest' });
    expect(store.rows.map((entry) => entry.id)).toEqual(['certificate-1', 'certificate-3']);
    expect(store.page).toBe(1);
    await store.filter({ state: undefined });
    expect(store.total).toBe(3);
    expect(api.asked.at(-1)).toEqual(['water', { state: undefined, sort: 'oldest' }]);
  });
});
