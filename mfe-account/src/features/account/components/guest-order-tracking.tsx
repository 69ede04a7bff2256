import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiRequestError, type MessageId } from 'shared-contracts';
import { Field } from '../../../components/field';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { trackOrder } from '../api/track-order';
import { OrderStatusHistory, type TrackedOrder } from './order-status-history';

type Lookup =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'found'; order: TrackedOrder }
  | { state: 'notFound' }
  | { state: 'tooMany' }
  | { state: 'failed' };

/**
 * A refusal of the number and address (404, or 400 for what no order has) is 'Order not found',
 * the same for a number that exists and one that does not: the API reveals no more either
 * (backend/src/orders/routes/customer-order-routes.ts).
 */
const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** Too many failed look-ups of this number or from this address (backend/src/orders/track-order-guard.ts). */
const isTooMany = (error: unknown) => error instanceof ApiRequestError && error.status === 429;

function failureOf(error: unknown): Lookup {
  if (isNotFound(error)) return { state: 'notFound' };
  return { state: isTooMany(error) ? 'tooMany' : 'failed' };
}

/**
 * Tracking without an account: the order number (the e-mail's link fills it in) and the e-mail
 * address the order was placed with. The address stays in the page, never in its address.
 */
export function GuestOrderTracking({ initialOrderNumber }: { initialOrderNumber: string }) {
  const intl = useIntl();
  const { setErrors, text } = useFieldErrors();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const orderNumber = String(data.get('orderNumber') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const problems: Record<string, MessageId> = {};
    if (!orderNumber) problems.orderNumber = 'required';
    if (!email) problems.email = 'required';
    setErrors(problems);
    if (!orderNumber || !email) return;
    setLookup({ state: 'busy' });
    try {
      const answer = await trackOrder(orderNumber, email);
      setLookup({ state: 'found', order: answer.responseData.data });
    } catch (error) {
      setLookup(failureOf(error));
    }
  };

  return (
    <>
      <form
        className="acc-form"
        method="post"
        onSubmit={submit}
        noValidate
        aria-busy={lookup.state === 'busy'}
      >
        <p>
          <FormattedMessage id="trackOrder.intro" />
        </p>
        <Field
          idPrefix="acc-track"
          name="orderNumber"
          autoComplete="off"
          defaultValue={initialOrderNumber}
          label={intl.formatMessage({ id: 'trackOrder.orderNumber' })}
          error={text('orderNumber')}
        />
        <Field
          idPrefix="acc-track"
          name="email"
          type="email"
          autoComplete="email"
          label={intl.formatMessage({ id: 'login.email' })}
          error={text('email')}
        />
        <button type="submit" className="acc-submit" disabled={lookup.state === 'busy'}>
          <FormattedMessage id="trackOrder.submit" />
        </button>
      </form>
      {lookup.state === 'notFound' && (
        <p className="acc-notice acc-notice-error" role="alert">
          <FormattedMessage id="tracking.notFound" />
        </p>
      )}
      {lookup.state === 'tooMany' && (
        <p className="acc-notice acc-notice-error" role="alert">
          <FormattedMessage id="trackOrder.tooManyAttempts" />
        </p>
      )}
      {lookup.state === 'failed' && (
        <p className="acc-notice acc-notice-error" role="alert">
          <FormattedMessage id="trackOrder.failed" />
        </p>
      )}
      {lookup.state === 'found' && (
        <section className="acc-tracking" aria-labelledby="acc-track-result">
          <h2 id="acc-track-result">
            <FormattedMessage id="tracking.title" values={{ orderNumber: lookup.order.orderNumber }} />
          </h2>
          <OrderStatusHistory order={lookup.order} />
        </section>
      )}
    </>
  );
}
