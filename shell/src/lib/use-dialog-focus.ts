import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the innermost one answers Escape and keeps Tab. */
const openDialogs: HTMLElement[] = [];

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]'),
  );
}

function keepTabInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const list = focusables(dialog);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The page behind a dialog: inert (no focus, no clicks) and hidden from assistive technology. */
function setBackgroundInert(inert: boolean): void {
  const background = document.getElementById('root');
  if (!background) return;
  background.inert = inert;
  if (inert) background.setAttribute('aria-hidden', 'true');
  else background.removeAttribute('aria-hidden');
}

/**
 * Focus handling as users expect of a modal dialog: focus moves into it, Tab stays inside,
 * Escape asks to close, the page behind is inert, and on close focus returns to the element
 * that opened it (the opener is whatever had focus when the dialog mounted).
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    setBackgroundInert(true);
    (focusables(dialog)[0] ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) setBackgroundInert(false);
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef]);
}
