import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Shown on the page (jsdom, in unit tests, has no layout and counts everything as shown). */
const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;

/** The same kind of control as the one that went: a link for a link, a search field for a search field. */
const sameKind = (a: Element, b: Element) =>
  a.tagName === b.tagName && a.getAttribute('type') === b.getAttribute('type');

/**
 * Keeps the keyboard focus in a part of the page whose content is replaced while it has the focus:
 * the header's slots, where a remote's widget takes the place of the server's stand-in (the
 * sign-in link the server drew becomes the account team's menu) once the remote has loaded
 * (shell/src/federation/remote-slot.tsx). Without this the browser drops the focus to the page's
 * body when the focused element goes, and a keyboard shopper who was on it starts again from the top.
 * The focus moves to the new content's control of the same kind, else its first control. A shopper
 * who had left the element before it went (a click elsewhere) is not followed.
 */
export function useFocusKeptIn(part: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = part.current;
    if (!element) return undefined;
    /** The element in this part that last had the focus, while it may still be taken away under it. */
    let held: Element | null = null;

    const handOver = () => {
      if (!held) return;
      if (held.isConnected) {
        // Still on the page: the focus left it on its own (a click on the page), or is still on it.
        if (document.activeElement !== held) held = null;
        return;
      }
      const active = document.activeElement;
      if (active && active !== document.body) {
        held = null;
        return;
      }
      const controls = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
      const next = controls.find((control) => held && sameKind(control, held)) ?? controls[0];
      // Nothing to take it yet (a skeleton between the two): the next change of the part tries again.
      if (!next) return;
      held = next;
      // Where it was: the replacement sits in the same place, so the page must not scroll to it.
      next.focus({ preventScroll: true });
    };

    const onFocusIn = (event: FocusEvent) => {
      held = event.target instanceof Element && element.contains(event.target) ? event.target : null;
    };
    // Chromium tells a focused element it lost the focus as it is removed, before the new content is
    // in; the check waits for the end of the change, by when the element is gone or still there.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) queueMicrotask(handOver);
    };
    const observer = new MutationObserver(handOver);
    observer.observe(element, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [part]);
}
