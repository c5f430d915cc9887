import { useLocation } from 'react-router-dom';
import { Island } from '../islands/Island.tsx';
import HeaderBar from './HeaderBar.island.tsx';

export { isActivePath } from './HeaderBar.island.tsx';

/** The shared sticky header (`HeaderBar`) for the page at the router's location. */
export function SiteHeader() {
  const { pathname } = useLocation();
  return <Island component={HeaderBar} props={{ pathname }} />;
}
