import {
  placeOrderRequestSchema,
  type CartItem,
  type PlaceOrderRequest,
  type UserInfo,
} from 'shared-contracts';

export type Delivery = PlaceOrderRequest['delivery'];

export interface CheckoutForm {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  delivery: Delivery;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

export type CheckoutField = Exclude<keyof CheckoutForm, 'delivery'>;
/** Field → message id of the cart's translations. */
export type FieldErrors = Partial<Record<CheckoutField, string>>;

export const COUNTRIES = ['NL', 'BE', 'DE', 'FR', 'LU'] as const;

export function emptyForm(user: UserInfo | null): CheckoutForm {
  return {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: '',
    delivery: 'delivery',
    street: '',
    houseNumber: '',
    postalCode: '',
    city: '',
    country: 'NL',
  };
}

/** Reservation lines are always collected at the collection point, so such an order is collected. */
export function mustCollect(items: readonly CartItem[]): boolean {
  return items.some((line) => line.orderType === 'reservation');
}

export function toRequest(form: CheckoutForm, items: readonly CartItem[]): unknown {
  const delivery: Delivery = mustCollect(items) ? 'collection' : form.delivery;
  const { street, houseNumber, postalCode, city, country } = form;
  return {
    email: form.email,
    firstName: form.firstName,
    lastName: form.lastName,
    ...(form.phone.trim() ? { phone: form.phone } : {}),
    delivery,
    ...(delivery === 'delivery' ? { address: { street, houseNumber, postalCode, city, country } } : {}),
    lines: items.map((line) => ({ productId: line.id, qty: line.qty, orderType: line.orderType })),
  };
}

/** The issue's id (the schema speaks MessageIds: required, invalidEmail) as a translation key. */
function messageOf(issue: { code: string; message: string }): string {
  if (issue.message === 'required' || issue.message === 'invalidEmail') return `error.${issue.message}`;
  if (issue.code === 'too_big') return 'error.tooLong';
  return 'error.invalid';
}

/** Validates with the same schema the server uses; answers the request or the errors per field. */
export function validateCheckout(
  form: CheckoutForm,
  items: readonly CartItem[],
): { ok: true; request: PlaceOrderRequest } | { ok: false; errors: FieldErrors } {
  const parsed = placeOrderRequestSchema.safeParse(toRequest(form, items));
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] === 'address' ? issue.path[1] : issue.path[0]) as CheckoutField | undefined;
    if (field && field in form && !errors[field]) errors[field] = messageOf(issue);
  }
  return { ok: false, errors };
}
