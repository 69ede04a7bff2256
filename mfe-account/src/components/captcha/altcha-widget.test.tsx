import { describe, expect, it, jest } from '@jest/globals';
import { act, render, waitFor } from '@testing-library/react';

/**
 * A stand-in for ALTCHA's element with the one trait that matters here: like the real (Svelte)
 * element it builds its inner widget a microtask after it is attached, and only from then on has
 * `configure`; it then fires `load`. A click verifies only if a challenge address was configured,
 * as the real widget fails with "Failed to fetch challenge" otherwise.
 */
const configured: Array<Record<string, unknown>> = [];
/** The test decides when the element has finished building itself. */
let built: Promise<void> = Promise.resolve();
class FakeAltchaElement extends HTMLElement {
  configure?: (config: Record<string, unknown>) => void;
  private challenge: unknown;
  connectedCallback() {
    void built.then(() => {
      this.configure = (config) => {
        configured.push(config);
        this.challenge = config.challenge;
      };
      this.dispatchEvent(new Event('load'));
    });
  }
  pressCheckbox() {
    const state = this.challenge ? 'verified' : 'error';
    const payload = this.challenge ? 'solved-proof' : undefined;
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
}
jest.unstable_mockModule('altcha', () => {
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltchaElement);
  return {};
});
const { AltchaWidget } = await import('./altcha-widget');
const { CAPTCHA_CHALLENGE_PATH } = await import('./get-captcha-provider');

describe('the ALTCHA widget', () => {
  it('is configured with our challenge address once built, and reports the solved proof', async () => {
    configured.length = 0;
    built = Promise.resolve();
    const onToken = jest.fn();
    const { container } = render(<AltchaWidget language="en" onToken={onToken} />);

    const element = await waitFor(() => {
      const found = container.querySelector<FakeAltchaElement>('altcha-widget');
      if (!found) throw new Error('not drawn yet');
      return found;
    });
    const wrapper = element.parentElement!;
    await waitFor(() => expect(wrapper).not.toHaveAttribute('inert'));
    expect(wrapper).toHaveAttribute('aria-busy', 'false');
    expect(configured).toEqual([
      expect.objectContaining({ challenge: CAPTCHA_CHALLENGE_PATH, language: 'en', hideFooter: true }),
    ]);

    act(() => element.pressCheckbox());
    expect(onToken).toHaveBeenLastCalledWith('solved-proof');
  });

  it('is inert, and says it is busy, while its element is still building itself', async () => {
    let finishBuilding = () => {};
    built = new Promise((resolve) => {
      finishBuilding = resolve;
    });
    const { container } = render(<AltchaWidget language="en" onToken={() => {}} />);
    const element = await waitFor(() => {
      const found = container.querySelector<FakeAltchaElement>('altcha-widget');
      if (!found) throw new Error('not drawn yet');
      return found;
    });
    expect(element.parentElement).toHaveAttribute('inert');
    expect(element.parentElement).toHaveAttribute('aria-busy', 'true');

    finishBuilding();
    await waitFor(() => expect(element.parentElement).not.toHaveAttribute('inert'));
    expect(element.parentElement).toHaveAttribute('aria-busy', 'false');
  });
});
