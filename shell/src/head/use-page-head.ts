import { useEffect } from 'react';
import { PAGE_HEAD_ATTRIBUTE, type HeadElement, type PageRoute } from 'shared-contracts';
import { useLocation, useParams } from 'shared-contracts/react-router';
import type { ExposedModule } from '../federation/module-source';
import { useLocale } from '../i18n/locale-provider';
import { usePageState } from '../page-state/page-state';
import { pageHead } from './page-head';

/**
 * The address whose head the server wrote into the page (shell/src/head/page-head.ts, on the
 * server): it stands until the shopper moves or changes the language.
 */
let serverHead =
  typeof document !== 'undefined' && document.querySelector(`[${PAGE_HEAD_ATTRIBUTE}]`)
    ? `${location.pathname}${location.search}`
    : undefined;

/** Puts a page's head in place of the last one's, and of the template's title and description. */
function applyHead(elements: readonly HeadElement[]): void {
  for (const old of document.head.querySelectorAll(
    `[${PAGE_HEAD_ATTRIBUTE}], title, meta[name="description"]`,
  ))
    old.remove();
  for (const { tag, attributes, text } of elements) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}

/**
 * The page's head after a move in the browser (or a change of language), as the server makes it
 * for a first load: the tab's title, and what a shared link or a crawler running scripts reads.
 * `page` is the page's route, with the remote's module and data for a remote's page; undefined
 * leaves the head to another part of the page.
 */
export function usePageHead(page: { route: PageRoute; module?: ExposedModule; data?: unknown } | undefined) {
  const location = useLocation();
  const params = useParams();
  const { locale } = useLocale();
  const { locale: serverLocale } = usePageState();
  const href = `${location.pathname}${location.search}`;
  const { route, module, data } = page ?? {};
  useEffect(() => {
    if (!route) return;
    if (serverHead === href && locale === serverLocale) return;
    serverHead = undefined;
    let current = true;
    void pageHead({
      route,
      url: new URL(href, window.location.origin),
      params,
      locale,
      origin: window.location.origin,
      module,
      data,
    }).then((elements) => {
      if (current) applyHead(elements);
    });
    return () => {
      current = false;
    };
    // The params follow the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, href, locale, serverLocale, module, data]);
}
