import { apiErrorSchema, authJsCsrfSchema, authJsRedirectSchema, sessionSchema } from 'shared-contracts';
import { z } from 'zod';
import { componentRef, nameComponent } from '../openapi/components';
import { apiTags } from '../openapi/tags';
import { AUTH_JS_BASE_PATH } from './auth-js-config';

/**
 * The Auth.js calls the shop serves, one operation each, for the OpenAPI document. Fastify knows
 * them only as the catch-all /api/auth/* (auth-js-plugin.ts), which is hidden from the document in
 * their favour; this describes what Auth.js answers with this app's configuration
 * (auth-js-config.ts: the credentials provider only, the shop's login page as sign-in and error
 * page). Documentation only: nothing here is served. Auth.js also answers a few more paths that
 * the shop does not use (verify-request, for an email provider it does not have; a POST to signin,
 * which redirects to GET signin): they are left out.
 */

type Json = Record<string, unknown>;

/** What GET /api/auth/providers answers: each provider by its id. */
const authProvidersSchema = z.record(
  z.string(),
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    signinUrl: z.string(),
    callbackUrl: z.string(),
  }),
);

const csrfToken = z
  .string()
  .min(1)
  .describe('The token of GET /api/auth/csrf; it must match the CSRF cookie.');
const callbackUrl = z
  .string()
  .optional()
  .describe(
    'Where to go afterwards: a path or an address of the shop; any other origin is replaced by the shop.',
  );

const csrfForm = z.object({ csrfToken });
const signOutForm = z.object({ csrfToken, callbackUrl });
const credentialsForm = z.object({
  csrfToken,
  callbackUrl,
  email: z.string().min(1),
  password: z.string().min(1),
  captchaToken: z
    .string()
    .min(1)
    .describe('The solved captcha of GET /orders/api/v1/auth/captcha-challenge.'),
});

const returnRedirectHeader = z.object({
  'x-auth-return-redirect': z
    .string()
    .optional()
    .describe('Any value: answer 200 with the address as JSON (AuthRedirect) instead of a 302.'),
});
const credentialsHeaders = returnRedirectHeader.extend({
  'device-id': z.string().max(128).optional().describe("The browser's device id, recorded with the account."),
});

/** A zod schema that stays inline, as JSON Schema for OpenAPI 3.0 (zod's own converter). */
function inline(schema: z.ZodType, io: 'input' | 'output' = 'input'): Json {
  const { $schema: _schema, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io }) as Json;
  return json;
}

function parameters(where: 'query' | 'header', schema: z.ZodObject): Json[] {
  const json = inline(schema) as { properties: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties).map(([name, { description, ...property }]) => ({
    name,
    in: where,
    required: json.required?.includes(name) ?? false,
    ...(description ? { description } : {}),
    schema: property,
  }));
}

const json = (schema: Json) => ({ content: { 'application/json': { schema } } });
/** Auth.js reads a posted body as a form or as JSON. */
const formBody = (schema: z.ZodObject) => ({
  required: true,
  content: {
    'application/x-www-form-urlencoded': { schema: inline(schema) },
    'application/json': { schema: inline(schema) },
  },
});
const redirect = (description: string) => ({
  description,
  headers: { Location: { description: 'The address to go to', schema: { type: 'string' } } },
});
const CSRF_REFUSED =
  'Without a matching CSRF token a caller that reads JSON (X-Auth-Return-Redirect, a JSON body, or ' +
  'Accept: application/json without text/html) gets 400 csrfInvalid; a browser form post is sent to ' +
  '/pages/login?error=MissingCSRF. A body that cannot be read is 400 badRequest (auth-js-refusals.ts).';

function operation(summary: string, description: string, rest: Json): Json {
  return { tags: apiTags('auth'), summary, description, ...rest };
}

/** The paths of the document for Auth.js, keyed as the OpenAPI `paths` object. */
export function authJsPaths(): Record<string, Json> {
  nameComponent(
    authProvidersSchema,
    'AuthProviders',
    'The sign-in providers by id, with the addresses Auth.js takes them at; the shop has credentials only.',
  );
  const path = (name: string) => `${AUTH_JS_BASE_PATH}/${name}`;
  const sessionOrNull = { anyOf: [componentRef(sessionSchema), inline(z.null(), 'output')] };
  // The check in front of Auth.js (callback-url-guard.ts), on every call.
  const badCallbackUrl = {
    400: {
      description:
        'callbackUrl (in the query, or the authjs.callback-url cookie) is not an address: invalidCallbackUrl',
      ...json(componentRef(apiErrorSchema)),
    },
  };
  // The form posts: the same 400 (ApiError) for a bad callbackUrl, CSRF token or body.
  const refusedForm = {
    400: {
      description:
        'callbackUrl is not an address (invalidCallbackUrl), the body cannot be read (badRequest), or, ' +
        'for a caller that reads JSON, the CSRF token does not match (csrfInvalid)',
      ...json(componentRef(apiErrorSchema)),
    },
  };
  return {
    [path('csrf')]: {
      get: operation(
        'A CSRF token for the forms posted to /api/auth',
        'Sets the authjs.csrf-token cookie the token is checked against (double submit). Never cached.',
        {
          responses: {
            200: { description: 'The token', ...json(componentRef(authJsCsrfSchema)) },
            ...badCallbackUrl,
          },
        },
      ),
    },
    [path('providers')]: {
      get: operation(
        'The sign-in providers',
        'Only the credentials provider (email, password and captcha).',
        {
          responses: {
            200: { description: 'The providers by id', ...json(componentRef(authProvidersSchema)) },
            ...badCallbackUrl,
          },
        },
      ),
    },
    [path('session')]: {
      get: operation(
        "The visitor's session: the signed-in user and an access token, or null",
        'Read by the shell on every page. Each read checks the account (it still exists, is verified ' +
          'and has not reset its password since the sign-in): otherwise the session ends and the answer ' +
          'is null. userInfo is read afresh, and the access token is renewed once half its life has passed.',
        {
          responses: {
            200: { description: 'The session, or null when there is none', ...json(sessionOrNull) },
            ...badCallbackUrl,
          },
        },
      ),
      post: operation(
        'Read the session as GET does, with the CSRF token',
        "Auth.js's session update; the shop's session takes no data from the client, so this answers as GET.",
        {
          requestBody: formBody(csrfForm),
          responses: {
            200: { description: 'The session, or null when there is none', ...json(sessionOrNull) },
            400: {
              description:
                'The CSRF token is missing or wrong (csrfInvalid), or callbackUrl is not an address (invalidCallbackUrl)',
              ...json(componentRef(apiErrorSchema)),
            },
          },
        },
      ),
    },
    [path('signin')]: {
      get: operation(
        "Send the browser to the shop's login page",
        'To /pages/login, with callbackUrl (default: the shop) and error passed on. Signing in itself ' +
          'is POST /api/auth/callback/credentials.',
        {
          parameters: parameters(
            'query',
            z.object({
              callbackUrl,
              error: z.string().optional().describe('An Auth.js error type to show, e.g. SessionRequired.'),
            }),
          ),
          responses: { 302: redirect('To /pages/login?callbackUrl=…&error=…'), ...badCallbackUrl },
        },
      ),
    },
    [path('callback/credentials')]: {
      post: operation(
        'Sign in with email, password and captcha; sets the session cookie',
        'The same rules as POST /orders/api/v1/auth/login: the captcha, then the lockout after repeated ' +
          'failures, then the password, then a verified account. A refusal sends the browser to ' +
          '/pages/login?error=CredentialsSignin&code=<code>, the code being invalidCredentials, ' +
          `captchaRequired, required, accountLocked or tooManyAttempts (also for a caller that reads ` +
          'JSON: { url } with the code, which the account remote reads). While Redis is down a caller ' +
          `that reads JSON gets 503 serviceUnavailable, a browser code=serviceUnavailable. ${CSRF_REFUSED}`,
        {
          parameters: parameters('header', credentialsHeaders),
          requestBody: formBody(credentialsForm),
          responses: {
            200: {
              description: 'With X-Auth-Return-Redirect: where to go, the same address as the 302',
              ...json(componentRef(authJsRedirectSchema)),
            },
            302: redirect('Signed in: to callbackUrl. Refused: to the login page with the error and code'),
            ...refusedForm,
            503: {
              description:
                'Redis, where sign-in failures are counted, is down: serviceUnavailable (ApiError)',
              ...json(componentRef(apiErrorSchema)),
            },
          },
        },
      ),
    },
    [path('signout')]: {
      get: operation(
        "Auth.js's own sign-out confirmation page",
        'An HTML page whose button posts the sign-out form; the shop signs out with POST directly.',
        {
          responses: {
            200: { description: 'The page', content: { 'text/html': { schema: { type: 'string' } } } },
            ...badCallbackUrl,
          },
        },
      ),
      post: operation('Sign out: end the session and remove its cookie', CSRF_REFUSED, {
        parameters: parameters('header', returnRedirectHeader),
        requestBody: formBody(signOutForm),
        responses: {
          200: {
            description: 'With X-Auth-Return-Redirect: where to go, the same address as the 302',
            ...json(componentRef(authJsRedirectSchema)),
          },
          302: redirect('Signed out: to callbackUrl'),
          ...refusedForm,
        },
      }),
    },
    [path('error')]: {
      get: operation(
        "Send the browser to the shop's login page with an Auth.js error",
        'Auth.js sends its own errors straight to /pages/login; this address does the same.',
        {
          parameters: parameters('query', z.object({ error: z.string().optional() })),
          responses: { 302: redirect('To /pages/login?error=…'), ...badCallbackUrl },
        },
      ),
    },
  };
}
