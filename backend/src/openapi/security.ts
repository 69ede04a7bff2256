/**
 * Who may call what, as the OpenAPI document says it: the security schemes and the requirement a
 * route names in its schema (`security`). Documentation only: the routes check the tokens
 * themselves (accounts/authenticate.ts, releases/operator-token.ts).
 */
export const SECURITY_SCHEMES = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The accessToken of POST /orders/api/v1/auth/login or of the Auth.js session (GET /api/auth/session). ' +
      'A token that is malformed, expired or revoked (a password reset revokes them) is refused with 401.',
  },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The operator token: OPERATOR_TOKEN, or the one the server generated in DATA_DIR at its first start ' +
      '(docs/operating.md).',
  },
} as const;

/** A route's security requirement: any one of the entries will do; `{}` is nobody's token. */
type Requirement = Array<Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>>;

/** Only a signed-in user. */
export const SIGNED_IN: Requirement = [{ accessToken: [] }];
/** A guest, or a signed-in user (then the answer is the account's: its prices, its orders). */
export const GUEST_OR_SIGNED_IN: Requirement = [{}, { accessToken: [] }];
/** Only the operator. */
export const OPERATOR_ONLY: Requirement = [{ operatorToken: [] }];
