import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import preview from './preview.tsx';

// Applies the real preview (decorators, globals, MSW loader) and the a11y addon, so each story
// test renders exactly as in Storybook and fails on any axe violation.
setProjectAnnotations([a11yAnnotations, preview]);
