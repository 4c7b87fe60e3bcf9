export { page, headerText, breakAll } from '../_parts/settings.css.ts';
export { fields as form, row, stack, inline as emailLine } from '../_parts/forms.css.ts';
