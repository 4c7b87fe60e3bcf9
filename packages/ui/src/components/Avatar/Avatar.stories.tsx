import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline, Stack } from '../Stack/Stack.tsx';
import { Avatar, avatarSizes } from './Avatar.tsx';

/** A local picture (no network in tests): a simple portrait as an SVG data URL. */
const portrait = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#99d3cc"/><circle cx="32" cy="26" r="12" fill="#0b5d57"/><rect x="12" y="42" width="40" height="30" rx="16" fill="#0b5d57"/></svg>',
)}`;

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Sara Malik' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Sara Malik' });
    await expect(avatar).toHaveTextContent('SM');
  },
};

/** Arabic names: the article "ال" is skipped and the letters are kept apart ("ل" and "ح", not "لح"). */
export const ArabicName: Story = {
  args: { name: 'ليلى الحسن', size: 'large' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ليلى الحسن' })).toHaveTextContent('ل\u200Cح');
  },
};

export const WithImage: Story = {
  args: { src: portrait, name: 'Omar Farouk', size: 'large' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Omar Farouk' });
    await expect(img.tagName).toBe('IMG');
  },
};

/** A broken picture URL falls back to the initials. */
export const BrokenImageFallsBack: Story = {
  args: { src: '/avatars/does-not-exist.png', name: 'Noura Al-Qahtani', size: 'large' },
  play: async ({ canvasElement }) => {
    // The 404 makes a round trip through MSW's worker and the dev server: over a second on a
    // loaded CI machine (1.1–1.7 s measured), past waitFor's default of one second.
    await waitFor(() => expect(canvasElement.querySelector('[data-state="fallback"]')).toHaveTextContent('NA'), {
      timeout: 10_000,
    });
  },
};

export const CustomAlt: Story = { args: { src: portrait, name: 'Omar Farouk', alt: 'Omar Farouk, account owner' } };

/** Next to a visible name the avatar is hidden from screen readers, so the name is read once. */
export const DecorativeNextToName: Story = {
  args: { name: 'عبد الرحمن الشمري', decorative: true },
  render: (args) => (
    <Inline gap="small">
      <Avatar {...args} />
      <span>{args.name}</span>
    </Inline>
  ),
};

export const Organisation: Story = { args: { name: 'Al Noor Trading Co.', shape: 'square', size: 'large' } };
export const NoName: Story = { args: { name: '' } };
export const EmailOnly: Story = { args: { name: 'billing@rabt.example' } };
export const VeryLongName: Story = {
  args: { name: 'Maximiliana Alexandra Fitzgerald-Montgomery de la Cruz' },
  render: (args) => (
    <Inline gap="small">
      <Avatar {...args} decorative />
      <span>{args.name}</span>
    </Inline>
  ),
};

export const AllSizes: Story = {
  render: (args) => (
    <Stack gap="medium">
      {(['Sara Malik', 'ليلى الحسن'] as const).map((name) => (
        <Inline key={name} gap="medium" align="end">
          {avatarSizes.map((size) => (
            <Avatar key={size} {...args} name={name} size={size} />
          ))}
          <Avatar {...args} name={name} size="large" src={portrait} />
        </Inline>
      ))}
    </Stack>
  ),
};

/** Overlapping stack of members. */
export const Group: Story = {
  render: () => (
    <Inline gap="none">
      {['Sara Malik', 'ليلى الحسن', 'Omar Farouk', 'Yusuf Demir', 'خالد العتيبي'].map((name, index) => (
        <Avatar key={name} name={name} size="small" bordered style={{ marginInlineStart: index === 0 ? 0 : -8 }} />
      ))}
    </Inline>
  ),
};

export const Dark: Story = { ...AllSizes, globals: { theme: 'dark' } };
