/**
 * /onboard/invitation against the mocks: a refused accept (expired, already used, withdrawn,
 * organisation full) is told in the reader's language, not in the server's English message.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, apiRoutes, ErrorCode } from '@rabt/contract';
import { server } from '../../../../../mocks/node.ts';
import { invitationFromAcme } from '../../../../../mocks/fixtures/invitations.ts';
import { apiError, apiUrl, http, HttpResponse } from '../../../../../mocks/handlers/http.ts';
import { renderPage, setupPageTests } from '../../test/renderPage.tsx';
import { OnboardInvitationPage } from './OnboardInvitationPage.tsx';

setupPageTests();

function refuseWith(code: 'INVITATION_EXPIRED' | 'INVITATION_USED', message: string) {
  server.use(
    http.get(apiUrl(apiPaths.invitations), () => HttpResponse.json({ results: [invitationFromAcme] })),
    http.post(apiUrl(apiRoutes.acceptInvitation), () => apiError(code, message)),
  );
}

describe('OnboardInvitationPage', { timeout: 30_000 }, () => {
  it('an expired invitation is refused in Arabic for an Arabic reader', async () => {
    refuseWith(ErrorCode.INVITATION_EXPIRED, 'This invitation has expired. Ask the organisation for a new one.');
    const user = userEvent.setup();
    renderPage('/onboard/invitation', { page: OnboardInvitationPage }, { locale: 'ar', titleId: 'app.title.onboard-invitation' });
    await user.click(await screen.findByRole('button', { name: 'قبول الدعوة إلى Acme Trading' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('انتهت صلاحية هذه الدعوة. اطلب من المؤسسة دعوة جديدة.');
  });

  it('a used invitation says so in English', async () => {
    refuseWith(ErrorCode.INVITATION_USED, 'server text');
    const user = userEvent.setup();
    renderPage('/onboard/invitation', { page: OnboardInvitationPage }, { titleId: 'app.title.onboard-invitation' });
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation to Acme Trading' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has already been used.');
  });
});
