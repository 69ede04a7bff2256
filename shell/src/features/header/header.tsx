import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'shared-contracts/react-router';
import { routes } from 'shared-contracts';
import { RemoteSlot } from '../../federation/remote-slot';
import { CartSkeleton } from '../../federation/slot-skeletons';
import { HeaderSearchFallback } from './header-search-fallback';
import { LanguageSelect } from './language-select';
import { MegaMenu } from './mega-menu';
import { QuickLinks } from './quick-links';
import { SearchPanel, SearchToggle } from './search-panel';
import { useAfterMainContent } from './use-after-main-content';
import { useFocusKeptIn } from '../../lib/use-focus-kept-in';
import { useStickyHeader } from './use-sticky-header';
import { UserMenuFallback } from './user-menu-fallback';
import { UserSlotPlaceholder } from './user-slot-placeholder';

interface Props {
  onOpenMobileMenu: () => void;
}

/**
 * The header of every page (spec §2). The search box and the user dropdown belong to the
 * catalog and account teams; when their remote cannot load, the shell's plain versions stand
 * in, so search and sign-in always work. The cart dropdown is the cart team's. The search box
 * draws with the page; the account menu and the cart wait (in their reserved space, as skeletons)
 * until the page's main content has drawn, so a phone spends its first second on what the shopper
 * came for, but not for a main content that is slow or failed (lib/after-main-content.ts).
 * Below 768 px the same parts take two rows (shell/src/styles/layout.css): menu, logo, a search
 * button that opens the search box across the screen (search-panel.tsx) and the cart; then the
 * language and the quick links.
 */
export function Header({ onOpenMobileMenu }: Props) {
  const intl = useIntl();
  const barRef = useRef<HTMLDivElement>(null);
  const [barHeight, setBarHeight] = useState(0);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return undefined;
    // Told by the browser after its own layout (and again if the bar's height changes), instead of
    // reading offsetHeight in the first commit, which forced a layout of the whole page before the
    // page had drawn anything (docs/performance.md: about 25 ms of a phone's main thread, four
    // times that on Lighthouse's slow phone).
    const observer = new ResizeObserver(([entry]) => {
      setBarHeight(entry?.borderBoxSize[0]?.blockSize ?? bar.offsetHeight);
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  const sticky = useStickyHeader(barHeight * 2);
  const secondaryReady = useAfterMainContent();
  // The account menu and the cart replace what stood in their place while a shopper may be on it.
  const userSlot = useRef<HTMLDivElement>(null);
  const cartSlot = useRef<HTMLDivElement>(null);
  useFocusKeptIn(userSlot);
  useFocusKeptIn(cartSlot);

  return (
    <header className="sh-header" data-sticky={sticky}>
      {/* Keeps the page from jumping up when the bar leaves the flow to stick to the top. */}
      <div className="sh-header-place" style={sticky ? { height: barHeight } : undefined}>
        <div ref={barRef} className={`sh-header-bar${sticky ? ' sh-sticky' : ''}`}>
          <div className="sh-header-main">
            <button
              type="button"
              className="sh-menu-toggle"
              onClick={onOpenMobileMenu}
              aria-label={intl.formatMessage({ id: 'header.menu' })}
            >
              <span aria-hidden="true">☰</span>
            </button>
            <Link
              to={routes.home()}
              className="sh-logo"
              aria-label={intl.formatMessage({ id: 'header.home' })}
            >
              Riode
            </Link>
            <SearchToggle />
            <SearchPanel>
              <RemoteSlot
                remote="catalog"
                expose="./header-search"
                props={{}}
                fallback={<HeaderSearchFallback />}
                placeholder={<div className="sh-search-placeholder" />}
              />
            </SearchPanel>
            <div className="sh-header-tools">
              <LanguageSelect />
              <div ref={userSlot} className="sh-user-slot">
                <RemoteSlot
                  remote="account"
                  expose="./user-menu"
                  props={{}}
                  fallback={<UserMenuFallback />}
                  placeholder={<UserSlotPlaceholder />}
                  ready={secondaryReady}
                />
              </div>
              <div ref={cartSlot} className="sh-cart-slot">
                <RemoteSlot
                  remote="cart"
                  compact
                  expose="./cart-dropdown"
                  props={{}}
                  placeholder={<CartSkeleton />}
                  ready={secondaryReady}
                />
              </div>
            </div>
          </div>
          <div className="sh-header-nav">
            <MegaMenu />
          </div>
        </div>
      </div>
      <QuickLinks />
    </header>
  );
}
