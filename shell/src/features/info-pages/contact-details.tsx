import { FormattedMessage } from 'react-intl';
import { COMPANY } from '../../lib/company';
import { OpeningHours } from '../../lib/opening-hours';

/** The collection point's address and opening hours on the contact page. */
export function ContactDetails() {
  return (
    <div className="sh-contact">
      <section aria-labelledby="sh-contact-address">
        <h2 id="sh-contact-address">
          <FormattedMessage id="contact.collectionPoint" />
        </h2>
        <address>
          {COMPANY.name}
          <br />
          {COMPANY.street}
          <br />
          {COMPANY.postcode} {COMPANY.city}
          <br />
          <FormattedMessage id="contact.country" />
        </address>
        <dl>
          <dt>
            <FormattedMessage id="contact.phone" />
          </dt>
          <dd>
            <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>
          </dd>
          <dt>
            <FormattedMessage id="contact.email" />
          </dt>
          <dd>
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </dd>
          <dt>
            <FormattedMessage id="contact.registration" />
          </dt>
          <dd>
            KvK {COMPANY.chamberOfCommerce} · BTW {COMPANY.vatNumber}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="sh-contact-hours">
        <h2 id="sh-contact-hours">
          <FormattedMessage id="contact.hours" />
        </h2>
        <OpeningHours className="sh-hours" />
      </section>
    </div>
  );
}
