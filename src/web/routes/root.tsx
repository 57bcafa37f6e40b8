import { Outlet, ScrollRestoration } from 'react-router';

/** Parent of every screen; its errorElement is the crash page. */
export function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
