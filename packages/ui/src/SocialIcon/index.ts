export { SocialIcon, socialNetworks, type SocialIconProps, type SocialNetwork } from './SocialIcon.tsx';
