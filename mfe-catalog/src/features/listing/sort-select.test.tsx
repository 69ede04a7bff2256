import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { IntlProvider } from 'react-intl';
import type { ProductSort } from 'shared-contracts';
import messages from '../../i18n/messages/nl.json' with { type: 'json' };
import { SortSelect } from './sort-select';

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

const tree = (onChange: (sort: ProductSort) => void) => (
  <IntlProvider locale="nl-NL" messages={messages}>
    <SortSelect value="default" onChange={onChange} />
  </IntlProvider>
);

describe('the sort of a listing drawn on the server', () => {
  it('takes no choice before the page has hydrated, and takes one after', async () => {
    const onChange = jest.fn<(sort: ProductSort) => void>();
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(onChange));
    document.body.append(container);
    // The server's select: shown, but disabled, so a choice cannot be made and then lost.
    expect(screen.getByRole('combobox', { name: 'Sorteren' })).toBeDisabled();

    await act(async () => {
      roots.push(hydrateRoot(container, tree(onChange)));
    });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sorteren' });
    expect(select).toBeEnabled();
    select.value = 'price-asc';
    act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });
});
