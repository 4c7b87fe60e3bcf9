export { Heading, headingLevels } from './Heading.tsx';
export type { HeadingProps, HeadingLevel } from './Heading.tsx';
