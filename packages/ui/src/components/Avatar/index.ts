export { Avatar, avatarSizes, avatarShapes } from './Avatar.tsx';
export type { AvatarProps, AvatarSize, AvatarShape } from './Avatar.tsx';
export { initialsOf } from './initials.ts';
