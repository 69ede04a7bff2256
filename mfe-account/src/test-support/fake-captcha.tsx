/** Stands in for the captcha widget in component tests: one button solves it. */
export function Captcha({
  onToken,
  error,
}: {
  onToken: (token: string | null) => void;
  error?: string | undefined;
}) {
  return (
    <div>
      <button type="button" onClick={() => onToken('solved-captcha')}>
        solve captcha
      </button>
      {error && <span role="alert">{error}</span>}
    </div>
  );
}
