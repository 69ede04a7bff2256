import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes, type InfoPage } from 'shared-contracts';
import { COMPANY, SOCIAL_LINKS } from '../../lib/company';
import { openModal } from '../../modals/modal-store';

const PAYMENT_IMAGE = new URL('./payment-methods.svg', import.meta.url).href;
const CARE_PAGES: InfoPage[] = [
  'contact-us',
  'return',
  'unikooplogistics',
  'startselling',
  'productlistingpolicy',
];
const LEGAL_PAGES: InfoPage[] = ['termsandcondition', 'privacy', 'cookies'];

function InfoLinks({ pages }: { pages: InfoPage[] }) {
  return (
    <ul>
      {pages.map((page) => (
        <li key={page}>
          <Link to={routes.info(page)}>
            <FormattedMessage id={`info.link.${page}`} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The footer of every page (spec §2): contact info, account links, customer care, legal, social, payment. */
export function Footer() {
  const intl = useIntl();
  return (
    <footer className="sh-footer">
      <div className="sh-footer-columns">
        <section aria-labelledby="sh-footer-contact">
          <h2 id="sh-footer-contact">
            <FormattedMessage id="footer.contact" />
          </h2>
          <address>
            {COMPANY.name}
            <br />
            {COMPANY.street}, {COMPANY.postcode} {COMPANY.city}
            <br />
            <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>
            <br />
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </address>
          <p className="sh-muted">
            <FormattedMessage id="footer.hoursShort" />
          </p>
        </section>
        <section aria-labelledby="sh-footer-account">
          <h2 id="sh-footer-account">
            <FormattedMessage id="footer.account" />
          </h2>
          <ul>
            <li>
              <Link to={routes.login()}>
                <FormattedMessage id="nav.signIn" />
              </Link>
            </li>
            <li>
              <Link to={routes.account({ tabId: 1 })}>
                <FormattedMessage id="footer.myAccount" />
              </Link>
            </li>
            <li>
              <Link to={routes.account({ tabId: 3 })}>
                <FormattedMessage id="footer.orders" />
              </Link>
            </li>
            <li>
              <Link to={routes.checkout()}>
                <FormattedMessage id="footer.checkout" />
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="sh-footer-care">
          <h2 id="sh-footer-care">
            <FormattedMessage id="footer.care" />
          </h2>
          <InfoLinks pages={CARE_PAGES} />
          <button type="button" className="sh-link-button" onClick={() => openModal('video')}>
            <FormattedMessage id="footer.video" />
          </button>
        </section>
        <section aria-labelledby="sh-footer-legal">
          <h2 id="sh-footer-legal">
            <FormattedMessage id="footer.legal" />
          </h2>
          <InfoLinks pages={LEGAL_PAGES} />
          <h2 id="sh-footer-social">
            <FormattedMessage id="footer.social" />
          </h2>
          <ul className="sh-social" aria-labelledby="sh-footer-social">
            {SOCIAL_LINKS.map(({ name, href }) => (
              <li key={name}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="sh-footer-bottom">
        <img
          src={PAYMENT_IMAGE}
          width={300}
          height={32}
          alt={intl.formatMessage({ id: 'footer.payment' })}
          loading="lazy"
        />
        <p>
          <FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
}
