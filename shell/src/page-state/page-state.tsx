import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, PAGE_STATE_ELEMENT_ID, type PageState } from 'shared-contracts';

/** A page the browser draws alone (the dev server's page, a page the server did not render). */
export const BROWSER_ONLY_PAGE: PageState = { locale: DEFAULT_LOCALE, modules: [] };

const PageStateContext = createContext<PageState>(BROWSER_ONLY_PAGE);

/**
 * What the server rendered the page with (docs/page-rendering.md): the browser's first render
 * (hydration) must use exactly the same, or React finds another tree than the HTML.
 */
export function PageStateProvider({ state, children }: { state: PageState; children: ReactNode }) {
  return <PageStateContext.Provider value={state}>{children}</PageStateContext.Provider>;
}

export function usePageState(): PageState {
  return useContext(PageStateContext);
}

/** The state the server wrote into the page, or undefined on a page it did not render. */
export function readPageState(doc: Document = document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}
