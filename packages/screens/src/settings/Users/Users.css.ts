export { page, header, headerText, cellStack, actions, muted, form, nowrap, breakAll } from '../_parts/settings.css.ts';
