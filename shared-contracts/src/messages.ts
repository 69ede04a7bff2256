/**
 * Every user-facing message the specification names, keyed by a stable id. The English text is
 * the spec's wording, quoted exactly; each package translates by id and falls back to this text.
 * Schemas put the id in their issue messages so the UI and the server speak the same ids.
 */
export const MESSAGES = {
  required: 'This field is required',
  captchaRequired: 'Kindly verify captcha',
  privacyRequired: 'You must agree to the privacy policy',
  passwordNotSame: 'Password not same',
  passwordRequired: 'Password is required',
  passwordMinLength: 'Password must be at least 8 characters',
  passwordPattern:
    'Password must contain an uppercase letter, a lowercase letter, a digit and a special character (@$!%*?&_)',
  invalidEmail: 'Please enter a valid email address',
  emailNotFound: "Email doesn't exist",
  accountLocked: 'User account is locked',
  accountVerify: 'Your account is not verified yet. Please check your email for the verification link.',
  loginSuccess: 'Login Successfully',
  logoutSuccess: 'Log out Successfully',
  registerSuccess: 'Registration successful. Please check your email to verify your account.',
  cannotAddToCart: 'This product cannot be added to cart',
  outOfStock: "Product can't be added into the card due to out of stock",
  addedToCart: 'Successfully added.',
  sellingFinished: 'Product Selling Finished!',
} as const;

export type MessageId = keyof typeof MESSAGES;

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}
