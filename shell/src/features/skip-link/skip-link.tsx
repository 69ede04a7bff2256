import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';

/** The id of the layout's main element (shell/src/app/layout.tsx). */
export const MAIN_ID = 'main';

/**
 * The page's first Tab stop, shown only while it has the focus: it takes a keyboard or
 * screen-reader user past the header's many links, to the page's main content. A plain link to
 * #main, so it works before the page's scripts have run; after, it moves the focus without
 * changing the address (the router would take the hash for a new page).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className="sh-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      <FormattedMessage id="skip.toContent" />
    </a>
  );
}
