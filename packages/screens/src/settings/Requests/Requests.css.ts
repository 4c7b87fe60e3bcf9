export { page, header, headerText, cellStack, actions, muted, form, breakAll } from '../_parts/settings.css.ts';
