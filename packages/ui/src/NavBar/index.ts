export { NavBar, type NavBarRootProps, type NavBarBrandProps, type NavBarMenuProps, type NavBarItemProps } from './NavBar.tsx';
