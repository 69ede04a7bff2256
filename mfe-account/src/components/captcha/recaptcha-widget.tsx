import ReCAPTCHA from 'react-google-recaptcha';

interface Props {
  siteKey: string;
  language: string;
  onToken: (token: string | null) => void;
}

/** Google reCAPTCHA, used only when the server is configured with a site key (and verifies it). */
export function RecaptchaWidget({ siteKey, language, onToken }: Props) {
  return (
    <ReCAPTCHA
      sitekey={siteKey}
      hl={language}
      onChange={(token) => onToken(token)}
      onExpired={() => onToken(null)}
      onErrored={() => onToken(null)}
    />
  );
}
