export { Skeleton, SkeletonGroup, skeletonVariants } from './Skeleton.tsx';
export type { SkeletonProps, SkeletonGroupProps, SkeletonVariant } from './Skeleton.tsx';
