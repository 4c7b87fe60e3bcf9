import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/** Keeps the page (and rows per page) in state like a screen would, reporting every change. */
function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const [perPage, setPerPage] = useState(args.perPage);
  return (
    <Pagination
      {...args}
      page={page}
      perPage={perPage}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
      onPerPageChange={
        args.onPerPageChange
          ? (next) => {
              setPerPage(next);
              setPage(1);
              args.onPerPageChange?.(next);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 2, perPage: 20, total: 1204, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Showing 21–40 of 1,204": numbers through the locale's formatter. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Showing 21–40 of 1,204')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Showing 41–60 of 1,204')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 61' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(61);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByText('Showing 1,201–1,204 of 1,204')).toBeVisible();
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const MiddleWithTwoEllipses: Story = { args: { page: 30 } };

export const LastPage: Story = { args: { page: 61 } };

export const FewPages: Story = { args: { page: 1, perPage: 25, total: 48 } };

export const SinglePage: Story = { args: { page: 1, perPage: 20, total: 7 } };

export const NoResults: Story = {
  args: { page: 1, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const WithRowsPerPage: Story = {
  args: { perPageOptions: [10, 20, 50, 100], onPerPageChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(args.onPerPageChange).toHaveBeenCalledWith(50);
    await expect(canvas.getByText('Showing 1–50 of 1,204')).toBeVisible();
  },
};

/** In a narrow container only the current page stays between the arrows. */
export const PhoneWidth: Story = {
  args: { page: 7 },
  render: (args) => (
    <div style={{ inlineSize: '360px' }}>
      <Stateful {...args} />
    </div>
  ),
};

/** Chevrons mirror; numbers use the Arabic locale's formatting. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { page: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'الصفحة التالية' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { page: 30, perPageOptions: [20, 50], onPerPageChange: fn() } };
