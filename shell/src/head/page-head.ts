import { createIntl } from 'react-intl';
import {
  headElements,
  routes,
  toBcp47,
  withShopName,
  type HeadElement,
  type LocaleCode,
  type PageHead,
  type PageRoute,
  type RemoteName,
  type RemotePage,
} from 'shared-contracts';
import { loadInfoContent } from '../features/info-pages/load-content';
import type { ExposedModule } from '../federation/module-source';
import { shellMessages } from '../i18n/shell-messages';
import { COMPANY } from '../lib/company';

/** A page to make the head of: its route, and for a remote's page its module and data. */
export interface HeadRequest {
  route: PageRoute;
  url: URL;
  params: Readonly<Record<string, string | undefined>>;
  locale: LocaleCode;
  /** The shop's public origin, for absolute addresses. */
  origin: string;
  /** The remote's './routes' module, for a remote's page. */
  module?: ExposedModule | undefined;
  /** The page's data, when its loader found it. */
  data?: unknown;
}

/** schema.org Organization: the shop and how to reach it (shell/src/lib/company.ts), on the home page. */
function organization(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.name,
    url: `${origin}/`,
    email: COMPANY.email,
    telephone: COMPANY.phone,
    vatID: COMPANY.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.street,
      postalCode: COMPANY.postcode,
      addressLocality: COMPANY.city,
      addressCountry: 'NL',
    },
  };
}

/** The head its owner makes: the remote's for its pages, the shell's for its own. */
async function ownersHead(
  request: HeadRequest,
  format: (id: string) => string,
): Promise<PageHead | undefined> {
  const { route, locale } = request;
  const target = route.target;
  if ('remote' in target) {
    const page = target.page as RemotePage<RemoteName>;
    // A page whose loader gave no data (it failed, or was left to the browser) has no head of its own yet.
    if (request.module?.loaders?.[page] && request.data === undefined) return undefined;
    return request.module?.heads?.[page]?.({ ...request, data: request.data });
  }
  if (target.shell === 'not-found') return { title: withShopName(format('notFound.title')) };
  const content = await loadInfoContent(target.info, locale);
  return {
    title: withShopName(content.title),
    description: content.intro,
    canonical: routes.info(target.info),
  };
}

/**
 * A page's head (docs/page-rendering.md, "The head"), as elements: what its owner says of it,
 * the shop's title and description where it says nothing (or fails), `noindex` where the route
 * table says so, and the shop itself on the home page.
 */
export async function pageHead(request: HeadRequest): Promise<HeadElement[]> {
  const messages = await shellMessages(request.locale);
  const intl = createIntl({ locale: toBcp47(request.locale), defaultLocale: 'nl-NL', messages });
  const format = (id: string) => intl.formatMessage({ id });
  const owners = await ownersHead(request, format).catch(() => undefined);
  const head = {
    title: format('meta.title'),
    ...owners,
    description: owners?.description ?? format('meta.description'),
  };
  const isHome = request.route.id === 'home';
  return headElements(
    isHome
      ? { ...head, structuredData: [...(head.structuredData ?? []), organization(request.origin)] }
      : head,
    { origin: request.origin, locale: request.locale, noindex: request.route.noindex === true },
  );
}
