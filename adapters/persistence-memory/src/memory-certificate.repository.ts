import {
  Certificate,
  type CertificateFilter,
  type CertificateProps,
  type CertificateRepository,
  type Email,
  type Page,
  type PageRequest,
} from '@classroom/core';
import { byText, containsText, pageOf } from './memory-table-query';

const newestFirst = (a: CertificateProps, b: CertificateProps) =>
  b.completedAt.getTime() - a.completedAt.getTime() || b.id.localeCompare(a.id);

export class MemoryCertificateRepository implements CertificateRepository {
  constructor(private readonly rows: Map<string, CertificateProps>) {}

  async add(certificate: Certificate): Promise<void> {
    const row = certificate.toProps();
    const clash = [...this.rows.values()].some(
      (other) =>
        other.id === row.id ||
        other.code === row.code ||
        other.enrollmentId === row.enrollmentId ||
        other.statusIndex === row.statusIndex,
    );
    // As the table's unique keys would refuse it.
    if (clash) throw new Error('A certificate with this id, code, enrollment or index exists.');
    this.rows.set(row.id, row);
  }

  async findById(id: string): Promise<Certificate | null> {
    return this.restore(this.rows.get(id));
  }

  async findByCode(code: string): Promise<Certificate | null> {
    return this.restore(this.find((row) => row.code === code));
  }

  async findByEnrollment(enrollmentId: string): Promise<Certificate | null> {
    return this.restore(this.find((row) => row.enrollmentId === enrollmentId));
  }

  async holdsIndex(statusIndex: number): Promise<boolean> {
    return this.find((row) => row.statusIndex === statusIndex) !== undefined;
  }

  async count(): Promise<number> {
    return this.rows.size;
  }

  async listOfHolder(email: Email): Promise<Certificate[]> {
    return [...this.rows.values()]
      .filter((row) => row.email === email)
      .sort(newestFirst)
      .map((row) => Certificate.restore(row));
  }

  async list(filter: CertificateFilter, page: PageRequest): Promise<Page<Certificate>> {
    const { search, state, sort } = filter;
    const rows = [...this.rows.values()]
      .filter(
        (row) =>
          containsText(search, row.code, row.email, row.studentName, row.courseName) &&
          (!state || (row.revokedAt === null) === (state === 'valid')),
      )
      .sort(newestFirst);
    if (sort === 'oldest') rows.reverse();
    // A stable sort: each holder's certificates stay newest first.
    if (sort === 'holder') rows.sort((a, b) => byText(a.studentName, b.studentName));
    return pageOf(rows, page, (row) => Certificate.restore(row));
  }

  async transferHolder(from: Email, to: Email): Promise<void> {
    for (const row of [...this.rows.values()]) {
      if (row.email === from) this.rows.set(row.id, { ...row, email: to });
    }
  }

  async saveRevocation(certificate: Certificate): Promise<boolean> {
    const row = this.rows.get(certificate.id);
    if (!row || row.revokedAt !== null) return false;
    const { revokedAt, revocationReason } = certificate.toProps();
    this.rows.set(row.id, { ...row, revokedAt, revocationReason });
    return true;
  }

  async isRevoked(statusIndex: number): Promise<boolean> {
    return (this.find((row) => row.statusIndex === statusIndex)?.revokedAt ?? null) !== null;
  }

  async revokedAtOf(statusIndex: number): Promise<Date | null | undefined> {
    const row = this.find((candidate) => candidate.statusIndex === statusIndex);
    return row ? row.revokedAt : undefined;
  }

  async revokedIndexes(from: number, to: number): Promise<number[]> {
    return [...this.rows.values()]
      .filter((row) => row.revokedAt !== null && row.statusIndex >= from && row.statusIndex < to)
      .map((row) => row.statusIndex)
      .sort((a, b) => a - b);
  }

  private find(test: (row: CertificateProps) => boolean): CertificateProps | undefined {
    for (const row of this.rows.values()) if (test(row)) return row;
    return undefined;
  }

  private restore(row: CertificateProps | undefined): Certificate | null {
    return row ? Certificate.restore(row) : null;
  }
}
