import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { InfoPage as InfoPageName } from 'shared-contracts';
import { useLocale } from '../../i18n/locale-provider';
import { markMainContentDrawn } from '../../lib/after-main-content';
import { ContactDetails } from './contact-details';
import { loadInfoContent, type InfoContent } from './load-content';

type State = { status: 'loading' } | { status: 'ready'; content: InfoContent } | { status: 'failed' };

/** The information and legal pages (spec §2): text from the page's file in the chosen language. */
export function InfoPage({ page }: { page: InfoPageName }) {
  const { locale } = useLocale();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loadInfoContent(page, locale).then(
      (content) => current && setState({ status: 'ready', content }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [page, locale]);
  useEffect(() => {
    if (state.status !== 'loading') markMainContentDrawn();
  }, [state.status]);

  if (state.status === 'failed') {
    return (
      <section className="sh-info" role="alert" data-info-page={page}>
        <FormattedMessage id="info.failed" />
      </section>
    );
  }
  if (state.status === 'loading') return <section className="sh-info sh-page-loading" aria-busy="true" />;
  const { title, updated, intro, sections } = state.content;
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
          values={{ date: <FormattedDate value={updated} dateStyle="long" /> }}
        />
      </p>
    </article>
  );
}
