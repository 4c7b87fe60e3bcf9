import { expect, within } from 'storybook/test';

/**
 * The play of an editor's read-only story (decision 075): the plan-limit notice says `text` and its
 * `cta` link goes to `href`. One definition for every editor that shows the notice.
 */
export const readOnlyNoticePlay =
  (text: string, cta: string, href: string) =>
  async ({ canvas }: { canvas: ReturnType<typeof within> }): Promise<void> => {
    const notice = canvas.getByTestId('plan-limit');
    await expect(notice).toHaveTextContent(text);
    await expect(within(notice).getByRole('link', { name: cta })).toHaveAttribute('href', href);
  };
