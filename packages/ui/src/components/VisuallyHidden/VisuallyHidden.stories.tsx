import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Opens in a new tab' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows on screen, but the text is in the accessibility tree. */
export const Default: Story = {
  render: (args) => (
    <p>
      Visit rabt.link/spring-sale
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Opens in a new tab');
    await expect(hidden).toBeInTheDocument();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A skip link: hidden until it receives keyboard focus. */
export const FocusableSkipLink: Story = {
  args: { children: 'Skip to main content' },
  render: (args) => (
    <div>
      <VisuallyHidden {...args} as="a" href="#main" focusable />
      <p id="main">Links, QR codes and business cards of your organisation.</p>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
