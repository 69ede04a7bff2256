import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'shared-contracts/react-router';
import { BarIcon } from '../../components/bar-icons';
import { useFocusKeptIn } from '../../lib/use-focus-kept-in';

const PANEL_ID = 'sh-search-panel';
/** Where the phone header ends (shell/src/styles/layout.css): wider, the search box sits in the bar. */
const WIDE = '(min-width: 768px)';

/**
 * The phone header's search button. It opens the panel through the browser's own popover
 * (`popovertarget`), so it works before the page's scripts have run, as the search form does.
 */
export function SearchToggle() {
  return (
    <button type="button" className="sh-search-toggle" popoverTarget={PANEL_ID}>
      <BarIcon name="search" />
      <FormattedMessage id="header.search.open" />
    </button>
  );
}

/** Closes the panel: an open popover stays in the top layer whatever the page does. */
function hide(panel: HTMLElement | null) {
  // jsdom (unit tests) has no popovers.
  if (panel && typeof panel.hidePopover === 'function' && panel.matches(':popover-open')) panel.hidePopover();
}

/**
 * The header's search box. From 768 px it is part of the bar (the popover's own styles are undone
 * in layout.css); on a phone it is a popover across the top of the screen that the search button
 * opens, with room for the category select and the field at full width. Escape, a press outside
 * and its Close button close it (the browser's light dismiss); so do a search (a new address) and
 * the screen widening to the bar's layout. Once open, the field takes the focus.
 */
export function SearchPanel({ children }: { children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  // The catalog's search box may take the place of what stood in for it while the shopper is in it.
  useFocusKeptIn(panel);

  useEffect(() => hide(panel.current), [pathname, search]);

  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open')
        element.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    };
    const wide = window.matchMedia(WIDE);
    const onWiden = () => wide.matches && hide(element);
    element.addEventListener('toggle', onToggle);
    wide.addEventListener('change', onWiden);
    return () => {
      element.removeEventListener('toggle', onToggle);
      wide.removeEventListener('change', onWiden);
    };
  }, []);

  return (
    <div id={PANEL_ID} ref={panel} className="sh-search-slot" popover="auto">
      <button type="button" className="sh-search-close" popoverTarget={PANEL_ID} popoverTargetAction="hide">
        <FormattedMessage id="modal.close" />
      </button>
      {children}
    </div>
  );
}
