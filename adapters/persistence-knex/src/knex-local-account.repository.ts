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
  id: string;
  email: string;
  display_name: string;
  photo_url: string;
  password_hash: string;
  created_at: number | string;
  email_verified_at: number | string | null;
  last_sign_in_at: number | string | null;
}

const dateOrNull = (value: number | string | null) =>
  value === null ? null : new Date(Number(value));

function toAccount(row: LocalAccountRow): LocalAccount {
  return LocalAccount.restore({
    id: row.id,
    email: row.email as Email,
    displayName: row.display_name,
    photoURL: row.photo_url as HttpUrl,
    passwordHash: row.password_hash,
    createdAt: new Date(Number(row.created_at)),
    emailVerifiedAt: dateOrNull(row.email_verified_at),
    lastSignInAt: dateOrNull(row.last_sign_in_at),
  });
}

export class KnexLocalAccountRepository implements LocalAccountRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async findByEmail(email: Email): Promise<LocalAccount | null> {
    const row = await this.db<LocalAccountRow>('local_accounts').where({ email }).first();
    return row ? toAccount(row) : null;
  }

  async findById(id: string): Promise<LocalAccount | null> {
    const row = await this.db<LocalAccountRow>('local_accounts').where({ id }).first();
    return row ? toAccount(row) : null;
  }

  async insert(account: LocalAccount): Promise<void> {
    const props = account.toProps();
    try {
      await this.db('local_accounts').insert({
        id: props.id,
        email: props.email,
        display_name: props.displayName,
        photo_url: props.photoURL,
        password_hash: props.passwordHash,
        created_at: props.createdAt.getTime(),
        email_verified_at: props.emailVerifiedAt?.getTime() ?? null,
        last_sign_in_at: props.lastSignInAt?.getTime() ?? null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  async update(account: LocalAccount): Promise<void> {
    const props = account.toProps();
    await this.db('local_accounts')
      .where({ id: props.id })
      .update({
        password_hash: props.passwordHash,
        email_verified_at: props.emailVerifiedAt?.getTime() ?? null,
        last_sign_in_at: props.lastSignInAt?.getTime() ?? null,
      });
  }

  async delete(id: string): Promise<void> {
    await this.db('local_accounts').where({ id }).delete();
  }
}
