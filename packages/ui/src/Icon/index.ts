export { Icon, iconSizes, type IconProps } from './Icon.tsx';
