export { page, header, headerText, form, formActions } from '../_parts/settings.css.ts';
