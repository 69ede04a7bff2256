import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRegister } from '../hooks/use-register';
import { useSignIn } from '../hooks/use-sign-in';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthTab = 'login' | 'register';
const TABS: AuthTab[] = ['login', 'register'];

interface Props {
  initialTab: AuthTab;
  idPrefix: string;
  callbackUrl?: string | null | undefined;
  /** Where a sign-in without an allowed callbackUrl goes (none: the shopper stays where they are). */
  fallbackPath?: string | undefined;
  /** Called after a sign-in or a registration, and when a link leaves the panel (the modal closes). */
  onDone?: () => void;
}

/** The two tabs of the login/register modal and page (spec §2), keyboard navigable (WAI-ARIA tabs). */
export function AuthTabs({ initialTab, idPrefix, callbackUrl, fallbackPath, onDone }: Props) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const signIn = useSignIn({ callbackUrl, fallbackPath, onSignedIn: onDone });
  // After registering, the next step is signing in (once the email link is followed).
  const registerAccount = useRegister(() => {
    setTab('login');
    onDone?.();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length] ?? 'login';
    setTab(next);
    tabRefs.current[TABS.indexOf(next)]?.focus();
  };

  return (
    <div className="acc-auth">
      <div className="acc-tabs" role="tablist" onKeyDown={onKeyDown}>
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${idPrefix}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="acc-tab"
            onClick={() => setTab(name)}
          >
            <FormattedMessage id={`tabs.${name}`} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        {tab === 'login' ? (
          <LoginForm idPrefix={`${idPrefix}-login`} onSubmit={signIn} onNavigate={onDone} />
        ) : (
          <RegisterForm idPrefix={`${idPrefix}-register`} onSubmit={registerAccount} />
        )}
      </div>
    </div>
  );
}
