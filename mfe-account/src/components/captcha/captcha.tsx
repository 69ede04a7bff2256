import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AltchaWidget } from './altcha-widget';
import { getCaptchaProvider, type CaptchaProvider } from './get-captcha-provider';

// reCAPTCHA's script is only fetched for shops configured with it.
const RecaptchaWidget = lazy(() =>
  import('./recaptcha-widget').then((module) => ({ default: module.RecaptchaWidget })),
);

interface Props {
  onToken: (token: string | null) => void;
  /** Shown under the widget ('Kindly verify captcha'). */
  error?: string | undefined;
}

/**
 * The captcha of the sign-in and register forms (spec §2): the server's choice of provider.
 * Remount it (key) after a failed submit: a solved challenge is accepted only once.
 */
export function Captcha({ onToken, error }: Props) {
  const intl = useIntl();
  const language = intl.locale.slice(0, 2);
  const [provider, setProvider] = useState<CaptchaProvider | 'failed' | null>(null);

  useEffect(() => {
    let live = true;
    getCaptchaProvider().then(
      (found) => live && setProvider(found),
      () => live && setProvider('failed'),
    );
    return () => {
      live = false;
    };
  }, []);

  const ready = provider === 'failed' ? null : provider;
  // The provider is asked for after mount, so the server and hydration draw this box of the
  // widget's size, and the widget takes its place.
  return (
    <div className="acc-captcha" role="group" aria-label={intl.formatMessage({ id: 'captcha.label' })}>
      {provider === null && <div className="acc-captcha-loading" aria-busy="true" />}
      {provider === 'failed' && (
        <p role="alert">
          <FormattedMessage id="captcha.unavailable" />
        </p>
      )}
      {ready?.provider === 'altcha' && <AltchaWidget language={language} onToken={onToken} />}
      {ready?.provider === 'recaptcha' && (
        <Suspense fallback={<div className="acc-captcha-loading" aria-busy="true" />}>
          <RecaptchaWidget siteKey={ready.siteKey} language={language} onToken={onToken} />
        </Suspense>
      )}
      {error && (
        <span className="acc-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
