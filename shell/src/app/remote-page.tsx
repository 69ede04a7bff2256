import { useLocation } from 'shared-contracts/react-router';
import type { RemoteName, RemotePage } from 'shared-contracts';
import { RemoteSlot } from '../federation/remote-slot';
import { markMainContentDrawn } from '../lib/after-main-content';

/** A route whose main content belongs to a remote: the shell names the page, the remote draws it. */
export function RemotePageSlot<R extends RemoteName>({ remote, page }: { remote: R; page: RemotePage<R> }) {
  const { pathname } = useLocation();
  return (
    <RemoteSlot
      // Another remote's page is another slot: it must not inherit this one's state or failure.
      key={remote}
      resetKey={pathname}
      remote={remote}
      expose="./routes"
      props={{ page }}
      placeholder={<div className="sh-page-loading" aria-busy="true" />}
      onDrawn={markMainContentDrawn}
    />
  );
}
