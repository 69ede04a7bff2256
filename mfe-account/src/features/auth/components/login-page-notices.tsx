import { useEffect, useEffectEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { SESSION_REQUIRED } from 'shared-contracts';
import { useSearchParams } from 'shared-contracts/react-router';
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

/**
 * The verification link's result. Once it is known the token leaves the address bar (replacing the
 * history entry): it is spent, and should not stay in the history, a bookmark or a shared screen.
 * The result stays shown after that.
 */
function useEmailVerification(token: string | null): Verification | null {
  const [, setParams] = useSearchParams();
  const [state, setState] = useState<{ token: string; result: Verification } | null>(null);
  const dropToken = useEffectEvent(() =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verify');
        return next;
      },
      { replace: true },
    ),
  );
  useEffect(() => {
    if (!token) return;
    let live = true;
    void verifyOnce(token).then((result) => {
      if (!live) return;
      setState({ token, result });
      dropToken();
    });
    return () => {
      live = false;
    };
  }, [token]);
  if (token && state?.token !== token) return 'pending';
  return state?.result ?? null;
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
