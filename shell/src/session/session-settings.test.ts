import { afterEach, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_SESSION_SETTINGS,
  readSessionSettings,
  SESSION_SETTINGS_ELEMENT_ID,
} from './session-settings';

const inline = (text: string) =>
  (document.body.innerHTML = `<script type="application/json" id="${SESSION_SETTINGS_ELEMENT_ID}">${text}</script>`);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the session settings', () => {
  it('are off by default: no polling, no refetch while offline, refetch on focus', () => {
    expect(readSessionSettings()).toEqual({
      pollSeconds: 0,
      refetchWhenOffline: false,
      refetchOnWindowFocus: true,
    });
  });

  it('read the poll interval in seconds from the page', () => {
    inline('{ "pollSeconds": 60, "refetchWhenOffline": true }');
    expect(readSessionSettings()).toEqual({
      pollSeconds: 60,
      refetchWhenOffline: true,
      refetchOnWindowFocus: true,
    });
  });

  it('fall back field by field on bad values, and wholly on a damaged element', () => {
    inline('{ "pollSeconds": -5, "refetchOnWindowFocus": "yes" }');
    expect(readSessionSettings()).toEqual(DEFAULT_SESSION_SETTINGS);
    inline('{ "pollSeconds": ');
    expect(readSessionSettings()).toEqual(DEFAULT_SESSION_SETTINGS);
  });
});
