// Remotes take router APIs from here, never from 'react-router': this lib is a shared singleton, so
// they use the shell's router instance, while react-router itself stays unshared and tree-shaken
// (shared modules cannot be tree-shaken, and react-router 8 whole is ~64 KB gzip).
export { Link, Navigate, NavLink, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
