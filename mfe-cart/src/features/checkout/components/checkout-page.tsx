import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCart, useSession } from '../../../store/use-cart';
import { usePlaceOrder } from '../hooks/use-place-order';
import {
  emptyForm,
  mustCollect,
  validateCheckout,
  type CheckoutField,
  type CheckoutForm,
  type FieldErrors,
} from '../lib/checkout-form';
import { AddressFields } from './address-fields';
import { ContactFields } from './contact-fields';
import { DeliveryChoice } from './delivery-choice';
import { OrderConfirmation } from './order-confirmation';
import { OrderProblemMessage } from './order-problem';
import { OrderSummary } from './order-summary';
import { EmptyCart } from '../../../components/empty-cart';
import { PagePlaceholder } from '../../../components/page-placeholder';

export function CheckoutPage() {
  const items = useCart();
  const session = useSession();
  const [form, setForm] = useState<CheckoutForm>(() => emptyForm(session.userInfo));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { placing, problem, placed, submit } = usePlaceOrder();
  // The session may arrive after the page is drawn (its fetch is still under way on a fresh
  // load, or the page hydrated what the server drew without a session): then the signed-in
  // buyer's details fill the fields not typed in yet, once per user.
  const user = session.userInfo;
  const [filledFor, setFilledFor] = useState(user?.id ?? null);
  if (user && user.id !== filledFor) {
    setFilledFor(user.id);
    setForm((current) => ({
      ...current,
      email: current.email || user.email,
      firstName: current.firstName || user.firstName,
      lastName: current.lastName || user.lastName,
    }));
  }

  if (placed) return <OrderConfirmation order={placed} />;
  if (!items) return <PagePlaceholder titleId="checkout.title" />;
  const collectOnly = mustCollect(items);

  const change = (field: CheckoutField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const result = validateCheckout(form, items);
    if (!result.ok) {
      setErrors(result.errors);
      // Focus goes to the first wrong field, where its message is read out.
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    void submit(result.request, items);
  };

  return (
    <section className="cart-page">
      <h1>
        <FormattedMessage id="checkout.title" />
      </h1>
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-page-body">
          <form className="cart-checkout-form" noValidate onSubmit={onSubmit}>
            <ContactFields form={form} errors={errors} change={change} />
            <DeliveryChoice
              value={form.delivery}
              collectOnly={collectOnly}
              onChange={(delivery) => setForm((f) => ({ ...f, delivery }))}
            />
            {!collectOnly && form.delivery === 'delivery' && (
              <AddressFields form={form} errors={errors} change={change} />
            )}
            {problem && <OrderProblemMessage problem={problem} />}
            <button
              type="submit"
              className="cart-button cart-button-wide"
              disabled={placing}
              aria-busy={placing}
            >
              <FormattedMessage id={placing ? 'checkout.placing' : 'checkout.place'} />
            </button>
          </form>
          <OrderSummary items={items} />
        </div>
      )}
    </section>
  );
}
