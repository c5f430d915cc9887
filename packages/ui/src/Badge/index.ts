export { Badge, badgeVariants, badgeTones, type BadgeProps } from './Badge.tsx';
