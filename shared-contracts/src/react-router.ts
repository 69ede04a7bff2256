// The routing surface the shell and every remote share (docs/performance.md). The router's context
// must be one instance on the page, so this module is a federation singleton; sharing
// react-router-dom itself would ship all of it (data routers, server rendering) whatever the page
// uses, because a shared module cannot be tree-shaken. Sharing this narrow list instead lets each
// build keep only what is named here. Frontend code imports routing from here only (an ESLint rule
// says so); a remote that needs more adds it here, in a new contracts version. In v7,
// react-router-dom re-exports react-router (one package's code, the same context), so what is
// named here is the same whichever of the two a build resolves.
export {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, Location } from 'react-router-dom';
