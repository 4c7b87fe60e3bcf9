import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { invitationFromAcme, invitationFromNoor, invitations } from '@rabt/mocks/fixtures';
import { storyChrome } from '../../_parts/storyChrome.tsx';
import { OnboardInvitationScreen } from './OnboardInvitation.tsx';

const meta = {
  title: 'Screens/OnboardInvitation',
  component: OnboardInvitationScreen,
  parameters: { layout: 'fullscreen' },
  args: { onAccept: fn(), onDecline: fn(), onContinue: fn(), onRetry: fn(), onLogout: fn(), ...storyChrome },
} satisfies Meta<typeof OnboardInvitationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };

export const Pending: Story = {
  args: { state: 'ready', invitations },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Acme Trading' })).toBeVisible();
    await expect(canvas.getByText(/invited you as Editor/)).toBeVisible();
    await expect(canvas.getByText('Invited on Feb 3, 2025')).toBeVisible();
  },
};

export const AcceptCallsBack: Story = {
  args: { state: 'ready', invitations },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the invitation to Acme Trading' }));
    await expect(args.onAccept).toHaveBeenCalledWith(invitationFromAcme.id);
    await userEvent.click(canvas.getByRole('button', { name: `Decline the invitation to ${invitationFromNoor.account_name}` }));
    await expect(args.onDecline).toHaveBeenCalledWith(invitationFromNoor.id);
  },
};

export const Accepting: Story = {
  args: { state: 'ready', invitations, pending: { [invitationFromAcme.id]: 'accepting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept the invitation to Acme Trading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Decline the invitation to Acme Trading' })).toBeDisabled();
    // The other invitation stays usable.
    await expect(
      canvas.getByRole('button', { name: `Accept the invitation to ${invitationFromNoor.account_name}` }),
    ).toBeEnabled();
  },
};

export const Declining: Story = {
  args: { state: 'ready', invitations, pending: { [invitationFromNoor.id]: 'declining' } },
};

export const ActionFailed: Story = {
  args: { state: 'ready', invitations, actionError: 'There was an error processing your request.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error processing your request.');
  },
};

export const Empty: Story = {
  args: { state: 'ready', invitations: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No pending invitations' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load your invitations.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongOrganisationName: Story = {
  args: {
    state: 'ready',
    invitations: [
      {
        ...invitationFromAcme,
        id: 'inv_long',
        account_name: 'The International Association of Independent Coffee Roasters and Importers',
        role: 'owner',
      },
    ],
  },
};

export const Dark: Story = { args: { state: 'ready', invitations }, globals: { theme: 'dark' } };
export const Rtl: Story = {
  args: { state: 'ready', invitations },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'قبول الدعوة إلى Acme Trading' })).toBeVisible();
    await expect(canvas.getByText(/بصفة مسؤول/)).toBeVisible();
  },
};
