import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { Inline } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { CopyButton } from './CopyButton.tsx';

/** The stories replace `navigator.clipboard` so tests never touch the real clipboard. */
let writeText = fn(async (_text: string) => {});

function mockClipboard(implementation?: (text: string) => Promise<void>) {
  writeText = fn(implementation ?? (async (_text: string) => {}));
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { value: 'https://rabt.link/spring-sale', onCopy: fn(), onError: fn() },
  beforeEach: () => mockClipboard(),
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click: the value is written, the label turns to "Copied", it is announced, and after 2 s it resets. */
export const CopiesAndResets: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith('https://rabt.link/spring-sale');
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied to clipboard');
    await expect(args.onCopy).toHaveBeenCalledWith('https://rabt.link/spring-sale');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The browser refuses (permission denied): the button says so and the reason is announced. */
export const ClipboardRefused: Story = {
  beforeEach: () => mockClipboard(async () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Couldn’t copy' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your browser blocked copying');
    await expect(args.onError).toHaveBeenCalledOnce();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

/** No Clipboard API (older browser, insecure origin): falls back to `execCommand('copy')`. */
export const FallbackWithoutClipboardApi: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    const exec = spyOn(document, 'execCommand').mockReturnValue(true);
    return () => {
      exec.mockRestore();
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(document.execCommand).toHaveBeenCalledWith('copy');
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(args.onCopy).toHaveBeenCalled();
  },
};

/** Icon only: named "Copy {value}", with a tooltip that turns to "Copied". */
export const IconOnly: Story = {
  args: { iconOnly: true },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy https://rabt.link/spring-sale' });
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Copied'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied to clipboard');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Copy API key', value: 'rbt_live_9f8a7b6c5d4e3f2a1b0c', variant: 'ghost', size: 'small' },
};

/** Next to the short link it copies. */
export const WithShortLink: Story = {
  render: (args) => (
    <Inline gap="small">
      <Text mono>rabt.link/spring-sale</Text>
      <CopyButton {...args} size="small" aria-label="Copy short link" />
    </Inline>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy short link' }));
    await expect(await canvas.findByRole('button', { name: 'Copy short link: Copied' })).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const ArabicRtl: Story = {
  args: { value: 'https://rabt.link/ramadan-offer' },
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'نسخ' }));
    await expect(await canvas.findByRole('button', { name: 'تم النسخ' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('تم النسخ إلى الحافظة');
  },
};

export const Dark: Story = { ...IconOnly, args: { iconOnly: true, variant: 'secondary' }, globals: { theme: 'dark' } };
