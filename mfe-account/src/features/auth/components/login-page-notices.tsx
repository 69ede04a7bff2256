import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { SESSION_REQUIRED } from 'shared-contracts';
import { verifyEmail } from '../api/verify-email';

type Verification = 'pending' | 'verified' | 'failed';

/**
 * One verify-email call per token and page load: the token is single use, so a second call (a
 * re-render, React's strict mode) must reuse the first answer instead of reporting it spent.
 */
const verifications = new Map<string, Promise<Verification>>();

function verifyOnce(token: string): Promise<Verification> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = verifyEmail(token).then(
      (): Verification => 'verified',
      (): Verification => 'failed',
    );
    verifications.set(token, verification);
  }
  return verification;
}

function useEmailVerification(token: string | null): Verification | null {
  const [state, setState] = useState<{ token: string; result: Verification } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void verifyOnce(token).then((result) => live && setState({ token, result }));
    return () => {
      live = false;
    };
  }, [token]);
  if (!token) return null;
  return state?.token === token ? state.result : 'pending';
}

/** The page's notices: after registering, the verification link's result, why sign-in is asked. */
export function LoginPageNotices({ params }: { params: URLSearchParams }) {
  const verification = useEmailVerification(params.get('verify'));
  const error = params.get('error');
  const code = params.get('code');
  return (
    <>
      {params.get('regmsg') === 'Success' && (
        <p className="acc-notice acc-notice-success" role="status">
          <FormattedMessage id="login.regmsgSuccess" />
        </p>
      )}
      {verification === 'pending' && (
        <p className="acc-notice" role="status" aria-busy="true">
          <FormattedMessage id="verify.pending" />
        </p>
      )}
      {verification === 'verified' && (
        <p className="acc-notice acc-notice-success" role="status">
          <FormattedMessage id="verify.done" />
        </p>
      )}
      {verification === 'failed' && (
        <p className="acc-notice acc-notice-error" role="alert">
          <FormattedMessage id="verify.failed" />
        </p>
      )}
      {error === SESSION_REQUIRED && (
        <p className="acc-notice" role="status">
          <FormattedMessage id="login.sessionRequired" />
        </p>
      )}
      {error && error !== SESSION_REQUIRED && (
        <p className="acc-notice acc-notice-error" role="alert">
          <FormattedMessage
            id={code === 'accountLocked' ? 'validation.accountVerify' : 'problem.signInFailed'}
          />
        </p>
      )}
    </>
  );
}
