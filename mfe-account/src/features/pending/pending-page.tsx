import { FormattedMessage } from 'react-intl';

/** Pages of the account issue that are not open yet say so plainly. */
export function PendingPage({ titleId }: { titleId: string }) {
  return (
    <section className="acc-page">
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      <p>
        <FormattedMessage id="pending.body" />
      </p>
    </section>
  );
}
