import * as z from 'zod/mini';

/** 0 = consumer, 1 = business (B2B). */
export const ACCOUNT_TYPES = { consumer: 0, business: 1 } as const;
export const accountTypeSchema = z.union([z.literal(0), z.literal(1)]);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const userInfoSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accountType: accountTypeSchema,
  /** A business account is confirmed by the shop before business prices apply. */
  confirmB2BUser: z.boolean(),
  bdCompanyName: z.nullable(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** What a successful login stores (spec §3, user session data). */
export const userSessionDataSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  userInfo: userInfoSchema,
});
export type UserSessionData = z.infer<typeof userSessionDataSchema>;

/** An unconfirmed business user with a company name is sent to the account page (spec §4). */
export function needsB2BConfirmation(user: UserInfo): boolean {
  return user.accountType === ACCOUNT_TYPES.business && !user.confirmB2BUser && !!user.bdCompanyName;
}
