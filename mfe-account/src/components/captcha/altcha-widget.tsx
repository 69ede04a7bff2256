import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import type { WidgetMethods } from 'altcha/types';
import { CAPTCHA_CHALLENGE_PATH, fetchAltchaChallenge } from './get-captcha-provider';

interface Props {
  language: string;
  onToken: (token: string | null) => void;
}

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** The widget's languages we load (its own i18n files; English is built in). */
async function loadLanguage(language: string): Promise<void> {
  if (language === 'nl') await import('altcha/i18n/nl');
  else if (language === 'fr') await import('altcha/i18n/fr-ca');
  else if (language === 'de') await import('altcha/i18n/de');
}

/**
 * ALTCHA's web component, loaded only when a form needs it. It solves the proof of work in Web
 * Workers made from blobs and styles itself with classes it scopes with `all: revert-layer`, so
 * nothing comes from another origin and our styles do not leak into it.
 */
export function AltchaWidget({ language, onToken }: Props) {
  const ref = useRef<HTMLElement & Partial<WidgetMethods>>(null);
  const [ready, setReady] = useState(false);
  const [configured, setConfigured] = useState(false);
  const reportToken = useEffectEvent(onToken);

  useEffect(() => {
    let live = true;
    void import('altcha').then(() => loadLanguage(language)).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return;
    // The element builds its inner widget a moment after it is attached, and only then has
    // `configure`; it says so with a `load` event. Until it is configured a click would start a
    // proof of work without a challenge address and end in an error, so it stays inert till then.
    const configure = () => {
      if (!element.configure) return;
      element.configure({
        challenge: CAPTCHA_CHALLENGE_PATH,
        fetch: fetchAltchaChallenge,
        language: language === 'fr' ? 'fr-ca' : language,
        hideFooter: true,
      });
      setConfigured(true);
    };
    const onState = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      reportToken(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    if (element.configure) configure();
    else element.addEventListener('load', configure, { once: true });
    return () => {
      element.removeEventListener('statechange', onState);
      element.removeEventListener('load', configure);
    };
  }, [ready, language]);

  return ready ? (
    <div className="acc-altcha" aria-busy={!configured} inert={!configured}>
      <altcha-widget ref={ref} name="altcha" />
    </div>
  ) : (
    <div className="acc-captcha-loading" aria-busy="true" />
  );
}
