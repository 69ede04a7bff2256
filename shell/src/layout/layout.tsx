import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';

/** The layout every page shares (spec §2). */
export function Layout() {
  return (
    <div className="sh-page">
      <Header />
      <main className="sh-main" id="main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
