import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline, Stack } from '../Stack/Stack.tsx';
import { SiteIcon, SiteIconView, siteIconSizes } from './SiteIcon.tsx';

/** A local icon (no network in tests): a small mark as an SVG data URL. */
const mark = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#0b5d57"/><path d="M4 11V5h3.5a2 2 0 0 1 0 4H6l3 2" stroke="#fff" stroke-width="1.6" fill="none"/></svg>',
)}`;

const meta = {
  title: 'UI/SiteIcon',
  component: SiteIcon,
  args: { url: 'https://www.acme-coffee.sa/menu', src: mark },
  argTypes: { size: { control: 'inline-radio', options: siteIconSizes } },
} satisfies Meta<typeof SiteIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the icon loads: the letter (the image is in the page but not shown yet). */
export const Loading: Story = {
  render: (args) => <SiteIconView url={args.url} src={args.src ?? null} status="loading" size="large" label="acme-coffee.sa" />,
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-state="loading"]');
    await expect(icon).toHaveTextContent('A');
  },
};

export const Loaded: Story = {
  args: { size: 'large', label: 'acme-coffee.sa' },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loaded"]')).not.toBeNull());
    await expect(canvas.getByRole('img', { name: 'acme-coffee.sa' })).toBeVisible();
  },
};

/** No icon loads (the server answers 404): a letter avatar in a colour that stays the same for the site. */
export const FallbackLetter: Story = {
  // Bytes that are no image (no network needed): the browser fails to decode them at once.
  args: { url: 'https://news.example.org/a', src: 'data:image/png;base64,AAAA', size: 'large', label: 'news.example.org' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="fallback"]')).toHaveTextContent('N'), {
      timeout: 5_000,
    });
  },
};

/** Beside the address it belongs to (decorative: the address is read, not the icon), every size. */
export const InAList: Story = {
  render: () => (
    <Stack gap="small">
      {siteIconSizes.map((size) => (
        <Inline key={size} gap="small" align="center">
          <SiteIcon url="https://www.acme-coffee.sa/menu" src={mark} size={size} />
          <span dir="ltr">acme-coffee.sa</span>
          <SiteIcon url="https://t.co/abc" src={null} size={size} />
          <span dir="ltr">t.co</span>
        </Inline>
      ))}
    </Stack>
  ),
};

/** Arabic: the icon sits at the start (right) of the row; the host stays an isolated Latin run. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Stack gap="small">
      <Inline gap="small" align="center">
        <SiteIcon url="https://www.acme-coffee.sa/menu" src={mark} />
        <span>
          قائمة الطعام — <bdi dir="ltr">acme-coffee.sa</bdi>
        </span>
      </Inline>
      <Inline gap="small" align="center">
        <SiteIcon url="https://instagram.com/acmecoffee" src={null} />
        <span>
          إنستغرام — <bdi dir="ltr">instagram.com</bdi>
        </span>
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="fallback"]')).toHaveTextContent('I');
  },
};
