import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FileDrop } from './FileDrop.tsx';

/** A File of a given size without allocating it. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['id,title,destination\n'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(input: HTMLInputElement, ...files: File[]) {
  const transfer = new DataTransfer();
  files.forEach((file) => transfer.items.add(file));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

function drop(target: Element, ...files: File[]) {
  const transfer = new DataTransfer();
  files.forEach((file) => transfer.items.add(file));
  target.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: transfer }));
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
}

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  args: {
    label: 'Links to import',
    accept: ['.csv', 'text/csv'],
    maxSize: 5_000_000,
    onFiles: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Links to import Choose file' })).toHaveAccessibleDescription(
      'CSV up to 5 MB',
    );
  },
};

export const RefusesTooLarge: Story = {
  play: async ({ canvas, args }) => {
    pick(canvas.getByTestId('file-drop-input') as HTMLInputElement, fakeFile('links-2025.csv', 'text/csv', 12_400_000));
    await waitFor(() => expect(canvas.getByText('This file is 12.4 MB; the limit is 5 MB.')).toBeVisible());
    await expect(args.onReject).toHaveBeenCalledWith([expect.objectContaining({ code: 'too-large' })]);
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Choose file/ })).toHaveAccessibleDescription(
      'CSV up to 5 MB This file is 12.4 MB; the limit is 5 MB.',
    );
  },
};

export const RefusesWrongType: Story = {
  play: async ({ canvas, args }) => {
    drop(canvas.getByText('Drag and drop a file here, or'), fakeFile('logo.png', 'image/png', 20_000));
    await waitFor(() => expect(canvas.getByText('Only CSV files are accepted.')).toBeVisible());
    await expect(args.onReject).toHaveBeenCalledWith([expect.objectContaining({ code: 'wrong-type' })]);
  },
};

export const AcceptsCsv: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const file = fakeFile('links-2025.csv', 'text/csv', 24_300);
    pick(canvas.getByTestId('file-drop-input') as HTMLInputElement, file);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledWith([file]));
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(list).toHaveTextContent('links-2025.csv');
    await expect(list).toHaveTextContent('24.3 kB');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove links-2025.csv' }));
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  },
};

export const AcceptsDroppedCsv: Story = {
  play: async ({ canvas, args }) => {
    const file = fakeFile('contacts.csv', 'text/csv', 1_200);
    drop(canvas.getByText('Drag and drop a file here, or'), file);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledWith([file]));
  },
};

export const KeyboardOpensPicker: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByTestId('file-drop-input') as HTMLInputElement;
    let opened = false;
    input.addEventListener('click', (event) => {
      opened = true;
      event.preventDefault();
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Choose file/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toBe(true);
  },
};

export const Multiple: Story = {
  args: { label: 'Card photos', multiple: true, accept: ['image/png', 'image/jpeg'], maxSize: 2_000_000 },
  play: async ({ canvas }) => {
    pick(
      canvas.getByTestId('file-drop-input') as HTMLInputElement,
      fakeFile('layla.png', 'image/png', 300_000),
      fakeFile('omar.jpg', 'image/jpeg', 3_100_000),
      fakeFile('notes.pdf', 'application/pdf', 10_000),
    );
    await waitFor(() => expect(canvas.getByText('omar.jpg: This file is 3.1 MB; the limit is 2 MB.')).toBeVisible());
    await expect(canvas.getByText('notes.pdf: Only PNG or JPEG files are accepted.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('layla.png');
  },
};

export const WithHint: Story = { args: { hint: 'One link per row: title, destination URL, optional back-half.' } };

export const WithError: Story = { args: { required: true, error: 'Choose a CSV file to import.' } };

export const Disabled: Story = { args: { disabled: true, hint: 'Imports are on the Pro plan.' } };

export const LongLabel: Story = {
  args: {
    label: 'Spreadsheet with the business cards of every employee in the Riyadh, Jeddah and Dammam offices',
    typeLabel: 'CSV (UTF-8, comma separated)',
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الروابط المراد استيرادها' },
  play: async ({ canvas }) => {
    pick(canvas.getByTestId('file-drop-input') as HTMLInputElement, fakeFile('links.csv', 'text/csv', 12_400_000));
    await waitFor(() => expect(canvas.getByText(/حجم هذا الملف/)).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    pick(canvas.getByTestId('file-drop-input') as HTMLInputElement, fakeFile('links.csv', 'text/csv', 24_000));
    await waitFor(() => expect(canvas.getByText('links.csv')).toBeVisible());
  },
};
