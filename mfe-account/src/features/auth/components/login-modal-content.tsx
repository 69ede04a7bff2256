import { FormattedMessage } from 'react-intl';
import { AuthTabs, type AuthTab } from './auth-tabs';

interface Props {
  initialTab: AuthTab;
  onClose: () => void;
}

/** The body of the shell's login modal frame: both tabs; it closes after a sign-in or registration. */
export function LoginModalContent({ initialTab, onClose }: Props) {
  return (
    <div className="acc-modal">
      <h2 className="acc-visually-hidden">
        <FormattedMessage id="login.title" />
      </h2>
      <AuthTabs initialTab={initialTab} idPrefix="acc-modal" onDone={onClose} />
    </div>
  );
}
