import { useIntl } from 'react-intl';
import { useNavigate } from 'shared-contracts/react-router';
import { ApiRequestError, fromBcp47, LONG_TOAST_MS, routes } from 'shared-contracts';
import { requestToast } from '../../../lib/toast';
import { register } from '../api/register';
import type { RegistrationSubmit } from '../components/register-form';

/**
 * Registering (spec §8): on success the translated registration message for 10 seconds and the
 * login page with regmsg=Success; a refusal shows the answer's data text as an error toast.
 */
export function useRegister(onRegistered?: () => void) {
  const intl = useIntl();
  const navigate = useNavigate();
  return async (form: RegistrationSubmit): Promise<boolean> => {
    try {
      await register({ ...form, locale: fromBcp47(intl.locale) });
    } catch (error) {
      // A refusal (4xx) says why in the server's words (spec §8); a fault on the server's side or
      // no answer gets this team's translated message, not the server's English.
      const refused = error instanceof ApiRequestError && error.status < 500;
      const text = refused && error.body ? error.body.data : undefined;
      requestToast('error', text ?? intl.formatMessage({ id: 'problem.registerFailed' }));
      return false;
    }
    requestToast('success', 'registerSuccess', LONG_TOAST_MS);
    onRegistered?.();
    navigate(routes.login({ regmsg: 'Success' }));
    return true;
  };
}
