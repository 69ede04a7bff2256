/**
 * The b2bunf query value (spec §2: "an encoded flag") that marks the redirect of an unconfirmed
 * business user; base64 of "true", as the theme encoded it. It only chooses a notice to show:
 * whether the account is confirmed comes from the session, never from the address.
 */
export const B2B_UNCONFIRMED_FLAG = btoa('true');

export function isB2BUnconfirmedFlag(value: string | null): boolean {
  return value === B2B_UNCONFIRMED_FLAG;
}
