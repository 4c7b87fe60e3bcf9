import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Copy, HelpCircle, QrCode, Settings } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { Inline } from '../Stack/Stack.tsx';
import { Tooltip, TooltipProvider, tooltipSides } from './Tooltip.tsx';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { content: 'Copy short link', children: <Button variant="secondary">Hover or focus me</Button> },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus opens the tooltip at once and describes the trigger; Escape closes it. */
export const KeyboardFocusShowsIt: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Hover or focus me' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copy short link');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-describedby', tooltip.id));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const HoverShowsIt: Story = {
  args: { content: 'Download the QR code as SVG', children: <IconButton icon={QrCode} aria-label="Download QR code" /> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Download QR code' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Download the QR code as SVG');
  },
};

export const Open: Story = { args: { open: true } };

export const LongText: Story = {
  args: {
    open: true,
    content:
      'Branded domains let you share links such as go.al-noor-trading.com/ramadan-offer instead of rabt.link. DNS changes can take up to 48 hours.',
    children: <IconButton icon={HelpCircle} aria-label="About branded domains" />,
  },
};

export const Sides: Story = {
  render: () => (
    <TooltipProvider>
      <Grid columns={2} gap="xxxlarge" align="center" style={{ paddingBlock: 48, paddingInline: 120 }}>
        {tooltipSides.map((side) => (
          <Tooltip key={side} content={`Shown at ${side}`} side={side} open>
            <Button variant="secondary">{side}</Button>
          </Tooltip>
        ))}
      </Grid>
    </TooltipProvider>
  ),
};

/** One shared provider: moving between neighbouring icons opens the next tooltip without delay. */
export const SharedProviderToolbar: Story = {
  render: () => (
    <TooltipProvider>
      <Inline gap="xsmall">
        <IconButton icon={Copy} aria-label="Copy link" tooltip />
        <IconButton icon={QrCode} aria-label="Show QR code" tooltip />
        <IconButton icon={Settings} aria-label="Link settings" tooltip="Link settings (S)" />
      </Inline>
    </TooltipProvider>
  ),
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Copy link');
    await userEvent.tab();
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Show QR code'));
  },
};

export const ArabicRtl: Story = {
  args: { content: 'نسخ الرابط المختصر', side: 'end', open: true, children: <Button variant="secondary">نسخ</Button> },
  globals: { locale: 'ar' },
};

export const Dark: Story = { args: { open: true }, globals: { theme: 'dark' } };
