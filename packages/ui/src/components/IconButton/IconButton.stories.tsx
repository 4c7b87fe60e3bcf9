import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ArrowRight, Bell, Copy, Menu, Moon, MoreHorizontal, Pencil, Plus, Trash2, X } from '../../icons/index.ts';
import { Inline, Stack } from '../Stack/Stack.tsx';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: MoreHorizontal, 'aria-label': 'More actions for rabt.link/spring-sale', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'More actions for rabt.link/spring-sale' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
export const Primary: Story = { args: { variant: 'primary', icon: Plus, 'aria-label': 'Create link' } };
export const Secondary: Story = { args: { variant: 'secondary', icon: Pencil, 'aria-label': 'Edit business card' } };
export const Danger: Story = { args: { variant: 'danger', icon: Trash2, 'aria-label': 'Delete QR code' } };
export const Round: Story = { args: { round: true, variant: 'secondary', icon: Bell, 'aria-label': 'Notifications' } };
export const Disabled: Story = {
  args: { disabled: true, icon: Trash2, 'aria-label': 'Delete link (you need the Editor role)' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Toggle buttons expose their state with `aria-pressed`. */
export const Pressed: Story = { args: { icon: Moon, 'aria-label': 'Dark theme', 'aria-pressed': true } };

/** `tooltip` repeats the accessible name as a visible hint on hover and focus. */
export const WithTooltip: Story = {
  args: { icon: Copy, 'aria-label': 'Copy short link', tooltip: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy short link' })).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Copy short link');
  },
};
export const WithCustomTooltip: Story = {
  args: { icon: X, 'aria-label': 'Close panel', tooltip: 'Close (Esc)', tooltipSide: 'bottom' },
};

/** Named by visible text elsewhere on the page. */
export const LabelledBy: Story = {
  render: (args) => (
    <Inline gap="small">
      <span id="qr-menu-label">QR code options</span>
      <IconButton icon={MoreHorizontal} onClick={args.onClick} aria-labelledby="qr-menu-label" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'QR code options' })).toBeInTheDocument();
  },
};

/** Directional icons point the other way in Arabic. */
export const DirectionalInRtl: Story = {
  args: { icon: ArrowRight, flipInRtl: true, 'aria-label': 'التالي', variant: 'secondary' },
  globals: { locale: 'ar' },
};

export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <Stack gap="medium">
      {iconButtonVariants.map((variant) => (
        <Inline key={variant} gap="medium">
          {iconButtonSizes.map((size) => (
            <IconButton
              key={size}
              onClick={args.onClick}
              icon={Menu}
              variant={variant}
              size={size}
              aria-label={`Menu, ${variant} ${size}`}
            />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Dark: Story = {
  ...AllVariantsAndSizes,
  globals: { theme: 'dark' },
};
