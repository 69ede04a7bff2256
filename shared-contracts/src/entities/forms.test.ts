import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { fieldErrors, loginFormSchema, passwordSchema, registrationFormSchema } from './forms';

const valid = {
  email: 'inkoop@hotel-zee.nl',
  password: 'Zomer2025!',
  confirmPassword: 'Zomer2025!',
  firstName: 'Anne',
  lastName: 'de Vries',
  accountType: 0 as const,
  register_agree: true,
  newsletters: false,
};

const errorsOf = (result: ReturnType<typeof registrationFormSchema.safeParse>) =>
  result.success ? {} : fieldErrors(result.error);

describe('the login form (spec §5)', () => {
  it('requires every field, non-blank', () => {
    const result = loginFormSchema.safeParse({ email: '   ', password: '' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      email: 'required',
      password: 'required',
    });
  });
});

describe('the registration form (spec §5)', () => {
  it('accepts a complete consumer registration', () => {
    expect(registrationFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires the privacy agreement', () => {
    expect(errorsOf(registrationFormSchema.safeParse({ ...valid, register_agree: false }))).toEqual({
      register_agree: 'privacyRequired',
    });
  });

  it('requires the passwords to match', () => {
    expect(errorsOf(registrationFormSchema.safeParse({ ...valid, confirmPassword: 'Zomer2025?' }))).toEqual({
      confirmPassword: 'passwordNotSame',
    });
  });

  it('requires a company name for business accounts only', () => {
    expect(errorsOf(registrationFormSchema.safeParse({ ...valid, accountType: 1 }))).toEqual({
      companyName: 'required',
    });
    expect(
      registrationFormSchema.safeParse({ ...valid, accountType: 1, companyName: 'Hotel Zee BV' }).success,
    ).toBe(true);
  });

  it('requires the names', () => {
    expect(errorsOf(registrationFormSchema.safeParse({ ...valid, firstName: ' ', lastName: '' }))).toEqual({
      firstName: 'required',
      lastName: 'required',
    });
  });
});

describe('the password rule (spec §5)', () => {
  const problem = (password: string) => {
    const result = passwordSchema.safeParse(password);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('names the first broken rule', () => {
    expect(problem('')).toBe('passwordRequired');
    expect(problem('Ab1!')).toBe('passwordMinLength');
    expect(problem('abcdefgh1!')).toBe('passwordPattern');
    expect(problem('Abcdefgh!')).toBe('passwordPattern');
    expect(problem('Abcdefgh1')).toBe('passwordPattern');
    expect(problem('Abcdefg1#')).toBe('passwordPattern');
    expect(problem('Abcdefg1_')).toBeUndefined();
  });

  it('accepts exactly the passwords of 8+ allowed characters with all four kinds', () => {
    const allowed = fc.constantFrom(
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@$!%*?&_#-+ '.split(''),
    );
    fc.assert(
      fc.property(
        fc.array(allowed, { maxLength: 20 }).map((chars) => chars.join('')),
        (password) => {
          const expected =
            password.length >= 8 &&
            /[a-z]/.test(password) &&
            /[A-Z]/.test(password) &&
            /\d/.test(password) &&
            /[@$!%*?&_]/.test(password) &&
            /^[A-Za-z\d@$!%*?&_]+$/.test(password);
          expect(passwordSchema.safeParse(password).success).toBe(expected);
        },
      ),
    );
  });
});
