// The router the remotes get (issue 33.2): the shell's own copy, so they navigate its one router,
// with the exports the platform offers — not the whole package, which the shell's first load would
// carry for nothing (≈ 60 KiB gzip whole). A remote that needs another one needs a newer platform:
// add it here, then raise @pathdesk/web-data's minor version (tools/rspack/platform-surface.spec.mjs).
export {
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  useBlocker,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
