/** The id of the JSON element in index.html that carries the session settings. */
export const SESSION_SETTINGS_ELEMENT_ID = 'riode-session-settings';

export interface SessionSettings {
  /** Spec §9: the session poll interval, in seconds; 0 = no polling. */
  pollSeconds: number;
  /** Spec §4: automatic refetches are skipped while offline unless this allows them. */
  refetchWhenOffline: boolean;
  refetchOnWindowFocus: boolean;
}

export const DEFAULT_SESSION_SETTINGS: SessionSettings = {
  pollSeconds: 0,
  refetchWhenOffline: false,
  refetchOnWindowFocus: true,
};

const MAX_POLL_SECONDS = 86_400;

function pick(raw: Record<string, unknown>): SessionSettings {
  const seconds = raw.pollSeconds;
  const flag = (key: 'refetchWhenOffline' | 'refetchOnWindowFocus') =>
    typeof raw[key] === 'boolean' ? raw[key] : DEFAULT_SESSION_SETTINGS[key];
  return {
    pollSeconds:
      typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0 && seconds <= MAX_POLL_SECONDS
        ? seconds
        : DEFAULT_SESSION_SETTINGS.pollSeconds,
    refetchWhenOffline: flag('refetchWhenOffline'),
    refetchOnWindowFocus: flag('refetchOnWindowFocus'),
  };
}

/**
 * Read from `<script type="application/json" id="riode-session-settings">` in the shell's
 * index.html (shell/src/index.html; the server or an operator may rewrite it, as the server
 * already does with the inlined registry). A missing or damaged element means the defaults,
 * never a broken page; a bad value falls back field by field.
 */
export function readSessionSettings(doc: Document = document): SessionSettings {
  const text = doc.getElementById(SESSION_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_SESSION_SETTINGS;
  try {
    const raw: unknown = JSON.parse(text);
    return raw && typeof raw === 'object' ? pick(raw as Record<string, unknown>) : DEFAULT_SESSION_SETTINGS;
  } catch {
    return DEFAULT_SESSION_SETTINGS;
  }
}
