import { LATER_PRELOADS_ELEMENT_ID } from 'shared-contracts';

/** A file the server listed for the header's later widgets. */
interface LaterFile {
  href: string;
  as: 'script' | 'style';
}

function isLaterFile(value: unknown): value is LaterFile {
  if (typeof value !== 'object' || value === null) return false;
  const { href, as } = value as Record<string, unknown>;
  return typeof href === 'string' && href !== '' && (as === 'script' || as === 'style');
}

/** The files the server listed in the page: none when it listed none, or the list is damaged. */
export function readLaterFiles(doc: Document = document): LaterFile[] {
  const text = doc.getElementById(LATER_PRELOADS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isLaterFile) : [];
  } catch {
    return []; // a damaged list only costs the round trip it would have saved
  }
}

/**
 * Preloads the header's later widgets' files all at once (issue 9): each remote's entry and its
 * widget's chunks then download side by side, where the federation runtime would ask for the
 * chunks only once the entry had run. Called as those widgets start, never before: until then
 * their files would compete with the main content's.
 */
export function preloadLaterFiles(doc: Document = document): void {
  for (const { href, as } of readLaterFiles(doc)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    doc.head.append(link);
  }
}
