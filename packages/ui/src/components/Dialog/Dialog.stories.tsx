import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose, dialogSizes } from './Dialog.tsx';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Edit link',
    description: 'Change where rabt.link/spring-sale points. Existing QR codes keep working.',
    children: (
      <p>
        Destination:{' '}
        <span dir="ltr">https://shop.example.com/collections/spring-2026?utm_source=newsletter&amp;utm_medium=email</span>
      </p>
    ),
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Save changes</Button>
      </>
    ),
    trigger: <Button variant="secondary">Edit link</Button>,
    onOpenChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Opens from its trigger, traps focus, closes on Escape and returns focus to the trigger. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit link' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Edit link' });
    await expect(dialog).toHaveAccessibleDescription(/rabt.link\/spring-sale/);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Tab cycles inside the dialog only.
    for (let index = 0; index < 5; index += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit link' }));
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpenSmall: Story = {
  args: {
    defaultOpen: true,
    size: 'small',
    title: 'Download QR code',
    description: 'PNG for screens, SVG for print.',
    children: undefined,
    footer: <Button>Download SVG</Button>,
  },
};

export const OpenMedium: Story = {
  args: { defaultOpen: true, size: 'medium' },
  play: async () => {
    // A body that fits adds no tab stop of its own.
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).queryByRole('region')).toBeNull();
  },
};

/**
 * The body scrolls (30 lines, taller than the screen) and holds nothing focusable: it becomes a
 * named tab stop so the keyboard can scroll it (axe scrollable-region-focusable).
 */
export const OpenLarge: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    const body = await within(dialog).findByRole('region', { name: 'Invoice INV-2026-0042' });
    await expect(body).toHaveAttribute('tabindex', '0');
    body.focus();
    await expect(body).toHaveFocus();
  },
  args: {
    defaultOpen: true,
    size: 'large',
    title: 'Invoice INV-2026-0042',
    description: 'Business plan, yearly — paid on 1 May 2026.',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>{`Line ${index + 1}: 1 × Business seat, Acme Trading LLC, Riyadh — USD 99.00`}</p>
        ))}
      </div>
    ),
  },
};

export const WithoutDescription: Story = { args: { defaultOpen: true, description: undefined, title: 'Rename workspace' } };

/** While a request runs the dialog cannot be dismissed. */
export const NotDismissible: Story = {
  args: { defaultOpen: true, dismissible: false, title: 'Saving link…' },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    defaultOpen: true,
    title: 'تعديل الرابط',
    description: 'غيّر وجهة rabt.link/spring-sale. ستظل رموز QR الحالية تعمل.',
    children: <p>الوجهة الحالية: متجر مجموعة الربيع</p>,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">إلغاء</Button>
        </DialogClose>
        <Button>حفظ التغييرات</Button>
      </>
    ),
  },
  play: async () => {
    await expect(await body.findByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true } };

export const AllSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {dialogSizes.map((size) => (
        <Dialog
          key={size}
          {...args}
          size={size}
          title={`${size} dialog`}
          trigger={<Button variant="secondary">{`Open ${size}`}</Button>}
        />
      ))}
    </div>
  ),
};
