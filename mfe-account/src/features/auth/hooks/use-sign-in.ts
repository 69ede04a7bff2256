import { useIntl } from 'react-intl';
import { useNavigate } from 'shared-contracts/react-router';
import {
  bus,
  isMessageId,
  LONG_TOAST_MS,
  needsB2BConfirmation,
  routes,
  safeCallbackPath,
} from 'shared-contracts';
import { signInWithCredentials, type Credentials } from '../../../lib/auth-js';
import { B2B_UNCONFIRMED_FLAG } from '../../../lib/b2b-flag';
import { deviceId } from '../../../lib/device-id';
import { markSignedIn, shellSessionReady } from '../../../lib/session';
import { storeSignIn } from '../../../lib/signed-in-storage';
import { requestToast } from '../../../lib/toast';

/**
 * Where to go after signing in: the callbackUrl's path when it is on this site (the shell's
 * required-session check sends a full address), else nowhere.
 */
function returnPath(candidate: string | null | undefined): string {
  if (!candidate) return '';
  try {
    const url = new URL(candidate, window.location.origin);
    if (url.origin !== window.location.origin) return '';
    return safeCallbackPath(`${url.pathname}${url.search}${url.hash}`, '');
  } catch {
    return '';
  }
}

/** Refusals the sign-in names by code (AUTH_PROBLEMS), translated by this team. */
const KNOWN_PROBLEMS = new Set(['invalidCredentials', 'tooManyAttempts', 'required', 'serviceUnavailable']);
const problemId = (code: string) => (KNOWN_PROBLEMS.has(code) ? `problem.${code}` : 'problem.signInFailed');

/**
 * Signing in (spec §4): on success the token, the encrypted account type and the user are stored,
 * 'Login Successfully', the shell and the cart hear account:signed-in, and an unconfirmed business
 * user is sent to the profile tab. Anyone else goes to the callbackUrl when it is on this site, else
 * to `fallbackPath` (the login page's: the account page), else stays (the modal, over the page the
 * shopper was on). A refusal is shown as a toast (spec §8).
 */
export function useSignIn(options: {
  callbackUrl?: string | null | undefined;
  fallbackPath?: string | undefined;
  onSignedIn?: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();

  return async (credentials: Credentials): Promise<boolean> => {
    const callbackPath = returnPath(options.callbackUrl);
    const target = callbackPath || options.fallbackPath || '';
    const outcome = await signInWithCredentials(credentials, deviceId(), target || '/').catch(() => ({
      ok: false as const,
      code: 'network',
    }));
    if (!outcome.ok) {
      if (outcome.code === 'accountLocked') requestToast('error', 'accountVerify', LONG_TOAST_MS);
      else if (isMessageId(outcome.code)) requestToast('error', outcome.code);
      else requestToast('error', intl.formatMessage({ id: problemId(outcome.code) }));
      return false;
    }
    const { userInfo } = outcome.session;
    markSignedIn();
    await storeSignIn(outcome.session);
    requestToast('success', 'loginSuccess');
    bus.publish('account:signed-in', { userInfo });
    options.onSignedIn?.();
    const leave = needsB2BConfirmation(userInfo) || target;
    if (leave) await shellSessionReady();
    if (needsB2BConfirmation(userInfo)) {
      navigate(routes.account({ tabId: 1, b2bunf: B2B_UNCONFIRMED_FLAG }));
    } else if (target) {
      navigate(target);
    }
    return true;
  };
}
