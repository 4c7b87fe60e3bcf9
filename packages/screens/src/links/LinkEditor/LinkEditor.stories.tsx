import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { linkActive, linkDomains, linkProtected, linkScheduled, linkWorkspaces } from '@rabt/mocks/fixtures';
import { FORM_ERROR, type FormSubmit } from '../../_parts/submitErrors.ts';
import { LinkEditorScreen } from './LinkEditor.tsx';
import { linkToEditorValues, type LinkEditorValues } from './linkForm.ts';

const meta = {
  title: 'Screens/Links/LinkEditor',
  component: LinkEditorScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    mode: 'create',
    domains: linkDomains,
    workspaces: linkWorkspaces,
    upgradePlan: 'Pro',
    onUpgrade: fn(),
    onSubmit: fn<FormSubmit<LinkEditorValues>>(async () => undefined),
    onCancel: fn(),
    onRetry: fn(),
    onCopied: fn(),
  },
} satisfies Meta<typeof LinkEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const destination = /^Destination URL/;
const scheduleAt = /^Active from/;
const expiresAt = /^Expires at/;

type Canvas = ReturnType<typeof within>;
const pad = (n: number) => String(n).padStart(2, '0');
/** The date box of a DateTimeField (the time box is labelled "<label> Time"). */
const dateBox = (canvas: Canvas, label: RegExp) => canvas.getByRole('textbox', { name: label });
const timeBox = (canvas: Canvas, label: RegExp) => canvas.getByLabelText(new RegExp(`${label.source}.*Time$`));

/** Types a date as the English field shows it (MM/DD/YYYY) and sets the time next to it. */
async function setDateTime(
  canvas: Canvas,
  user: { type: (element: Element, text: string) => Promise<void> },
  label: RegExp,
  date: string,
  time: string,
) {
  await user.type(dateBox(canvas, label), `${date}{Enter}`);
  // Native time inputs take no typed text in tests; set it as the DateTimeField stories do.
  fireEvent.change(timeBox(canvas, label), { target: { value: time } });
}

export const Create: Story = {};

export const EmptySubmitShowsRules: Story = {
  args: { domains: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(await canvas.findByText('Destination URL is required')).toBeVisible();
    await expect(canvas.getByText('Domain is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(destination)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidUrl: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(destination), 'ftp://files.acme.example/report');
    await userEvent.tab();
    await expect(await canvas.findByText('Destination URL must be a valid URL starting with http:// or https://')).toBeVisible();
  },
};

export const ValidSubmitCallsBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(destination), 'https://shop.acme.example/spring');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Spring sale');
    await userEvent.type(canvas.getByLabelText(/^Short code/), 'spring-sale');
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          long_url: 'https://shop.acme.example/spring',
          title: 'Spring sale',
          nip: 'spring-sale',
          domain: linkDomains[0],
          workspace_id: linkWorkspaces[0]!.id,
          lock_pass: '',
          schedule_at: '',
        }),
      ),
    );
  },
};

export const UtmPreviewUpdates: Story = {
  play: async ({ canvas, userEvent }) => {
    const preview = canvas.getByTestId('utm-preview');
    await expect(preview).toHaveTextContent('Enter a valid destination URL');
    await userEvent.type(canvas.getByLabelText(destination), 'https://shop.acme.example/spring?ref=home');
    await expect(preview).toHaveTextContent('https://shop.acme.example/spring?ref=home');
    await userEvent.click(canvas.getByRole('button', { name: 'Add UTM parameters' }));
    await userEvent.type(canvas.getByLabelText(/^Source/), 'newsletter');
    await userEvent.type(canvas.getByLabelText(/^Campaign/), 'spring sale');
    await expect(preview).toHaveTextContent(
      'https://shop.acme.example/spring?ref=home&utm_source=newsletter&utm_campaign=spring+sale',
    );
  },
};

export const PlanLocked: Story = {
  args: { lockedFeatures: ['link_schedule', 'link_expiry', 'link_password'] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByLabelText(/^Active from/)).toBeNull();
    await expect(canvas.queryByLabelText(/^Password/)).toBeNull();
    const prompts = canvas.getAllByRole('button', { name: 'Upgrade to Pro' });
    await expect(prompts).toHaveLength(3);
    await userEvent.click(prompts[0]!);
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

export const ScheduleLockedOnly: Story = { args: { lockedFeatures: ['link_schedule'] } };

/** The app resolves the submit with the server's errors; everything typed stays. */
export const NipTaken: Story = {
  args: { onSubmit: fn<FormSubmit<LinkEditorValues>>(async () => ({ nip: 'This short link is taken' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(destination), 'https://shop.acme.example/spring');
    await userEvent.type(canvas.getByLabelText(/^Short code/), 'spring-sale');
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(await canvas.findByText('This short link is taken')).toBeVisible();
    await expect(canvas.getByLabelText(/^Short code/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(destination)).toHaveValue('https://shop.acme.example/spring');
  },
};

export const NipReserved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Short code/), 'admin');
    await userEvent.tab();
    await expect(await canvas.findByText('This short link is reserved. Choose another one.')).toBeVisible();
  },
};

export const ServerPlanLocked: Story = {
  args: {
    onSubmit: fn<FormSubmit<LinkEditorValues>>(async () => ({
      expires_at: 'Your plan does not include this feature. Upgrade to use it.',
      [FORM_ERROR]: 'Link expiry is not part of your plan.',
    })),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(destination), 'https://shop.acme.example/spring');
    await setDateTime(canvas, userEvent, expiresAt, '04/01/2026', '10:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(await canvas.findByText('Your plan does not include this feature. Upgrade to use it.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ expires_at: '2026-04-01T10:00' }));
    await expect(dateBox(canvas, expiresAt)).toHaveValue('04/01/2026');
    await expect(timeBox(canvas, expiresAt)).toHaveValue('10:00');
    await expect(dateBox(canvas, expiresAt)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Schedule and expiry reach the app as local `datetime-local` text (its mappers turn them into ISO). */
export const ScheduleAndExpiry: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(destination), 'https://shop.acme.example/ramadan');
    await setDateTime(canvas, userEvent, scheduleAt, '04/01/2026', '09:30');
    await setDateTime(canvas, userEvent, expiresAt, '04/30/2026', '18:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ schedule_at: '2026-04-01T09:30', expires_at: '2026-04-30T18:00' }),
      ),
    );
  },
};

export const ExpiryBeforeSchedule: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(destination), 'https://shop.acme.example/ramadan');
    await setDateTime(canvas, userEvent, scheduleAt, '04/02/2026', '10:00');
    await setDateTime(canvas, userEvent, expiresAt, '04/01/2026', '10:00');
    await expect(await canvas.findByText('The expiry must be after the schedule date.')).toBeVisible();
    await expect(dateBox(canvas, expiresAt)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Picked from the calendar: the day changes, the time stays. */
export const ExpiryFromCalendar: Story = {
  args: { initialValues: { long_url: 'https://shop.acme.example/spring', expires_at: '2026-03-20T18:00' } },
  play: async ({ canvas, userEvent, args }) => {
    // Schedule's calendar button comes first, the expiry's second.
    const calendars = canvas.getAllByRole('button', { name: 'Choose date from calendar' });
    await expect(calendars).toHaveLength(2);
    await userEvent.click(calendars[1]!);
    await userEvent.click(await body().findByRole('button', { name: 'Sunday, 22 March 2026' }));
    await expect(dateBox(canvas, expiresAt)).toHaveValue('03/22/2026');
    await expect(timeBox(canvas, expiresAt)).toHaveValue('18:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ expires_at: '2026-03-22T18:00' })));
  },
};

export const UnreadableDate: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(dateBox(canvas, scheduleAt), 'next friday');
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a date like 03/14/2026.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: {
    initialValues: { long_url: 'https://shop.acme.example/spring' },
    onSubmit: fn<FormSubmit<LinkEditorValues>>(() => new Promise(() => undefined)),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Create link/ })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    link: linkActive,
    initialValues: linkToEditorValues(linkActive),
    onDelete: fn(async () => undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(destination)).toHaveValue(linkActive.long_url);
    await expect(canvas.getByTestId('link-summary')).toHaveTextContent('12,840 clicks');
    await expect(canvas.getByTestId('utm-preview')).toHaveTextContent('utm_source=newsletter');
  },
};

export const EditNipCleared: Story = {
  args: { ...Edit.args },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText(/^Short code/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Short code is required')).toBeVisible();
  },
};

/** A scheduled link: its schedule shown in the user's time zone. */
export const EditScheduled: Story = {
  args: {
    mode: 'edit',
    link: linkScheduled,
    initialValues: linkToEditorValues(linkScheduled),
    onDelete: fn(async () => undefined),
  },
  play: async ({ canvas }) => {
    const local = new Date(linkScheduled.schedule_at!);
    await expect(dateBox(canvas, scheduleAt)).toHaveValue(
      `${pad(local.getMonth() + 1)}/${pad(local.getDate())}/${local.getFullYear()}`,
    );
    await expect(timeBox(canvas, scheduleAt)).toHaveValue(`${pad(local.getHours())}:${pad(local.getMinutes())}`);
    await expect(dateBox(canvas, expiresAt)).toHaveValue('');
  },
};

export const EditPasswordProtected: Story = {
  args: {
    mode: 'edit',
    link: linkProtected,
    initialValues: linkToEditorValues(linkProtected),
    onDelete: fn(async () => undefined),
  },
};

export const DeleteConfirmCallsBack: Story = {
  args: { ...Edit.args },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete link' }));
    const dialog = await body().findByRole('dialog', { name: 'Delete this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

export const DeleteFails: Story = {
  args: {
    ...Edit.args,
    onDelete: fn(async () => {
      throw new Error('500');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete link' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There was an error deleting the link. Please try again.',
    );
  },
};

export const Loading: Story = { args: { state: 'loading', mode: 'edit' } };
export const LoadError: Story = {
  args: { state: 'error', mode: 'edit' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const NotFound: Story = {
  args: { state: 'notFound', mode: 'edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resource not found')).toBeVisible();
  },
};
export const PermissionDenied: Story = { args: { state: 'forbidden', mode: 'edit' } };
export const Offline: Story = { args: { offline: true } };

export const Dark: Story = { args: { ...Edit.args }, globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء الرابط' }));
    await expect(await canvas.findByText('عنوان URL للوجهة مطلوب')).toBeVisible();
  },
};

/** Arabic: the dates in the Arabic calendar's format (day first), Western digits. */
export const RtlScheduled: Story = {
  args: { ...EditScheduled.args },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const date = canvas.getByRole('textbox', { name: /^نشط بدءًا من/ }) as HTMLInputElement;
    await expect(date.value).toMatch(/^\d{2}\/\d{2}\/2026$/);
  },
};

export const RtlDarkPlanLocked: Story = {
  args: { mode: 'edit', link: linkActive, initialValues: linkToEditorValues(linkActive), lockedFeatures: ['link_password'] },
  globals: { locale: 'ar', theme: 'dark' },
};

/** A create refused by the links limit (409 PLAN_LIMIT_REACHED): message and upgrade link (issue 16 item 5). */
export const LinksLimitReached: Story = {
  args: {
    planBlock: {
      kind: 'limit',
      resource: 'links',
      limit: 50,
      usage: 50,
      fits: 0,
      plan: 'Pro',
      upgradeHref: '/billing/upgrade?resource=links&return=%2Flinks%2Fnew',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('plan-limit')).toHaveTextContent('Your plan allows 50 links and your organisation has 50.');
    await expect(canvas.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/billing/upgrade?resource=links&return=%2Flinks%2Fnew',
    );
  },
};
export const RtlLinksLimitReached: Story = {
  ...LinksLimitReached,
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('plan-limit')).toHaveTextContent('تسمح خطتك بـ 50 رابط، ولدى مؤسستك 50.');
  },
};

/** Issue 16 item 13: the final destination (a Latin URL) stays left-to-right in the Arabic page. */
export const RtlFinalDestination: Story = {
  args: { ...Edit.args },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const preview = canvas.getByTestId('utm-preview');
    const url = preview.querySelector('bdi');
    await expect(url).not.toBeNull();
    await expect(url!.getAttribute('dir')).toBe('ltr');
    await expect(url!.textContent).toMatch(/^https:\/\//);
  },
};
