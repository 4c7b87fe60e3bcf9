export { page, header, headerText, cellStack, actions, muted } from '../_parts/settings.css.ts';
