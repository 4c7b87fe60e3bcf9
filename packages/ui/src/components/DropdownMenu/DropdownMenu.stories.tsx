import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BarChart3, Copy, Download, MoreHorizontal, Pencil, QrCode, Trash2 } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from './DropdownMenu.tsx';

const onEdit = fn();
const onDelete = fn();

const linkActions = (
  <>
    <DropdownMenuItem icon={Pencil} onSelect={onEdit} shortcut="E">
      Edit link
    </DropdownMenuItem>
    <DropdownMenuItem icon={Copy}>Copy rabt.link/spring-sale</DropdownMenuItem>
    <DropdownMenuItem icon={QrCode}>Create QR code</DropdownMenuItem>
    <DropdownMenuItem icon={BarChart3} href="#/analytics?link=lnk_01">
      View analytics
    </DropdownMenuItem>
    <DropdownMenuItem icon={Download} disabled shortcut="Pro">
      Export clicks (CSV)
    </DropdownMenuItem>
    <DropdownMenuSeparator />
    <DropdownMenuItem icon={Trash2} tone="danger" onSelect={onDelete}>
      Delete link
    </DropdownMenuItem>
  </>
);

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <IconButton icon={MoreHorizontal} variant="secondary" aria-label="Actions for rabt.link/spring-sale" />,
    children: linkActions,
    onOpenChange: fn(),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center', paddingBlockEnd: 280 }}>
      <DropdownMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/**
 * A story that stays open: Radix hides the page behind a modal menu with aria-hidden while focus
 * is trapped in the menu, so axe's aria-hidden-focus check on the (unreachable) trigger does not apply.
 */
const openMenuA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** Opens with Enter, moves with the arrow keys, selects with Enter and returns focus. */
export const LinkActions: Story = {
  play: async ({ canvas }) => {
    onEdit.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Actions for rabt.link/spring-sale' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /Edit link/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /Copy/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(onEdit).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: openMenuA11y,
  play: async () => {
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Export clicks/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: /View analytics/ })).toHaveAttribute(
      'href',
      '#/analytics?link=lnk_01',
    );
  },
};

export const DangerItem: Story = {
  play: async ({ canvas }) => {
    onDelete.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for rabt.link/spring-sale' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete link' }));
    await expect(onDelete).toHaveBeenCalledOnce();
  },
};

function ColumnsMenu() {
  const [columns, setColumns] = useState({ destination: true, clicks: true, created: false, tags: false });
  const [sort, setSort] = useState('newest');
  return (
    <DropdownMenu trigger={<Button variant="secondary">View options</Button>} align="start">
      <DropdownMenuGroup>
        <DropdownMenuLabel>Columns</DropdownMenuLabel>
        {(Object.keys(columns) as (keyof typeof columns)[]).map((key) => (
          <DropdownMenuCheckboxItem
            key={key}
            checked={columns[key]}
            onCheckedChange={(checked) => setColumns({ ...columns, [key]: checked })}
            keepOpen
          >
            {{ destination: 'Destination URL', clicks: 'Clicks', created: 'Created', tags: 'Tags' }[key]}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
      <DropdownMenuGroup>
        <DropdownMenuLabel>Sort by</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
          <DropdownMenuRadioItem value="newest">Newest first</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="clicks">Most clicks</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="title">Title (A–Z)</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuGroup>
    </DropdownMenu>
  );
}

/** Checkable items stay open while toggling; radio items choose one. */
export const CheckableAndRadio: Story = {
  render: () => (
    <div style={{ paddingBlockEnd: 360 }}>
      <ColumnsMenu />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View options' }));
    const tags = await body.findByRole('menuitemcheckbox', { name: 'Tags' });
    await expect(tags).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(tags);
    await expect(tags).toHaveAttribute('aria-checked', 'true');
    const clicks = body.getByRole('menuitemradio', { name: 'Most clicks' });
    await userEvent.click(clicks);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'View options' }));
    await expect(await body.findByRole('menuitemradio', { name: 'Most clicks' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const OrganisationSwitcher: Story = {
  parameters: openMenuA11y,
  args: {
    defaultOpen: true,
    align: 'start',
    trigger: <Button variant="secondary">Acme Trading LLC</Button>,
    children: (
      <>
        <DropdownMenuLabel>Organisations</DropdownMenuLabel>
        <DropdownMenuRadioGroup value="acme" onValueChange={fn()}>
          <DropdownMenuRadioItem value="acme" description="Business plan · 14 users">
            Acme Trading LLC
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="nour" description="Pro plan · 3 users">
            مؤسسة النور للتجارة والمقاولات العامة
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="studio" description="Free plan">
            Studio Sixty-Six — Design, Print &amp; Branding Consultancy
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </>
    ),
  },
};

/** In RTL the menu aligns to the trigger's inline end, i.e. its left edge, and keys navigate the same way. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    trigger: <IconButton icon={MoreHorizontal} variant="secondary" aria-label="إجراءات الرابط" />,
    children: (
      <>
        <DropdownMenuItem icon={Pencil}>تعديل الرابط</DropdownMenuItem>
        <DropdownMenuItem icon={Copy}>نسخ الرابط المختصر</DropdownMenuItem>
        <DropdownMenuItem icon={QrCode}>إنشاء رمز QR</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={Trash2} tone="danger">
          حذف الرابط
        </DropdownMenuItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'إجراءات الرابط' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'تعديل الرابط' })).toHaveFocus());
    await expect(menu).toHaveAttribute('dir', 'rtl');
    await waitFor(() => {
      const menuBox = menu.getBoundingClientRect();
      const triggerBox = trigger.getBoundingClientRect();
      expect(Math.abs(menuBox.left - triggerBox.left)).toBeLessThan(2);
    });
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true }, parameters: openMenuA11y };
