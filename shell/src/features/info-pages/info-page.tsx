import { Suspense, use, useEffect } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { tracked, type InfoPage as InfoPageName, type LocaleCode, type PageRoute } from 'shared-contracts';
import { useLocale } from '../../i18n/locale-provider';
import { usePageHead } from '../../head/use-page-head';
import { markMainContentDrawn } from '../../lib/after-main-content';
import { ContactDetails } from './contact-details';
import { loadInfoContent, type InfoContent } from './load-content';

/** One load per page and language, kept: React's use() needs the same promise on every render. */
const loads = new Map<string, Promise<InfoContent | null>>();

/** The page's text, or null when no language of it could be loaded. */
function contentOf(page: InfoPageName, locale: LocaleCode): Promise<InfoContent | null> {
  const key = `${page}/${locale}`;
  let load = loads.get(key);
  if (!load) {
    load = tracked(loadInfoContent(page, locale).catch(() => null));
    loads.set(key, load);
  }
  return load;
}

/** The information and legal pages (spec §2): text from the page's file in the chosen language. */
export function InfoPage({ route, page }: { route: PageRoute; page: InfoPageName }) {
  return (
    <Suspense fallback={<section className="sh-info sh-page-loading" aria-busy="true" />}>
      <InfoText route={route} page={page} />
    </Suspense>
  );
}

/** Drawn on the server with the page, so it reads without scripts (and for search engines). */
function InfoText({ route, page }: { route: PageRoute; page: InfoPageName }) {
  const { locale } = useLocale();
  const content = use(contentOf(page, locale));
  useEffect(markMainContentDrawn, []);
  usePageHead({ route });
  if (!content) {
    return (
      <section className="sh-info" role="alert" data-info-page={page}>
        <FormattedMessage id="info.failed" />
      </section>
    );
  }
  const { title, updated, intro, sections } = content;
  return (
    <article className="sh-info" data-info-page={page}>
      <h1>{title}</h1>
      <p className="sh-info-intro">{intro}</p>
      {page === 'contact-us' && <ContactDetails />}
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="sh-muted">
        <FormattedMessage
          id="info.updated"
          values={{ date: <FormattedDate value={updated} dateStyle="long" timeZone="UTC" /> }}
        />
      </p>
    </article>
  );
}
