import {
  EmailTakenError,
  LocalAccount,
  type Email,
  type HttpUrl,
  type LocalAccountRepository,
} from '@classroom/core';
import type { Knex } from 'knex';
import { isUniqueViolation } from './driver-errors';

interface LocalAccountRow {
  email: string;
  display_name: string;
  photo_url: string;
  password_hash: string;
  created_at: number | string;
}

export class KnexLocalAccountRepository implements LocalAccountRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async findByEmail(email: Email): Promise<LocalAccount | null> {
    const row = await this.db<LocalAccountRow>('local_accounts').where({ email }).first();
    if (!row) return null;
    return LocalAccount.restore({
      email: row.email as Email,
      displayName: row.display_name,
      photoURL: row.photo_url as HttpUrl,
      passwordHash: row.password_hash,
      createdAt: new Date(Number(row.created_at)),
    });
  }

  async insert(account: LocalAccount): Promise<void> {
    const props = account.toProps();
    try {
      await this.db('local_accounts').insert({
        email: props.email,
        display_name: props.displayName,
        photo_url: props.photoURL,
        password_hash: props.passwordHash,
        created_at: props.createdAt.getTime(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }
}
