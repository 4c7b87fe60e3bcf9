export { page, header, headerText, muted } from '../_parts/settings.css.ts';
export { list, row, icon, details, title, note } from '../_parts/list.css.ts';
