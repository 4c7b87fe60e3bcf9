import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '@rabt/ui';
import { storyChrome } from '../../_parts/storyChrome.tsx';
import { AuthLayout } from './AuthLayout.tsx';

const meta = {
  title: 'Screens/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sign in to Rabt',
    description: 'Welcome back. Enter your details to continue.',
    children: <Button fullWidth>Continue</Button>,
    ...storyChrome,
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Rabt home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to Rabt' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2020–2026 Rabt');
  },
};
export const Medium: Story = { args: { width: 'medium' } };
export const Wide: Story = { args: { width: 'wide', title: 'Choose your plan' } };
export const WithoutControlsOrFooter: Story = { args: { languageSwitch: undefined, themeToggle: undefined, footer: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  args: {
    title: 'تسجيل الدخول إلى ربط',
    description: 'مرحبًا بعودتك. أدخل بياناتك للمتابعة.',
    children: <Button fullWidth>متابعة</Button>,
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'الصفحة الرئيسية لربط' })).toHaveTextContent('ربط');
  },
};
