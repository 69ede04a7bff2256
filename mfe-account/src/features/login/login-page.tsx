import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoginForm } from './login-form';

/**
 * The sign-in page. The captcha, the sign-in call and what follows a sign-in arrive with the
 * account issue; until then a valid form says that signing in is not open yet.
 */
export function LoginPage() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <section className="acc-login">
      <h1>
        <FormattedMessage id="login.title" />
      </h1>
      <LoginForm onValid={() => setSubmitted(true)} />
      {submitted && (
        <p role="status">
          <FormattedMessage id="login.notOpenYet" />
        </p>
      )}
    </section>
  );
}
