import type { AccountType, LocaleCode, UserInfo } from 'shared-contracts';
import { parseLocale } from 'shared-contracts';
import type { Queryable } from '../db/database';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  account_type: number;
  company_name: string | null;
  confirm_b2b: boolean;
  verified: boolean;
  newsletters: boolean;
  phone: string | null;
  locale: string;
  token_version: number;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
  companyName: string | null;
  newsletters: boolean;
  locale: LocaleCode;
  verified?: boolean;
  confirmB2B?: boolean;
}

const COLUMNS = `id, email, password_hash, first_name, last_name, account_type, company_name, confirm_b2b,
  verified, newsletters, phone, locale, token_version`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
    email.trim(),
  ]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/** Inserts the user; undefined when the email is taken (whatever its case). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (email, password_hash, first_name, last_name, account_type, company_name, newsletters, locale, verified, confirm_b2b)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      user.email.trim(),
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.accountType,
      user.companyName,
      user.newsletters,
      user.locale,
      user.verified ?? false,
      user.confirmB2B ?? false,
    ],
  );
  return rows[0];
}

export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    accountType: row.account_type === 1 ? 1 : 0,
    confirmB2BUser: row.confirm_b2b,
    bdCompanyName: row.company_name,
  };
}

export function localeOf(row: Pick<UserRow, 'locale'>): LocaleCode {
  return parseLocale(row.locale);
}

/** Business prices apply only to a business account the shop has confirmed (spec §6). */
export function isConfirmedBusiness(row: Pick<UserRow, 'account_type' | 'confirm_b2b'> | undefined): boolean {
  return row?.account_type === 1 && row.confirm_b2b;
}

export async function recordDevice(db: Queryable, userId: number, deviceId: string): Promise<void> {
  await db.query(
    `INSERT INTO user_devices (user_id, device_id) VALUES ($1, $2)
     ON CONFLICT (user_id, device_id) DO UPDATE SET last_seen_at = now(), login_count = user_devices.login_count + 1`,
    [userId, deviceId],
  );
}
