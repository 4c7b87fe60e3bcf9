export { Badge, badgeVariants, badgeSizes, statusTones } from './Badge.tsx';
export type { BadgeProps, BadgeVariant, BadgeSize, StatusTone } from './Badge.tsx';
