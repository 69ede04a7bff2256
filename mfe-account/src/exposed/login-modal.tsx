import type { RemoteWidgetProps } from 'shared-contracts';
import { AccountRoot } from '../app/account-root';
import { pageTranslations } from '../i18n/page-translations';
import { LoginModalContent } from '../features/auth/components/login-modal-content';

interface Props extends RemoteWidgetProps {
  initialTab: 'login' | 'register';
  onClose: () => void;
}

/** The body of the shell's login/register modal frame. */
export default function LoginModal({ locale, initialTab, onClose }: Props) {
  return (
    <AccountRoot locale={locale} translations={pageTranslations}>
      <LoginModalContent initialTab={initialTab} onClose={onClose} />
    </AccountRoot>
  );
}
