import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ArrowRight, Plus, Trash2 } from '../../icons/index.ts';
import { Inline } from '../Stack/index.ts';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Create link', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete link', icon: Trash2 } };
export const WithIcons: Story = { args: { icon: Plus, children: 'New QR code' } };
export const WithTrailingArrow: Story = { args: { iconEnd: ArrowRight, children: 'Continue' } };
export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Saving/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true, children: 'Upgrade required' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign in' } };
/** A label longer than a phone is wide wraps inside the button; the button never overflows. */
export const LongLabel: Story = {
  args: { children: 'Send the verification e-mail again to my work address, the one I gave when I signed up for Rabt' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().width);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

/** One unbroken word (a URL) longer than the line breaks inside the button too. */
export const LongUnbrokenLabel: Story = {
  args: { variant: 'secondary', children: 'https://shop.example.com/collections/spring-2026-family-offers-riyadh-jeddah' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().width);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <Inline gap="medium" wrap>
      {buttonVariants.flatMap((variant) =>
        buttonSizes.map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
    </Inline>
  ),
};
