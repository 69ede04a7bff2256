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

/** The server's HTML, a choice made in it before the scripts ran, then hydration. */
async function chooseBeforeHydrating(chosen: string | undefined) {
  const onChange = jest.fn<(sort: ProductSort) => void>();
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(onChange));
  document.body.append(container);
  if (chosen) screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sorteren' }).value = chosen;
  await act(async () => {
    roots.push(hydrateRoot(container, tree(onChange)));
  });
  return onChange;
}

describe('the sort of a listing drawn on the server', () => {
  it('applies a sort the shopper chose before the page’s scripts ran', async () => {
    const onChange = await chooseBeforeHydrating('price-asc');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });

  it('changes nothing when the shopper chose nothing', async () => {
    expect(await chooseBeforeHydrating(undefined)).not.toHaveBeenCalled();
  });
});
