import { useCallback, useState } from 'react';
import { Outlet } from 'shared-contracts/react-router';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { BottomBar } from '../features/mobile-nav/bottom-bar';
import { MobileMenu } from '../features/mobile-nav/mobile-menu';
import { ScrollTopButton } from '../features/scroll-top/scroll-top-button';
import { MAIN_ID, SkipLink } from '../features/skip-link/skip-link';
import { ModalHost } from '../modals/modal-host';
import { useSession } from '../session/use-session';

/** The layout every page shares (spec §2), composed from the shell's features. */
export function Layout() {
  const { status } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="sh-page" data-session={status}>
      <SkipLink />
      <Header onOpenMobileMenu={() => setMenuOpen(true)} />
      {/* Focusable from a script only: the skip link's target. */}
      <main className="sh-main" id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
      <ScrollTopButton />
      {menuOpen && <MobileMenu onClose={closeMenu} />}
      <ModalHost />
    </div>
  );
}
