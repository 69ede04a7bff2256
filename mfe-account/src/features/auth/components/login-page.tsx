import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';
import { AuthTabs } from './auth-tabs';
import { LoginPageNotices } from './login-page-notices';

/** /pages/login: the notices its address asks for (regmsg, verify, error), then both tabs. */
export function LoginPage() {
  const [params] = useSearchParams();
  return (
    <section className="acc-page acc-login">
      <h1>
        <FormattedMessage id="login.title" />
      </h1>
      <LoginPageNotices params={params} />
      {/* A signed-in shopper has nothing left to do here: without a callbackUrl, the account. */}
      <AuthTabs
        initialTab="login"
        idPrefix="acc-page"
        callbackUrl={params.get('callbackUrl')}
        fallbackPath={routes.account()}
      />
    </section>
  );
}
