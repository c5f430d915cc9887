export { Avatar, avatarSizes, avatarTones, initialsOf, type AvatarProps } from './Avatar.tsx';
