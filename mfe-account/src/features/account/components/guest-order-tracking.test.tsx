import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderInLanguage } from '../../../test-support/render';
import { TrackOrderPage } from './track-order-page';

const TRACK = '/orders/api/v1/orders/track-order';
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const order = {
  orderNumber: 'RD-100042',
  status: 'packed',
  email: 'gast@example.com',
  delivery: 'collection',
  createdAt: '2026-11-20T09:00:00.000Z',
  total: 25,
  vat: 4.34,
  lines: [],
  history: [
    { status: 'placed', at: '2026-11-20T09:00:00.000Z', note: null },
    { status: 'packed', at: '2026-11-21T10:00:00.000Z', note: 'ingepakt' },
  ],
};

function open(path: string, answer: { status: number; body: unknown }) {
  const fake = fakeFetch({ [TRACK]: answer });
  globalThis.fetch = fake.fetchFn;
  renderInLanguage(<TrackOrderPage />, 'nl', path);
  return { calls: fake.calls, user: userEvent.setup() };
}

describe('tracking an order without an account', () => {
  it('asks for the order number and the e-mail address, and asks the server nothing without them', async () => {
    const { calls, user } = open('/pages/track-order', { status: 200, body: {} });
    await user.click(screen.getByRole('button', { name: 'Bestelling volgen' }));
    expect(screen.getByLabelText('Bestelnummer')).toHaveAccessibleDescription('Dit veld is verplicht');
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Dit veld is verplicht');
    expect(calls).toEqual([]);
  });

  it("shows the order's status and history for its number and e-mail address", async () => {
    const { calls, user } = open('/pages/track-order?order=RD-100042', {
      status: 200,
      body: { responseData: { data: order } },
    });
    expect(screen.getByLabelText('Bestelnummer')).toHaveValue('RD-100042');
    await user.type(screen.getByLabelText('E-mailadres'), ' gast@example.com ');
    await user.click(screen.getByRole('button', { name: 'Bestelling volgen' }));
    expect(await screen.findByTestId('acc-tracking-status')).toHaveTextContent('Ingepakt');
    expect(screen.getByRole('heading', { name: 'Bestelling RD-100042' })).toBeVisible();
    const steps = screen.getAllByRole('listitem').map((step) => step.textContent);
    expect(steps).toHaveLength(2);
    expect(steps[0]).toMatch(/^Geplaatst /);
    expect(steps[1]).toMatch(/^Ingepakt .* — ingepakt$/);
    const asked = new URL(calls[0]?.url ?? '');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      orderNumber: 'RD-100042',
      email: 'gast@example.com',
    });
  });

  it("says 'Order not found' for a number and e-mail address that do not belong together, and shows nothing of it", async () => {
    const { user } = open('/pages/track-order?order=RD-100042', {
      status: 404,
      body: { message: 'Order not found', data: 'Order not found', code: 'orderNotFound' },
    });
    await user.type(screen.getByLabelText('E-mailadres'), 'iemand@example.com');
    await user.click(screen.getByRole('button', { name: 'Bestelling volgen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bestelling niet gevonden');
    expect(screen.queryByTestId('acc-tracking-status')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says so when too many look-ups failed (429), not that the order is missing', async () => {
    const { user } = open('/pages/track-order?order=RD-100042', {
      status: 429,
      body: { message: 'x', data: 'x', code: 'tooManyTrackAttempts' },
    });
    await user.type(screen.getByLabelText('E-mailadres'), 'gast@example.com');
    await user.click(screen.getByRole('button', { name: 'Bestelling volgen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel pogingen om deze bestelling op te zoeken. Wacht even voordat je het opnieuw probeert.',
    );
    expect(screen.queryByTestId('acc-tracking-status')).toBeNull();
  });

  it('says the look-up did not work when the server fails, not that the order is missing', async () => {
    const { user } = open('/pages/track-order?order=RD-100042', {
      status: 503,
      body: { message: 'x', data: 'x', code: 'serviceUnavailable' },
    });
    await user.type(screen.getByLabelText('E-mailadres'), 'gast@example.com');
    await user.click(screen.getByRole('button', { name: 'Bestelling volgen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De bestelling kon niet worden opgezocht. Probeer het opnieuw.',
    );
  });
});
