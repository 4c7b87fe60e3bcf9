import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BarChart3, Globe, Link2, QrCode } from '../../icons/index.ts';
import { Tabs, type TabItem } from './Tabs.tsx';

const items: TabItem[] = [
  { value: 'links', label: 'Links', count: 1204, icon: Link2, content: <p>1,204 short links in the Marketing workspace.</p> },
  { value: 'qrs', label: 'QR codes', count: 38, icon: QrCode, content: <p>38 QR codes: Wi-Fi, PDF and image.</p> },
  { value: 'domains', label: 'Branded domains', count: 2, icon: Globe, content: <p>go.acme.sa and links.acme.com</p> },
  { value: 'analytics', label: 'Analytics', icon: BarChart3, content: <p>Clicks by country, device and channel.</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { items, 'aria-label': 'Workspace content', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and activate them. */
export const WithCounts: Story = {
  play: async ({ canvas, args }) => {
    const links = canvas.getByRole('tab', { name: /Links/ });
    await expect(links).toHaveAttribute('aria-selected', 'true');
    await expect(links).toHaveTextContent('1,204');
    await userEvent.click(links);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /QR codes/ })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('qrs');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('38 QR codes');
    await userEvent.keyboard('{End}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('analytics');
  },
};

export const WithoutCounts: Story = {
  args: {
    'aria-label': 'Settings',
    items: [
      { value: 'profile', label: 'Profile', content: <p>Name, photo and language.</p> },
      { value: 'security', label: 'Security', content: <p>Password and two-step sign-in.</p> },
      { value: 'notifications', label: 'Notifications', content: <p>E-mails about invoices and usage.</p> },
    ],
  },
};

export const DisabledTab: Story = {
  args: {
    items: items.map((item) =>
      item.value === 'domains' ? { ...item, disabled: true, label: 'Branded domains (Business plan)' } : item,
    ),
  },
};

/** Manual activation: arrows move focus, Enter selects. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Links/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Links/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('qrs');
  },
};

export const ManyTabsPhoneWidth: Story = {
  render: (args) => (
    <div style={{ inlineSize: '360px' }}>
      <Tabs {...args} />
    </div>
  ),
};

/** In RTL the left arrow goes to the next tab. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    'aria-label': 'محتوى مساحة العمل',
    items: [
      { value: 'links', label: 'الروابط', count: 1204, icon: Link2, content: <p>١٬٢٠٤ رابطًا مختصرًا في مساحة التسويق.</p> },
      { value: 'qrs', label: 'رموز QR', count: 38, icon: QrCode, content: <p>٣٨ رمز QR.</p> },
      { value: 'analytics', label: 'التحليلات', icon: BarChart3, content: <p>النقرات حسب الدولة والجهاز والقناة.</p> },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /الروابط/ }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: /رموز QR/ })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('qrs');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /الروابط/ })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'qrs' } };
