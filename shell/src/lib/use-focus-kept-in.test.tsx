import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { useFocusKeptIn } from './use-focus-kept-in';

function Part({ children }: { children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  useFocusKeptIn(part);
  return (
    <div ref={part} data-testid="part">
      {children}
    </div>
  );
}

/** A stand-in sign-in link, then (as the remote arrives) a menu with a search field and a sign-in button. */
const standIn = <a href="/pages/login">Stand-in sign-in</a>;
const arrived = (
  <>
    <input type="search" aria-label="Search" />
    <button type="button">Sign in</button>
  </>
);

function page(inPart: ReactNode) {
  return (
    <>
      <button type="button">Elsewhere</button>
      <Part>{inPart}</Part>
    </>
  );
}

describe('the focus in a part whose content is replaced', () => {
  it('moves to the new content when the focused element goes, not to the page body', async () => {
    const view = render(page(standIn));
    act(() => screen.getByRole('link', { name: 'Stand-in sign-in' }).focus());

    view.rerender(page(arrived));

    // The first control of the new content: nothing there is of the link's kind.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus());
  });

  it('prefers a control of the same kind as the one that went', async () => {
    const view = render(page(<button type="button">Stand-in button</button>));
    act(() => screen.getByRole('button', { name: 'Stand-in button' }).focus());

    view.rerender(page(arrived));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus());
  });

  it('waits through a replacement with nothing to focus (a skeleton) for the content after it', async () => {
    const view = render(page(standIn));
    act(() => screen.getByRole('link', { name: 'Stand-in sign-in' }).focus());

    view.rerender(page(<span aria-busy="true" />));
    await act(async () => undefined);
    expect(document.body).toHaveFocus();
    view.rerender(page(arrived));

    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus());
  });

  it('leaves a shopper who went elsewhere before the content changed where they are', async () => {
    const view = render(page(standIn));
    act(() => screen.getByRole('link', { name: 'Stand-in sign-in' }).focus());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());

    view.rerender(page(arrived));
    await act(async () => undefined);

    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('does not take the focus back once the shopper left it on nothing (a click on the page)', async () => {
    const view = render(page(standIn));
    const link = screen.getByRole('link', { name: 'Stand-in sign-in' });
    act(() => link.focus());
    act(() => link.blur());
    await act(async () => undefined);

    view.rerender(page(arrived));
    await act(async () => undefined);

    expect(document.body).toHaveFocus();
  });
});
