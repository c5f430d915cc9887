export { Link, linkTones, linkUnderlines, type LinkProps, type NavigationProps } from './Link.tsx';
