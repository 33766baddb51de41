import {
  pageOffset,
  type Certificate,
  type CertificateFilter,
  type CertificateRepository,
  type Email,
  type Page,
  type PageRequest,
} from '@classroom/core';
import type { Knex } from 'knex';
import { toCertificate, toCertificateRow, type CertificateRow } from './certificate-row';
import { whereContains } from './table-query';

/** The `certificates` table. */
export class KnexCertificateRepository implements CertificateRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async add(certificate: Certificate): Promise<void> {
    await this.db('certificates').insert(toCertificateRow(certificate));
  }

  findById(id: string): Promise<Certificate | null> {
    return this.findOne({ id });
  }

  findByCode(code: string): Promise<Certificate | null> {
    return this.findOne({ code });
  }

  findByEnrollment(enrollmentId: string): Promise<Certificate | null> {
    return this.findOne({ enrollment_id: enrollmentId });
  }

  async holdsIndex(statusIndex: number): Promise<boolean> {
    return (
      (await this.db('certificates').where({ status_index: statusIndex }).first('id')) !== undefined
    );
  }

  async count(): Promise<number> {
    const [row] = await this.db('certificates').count({ n: '*' });
    return Number(row?.n ?? 0);
  }

  async listOfHolder(email: Email): Promise<Certificate[]> {
    const rows = await this.db<CertificateRow>('certificates')
      .where({ email })
      .orderBy([
        { column: 'completed_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return rows.map(toCertificate);
  }

  async list(filter: CertificateFilter, page: PageRequest): Promise<Page<Certificate>> {
    const filtered = () => {
      const query = whereContains(this.db<CertificateRow>('certificates'), filter.search, [
        'code',
        'email',
        'student_name',
        'course_name',
      ]);
      if (filter.state === 'valid') query.whereNull('revoked_at');
      if (filter.state === 'revoked') query.whereNotNull('revoked_at');
      return query;
    };
    const order = filter.sort === 'oldest' ? 'asc' : 'desc';
    // The page's ids from the narrow table index, then those rows whole (see migration 025).
    const [ids, [count]] = await Promise.all([
      filtered()
        .orderBy([
          // Any case, on both dialects (SQLite's own order puts capitals first).
          ...(filter.sort === 'holder' ? [{ column: this.db.raw('LOWER(student_name)') }] : []),
          { column: 'completed_at', order },
          { column: 'id', order },
        ])
        .limit(page.limit)
        .offset(pageOffset(page))
        .pluck('id') as Promise<string[]>,
      filtered().count({ n: '*' }),
    ]);
    const found = new Map(
      (await this.db<CertificateRow>('certificates').whereIn('id', ids)).map((row) => [
        row.id,
        row,
      ]),
    );
    const rows = ids.map((id) => found.get(id)).filter((row) => row !== undefined);
    return { items: rows.map(toCertificate), total: Number(count?.n ?? 0), ...page };
  }

  async transferHolder(from: Email, to: Email): Promise<void> {
    await this.db('certificates').where({ email: from }).update({ email: to });
  }

  async saveRevocation(certificate: Certificate): Promise<boolean> {
    const { revokedAt, revocationReason } = certificate.toProps();
    const changed = await this.db('certificates')
      .where({ id: certificate.id })
      .whereNull('revoked_at')
      .update({ revoked_at: revokedAt?.getTime() ?? null, revocation_reason: revocationReason });
    return changed === 1;
  }

  async isRevoked(statusIndex: number): Promise<boolean> {
    const row = await this.db('certificates')
      .where({ status_index: statusIndex })
      .whereNotNull('revoked_at')
      .first('id');
    return row !== undefined;
  }

  async revokedAtOf(statusIndex: number): Promise<Date | null | undefined> {
    const row = (await this.db('certificates')
      .where({ status_index: statusIndex })
      .first('revoked_at')) as { revoked_at: number | string | null } | undefined;
    if (!row) return undefined;
    return row.revoked_at === null ? null : new Date(Number(row.revoked_at));
  }

  async revokedIndexes(from: number, to: number): Promise<number[]> {
    const rows = (await this.db('certificates')
      .where('status_index', '>=', from)
      .andWhere('status_index', '<', to)
      .whereNotNull('revoked_at')
      .orderBy('status_index')
      .select('status_index')) as { status_index: number }[];
    return rows.map((row) => Number(row.status_index));
  }

  private async findOne(where: Partial<CertificateRow>): Promise<Certificate | null> {
    const row = await this.db<CertificateRow>('certificates').where(where).first();
    return row ? toCertificate(row) : null;
  }
}
