export { page, header, headerText, cellStack, actions, muted, nowrap } from '../_parts/settings.css.ts';
