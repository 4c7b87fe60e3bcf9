export { page, header, headerText, muted, actions } from '../_parts/settings.css.ts';
export { fields as form, inline as buttons } from '../_parts/forms.css.ts';
export { list, row, icon, details, title, note } from '../_parts/list.css.ts';
