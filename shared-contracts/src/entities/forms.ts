import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '../constants';
import type { MessageId } from '../messages';
import { accountTypeSchema } from './user';

/**
 * Form schemas. Issue messages are message ids (see messages.ts) so that the server's answer
 * and the client's form show the same, translated text.
 */
const msg = (id: MessageId) => ({ message: id });

const requiredText = z.string(msg('required')).check(z.trim(), z.minLength(1, msg('required')));

/** The characters a password may hold: letters, digits and the specials of spec §5. */
export const PASSWORD_SPECIALS = '@$!%*?&_';
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&_])[A-Za-z\d@$!%*?&_]+$/;

export const passwordSchema = z
  .string(msg('passwordRequired'))
  .check(
    z.minLength(1, msg('passwordRequired')),
    z.minLength(PASSWORD_MIN_LENGTH, msg('passwordMinLength')),
    z.regex(PASSWORD_PATTERN, msg('passwordPattern')),
  );

export const emailSchema = z.pipe(requiredText, z.email(msg('invalidEmail')));

export const loginFormSchema = z.object({
  email: requiredText,
  password: z.string(msg('required')).check(z.minLength(1, msg('required'))),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registrationFormSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(msg('required')).check(z.minLength(1, msg('required'))),
    firstName: requiredText,
    lastName: requiredText,
    accountType: accountTypeSchema,
    companyName: z._default(z.optional(z.string().check(z.trim())), ''),
    register_agree: z.boolean().check(z.refine((agreed) => agreed, msg('privacyRequired'))),
    newsletters: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.confirmPassword && form.password !== form.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordNotSame' });
      }
      if (form.accountType === 1 && !form.companyName) {
        ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'required' });
      }
    }),
  );
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/** The forgotten-password form: an address to send the reset link to. */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });

/** The new-password form of spec §5: the password rules, and the confirmation ('Password not same'). */
export const newPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, msg('required'))),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      path: ['confirmPassword'],
      message: 'passwordNotSame',
    }),
  );

/** Field → message id of the first problem, for showing under each form field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, MessageId> {
  const errors: Record<string, MessageId> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_form';
    errors[field] ??= issue.message as MessageId;
  }
  return errors;
}
