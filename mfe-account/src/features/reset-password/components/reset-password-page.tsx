import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'shared-contracts/react-router';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';

/** /pages/resetpassword: without a token, ask for the link; with the emailed token, a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <section className="acc-page">
      <h1>
        <FormattedMessage id="reset.title" />
      </h1>
      {token ? <NewPasswordForm key={token} token={token} /> : <ForgotPasswordForm />}
    </section>
  );
}
