import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { bus, MODAL_CLOSE_ANIMATION_MS } from 'shared-contracts';
import messages from '../i18n/messages/en.json' with { type: 'json' };
import { ModalHost } from './modal-host';
import { followModalRequests, openModal } from './modal-store';

function Page() {
  return (
    <IntlProvider locale="en-US" messages={messages}>
      <button type="button" onClick={() => openModal('video')}>
        Watch
      </button>
      <a href="#elsewhere">Elsewhere</a>
      <ModalHost />
    </IntlProvider>
  );
}

let root: HTMLElement;
let stopFollowing: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
  stopFollowing = followModalRequests();
});
afterEach(() => {
  stopFollowing();
  cleanup();
  root.remove();
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

describe('the modal frame', () => {
  it('moves focus in, keeps Tab inside, makes the page inert, and on Escape animates out and returns focus', async () => {
    render(<Page />, { container: root });
    const opener = screen.getByRole('button', { name: 'Watch' });
    await user().click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Video about Riode' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(root.inert).toBe(true);

    await user().tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user().tab();
    await user().tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user().keyboard('{Escape}');
    expect(dialog.parentElement).toHaveClass('sh-modal-closing');
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS - 1));
    expect(screen.queryByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root.inert).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from a click on the backdrop', async () => {
    render(<Page />, { container: root });
    await user().click(screen.getByRole('button', { name: 'Watch' }));
    await user().click(screen.getByRole('button', { name: 'Close' }));
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Watch' }));
    await user().click(screen.getByRole('dialog').parentElement as HTMLElement);
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens and closes on any team’s modal request, and ignores a quick view without a product', async () => {
    render(<Page />, { container: root });
    act(() => bus.publish('catalog:modal-requested', { modal: 'quickview' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.publish('cart:modal-requested', { modal: 'video' }));
    expect(screen.getByRole('dialog', { name: 'Video about Riode' })).toBeInTheDocument();
    act(() => bus.publish('account:modal-requested', { modal: 'none' }));
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
