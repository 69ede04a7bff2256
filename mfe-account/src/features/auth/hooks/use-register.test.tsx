import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError, ApiTimeoutError, bus, type EventPayload } from 'shared-contracts';
import { renderInLanguage } from '../../../test-support/render';
import type { RegistrationSubmit } from '../components/register-form';

let failure: Error = new Error('unset');
jest.unstable_mockModule('../api/register', () => ({
  register: async () => Promise.reject(failure),
}));
const { useRegister } = await import('./use-register');

const toasts: Array<EventPayload<'account:toast-requested'>> = [];
const stop = bus.on('account:toast-requested', (toast) => toasts.push(toast));
afterEach(() => {
  toasts.length = 0;
});
afterAll(() => stop());

function Probe() {
  const register = useRegister();
  return (
    <button type="button" onClick={() => void register({} as RegistrationSubmit)}>
      go
    </button>
  );
}

async function registerFailingWith(error: Error) {
  failure = error;
  renderInLanguage(<Probe />, 'nl');
  await userEvent.setup().click(screen.getByRole('button', { name: 'go' }));
  await waitFor(() => expect(toasts).toHaveLength(1));
  return toasts[0];
}

const envelope = (text: string, code: string) => ({ message: text, data: text, code });

describe('a registration that fails', () => {
  it("shows a refusal in the server's words (spec §8)", async () => {
    const refused = new ApiRequestError(409, envelope('E-mailadres is al in gebruik', 'emailTaken'));
    expect(await registerFailingWith(refused)).toEqual({
      kind: 'error',
      message: 'E-mailadres is al in gebruik',
    });
  });

  it("says a fault on the server's side in the visitor's language, not in the server's English", async () => {
    const fault = new ApiRequestError(
      500,
      envelope('Something went wrong on our side. Please try again.', 'internal'),
    );
    expect(await registerFailingWith(fault)).toEqual({
      kind: 'error',
      message: 'Registreren is niet gelukt. Probeer het opnieuw.',
    });
  });

  it('says so, translated, when the server does not answer in time', async () => {
    expect(await registerFailingWith(new ApiTimeoutError('/register', 15_000))).toEqual({
      kind: 'error',
      message: 'Registreren is niet gelukt. Probeer het opnieuw.',
    });
  });
});
