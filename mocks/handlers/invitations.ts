import { apiPaths, apiRoutes, ErrorCode, type Invitation } from '@rabt/contract';
import { invitations as invitationFixtures } from '../fixtures/invitations.ts';
import { db } from '../db.ts';
import { apiError, apiUrl, authorise, http, HttpResponse } from './http.ts';
import { standardScenarios } from './scenarios.ts';

const CHOOSING = { verified: true, tenant: 'none', plan: false } as const;
const notFound = () => apiError(ErrorCode.INVITATION_NOT_FOUND, 'This invitation no longer exists.');
const withoutEmail = ({ email: _email, ...invitation }: Invitation & { email: string }): Invitation => invitation;

const pendingFor = (customerId: string) => {
  const email = db.customers.get(customerId)!.customer.email.toLowerCase();
  return [...db.invitations.values()].filter((i) => i.email.toLowerCase() === email);
};

// GET invitations – pending invitations to the caller's address
const listInvitations = http.get(apiUrl(apiPaths.invitations), ({ request }) => {
  const caller = authorise(request, CHOOSING);
  if (caller instanceof Response) return caller;
  return HttpResponse.json({ results: pendingFor(caller.customerId).map(withoutEmail) });
});

// POST invitations/:id/accept – joins the organisation
const accept = http.post(apiUrl(apiRoutes.acceptInvitation), ({ request, params }) => {
  const caller = authorise(request, CHOOSING);
  if (caller instanceof Response) return caller;
  const invitation = pendingFor(caller.customerId).find((i) => i.id === params.id);
  if (!invitation) return notFound();
  db.invitations.delete(invitation.id);
  const row = db.customers.get(caller.customerId)!;
  if (!row.accountIds.includes(invitation.account_id)) row.accountIds.push(invitation.account_id);
  return HttpResponse.json({ results: { accepted: true, account_id: invitation.account_id } });
});

// POST invitations/:id/decline
const decline = http.post(apiUrl(apiRoutes.declineInvitation), ({ request, params }) => {
  const caller = authorise(request, CHOOSING);
  if (caller instanceof Response) return caller;
  const invitation = pendingFor(caller.customerId).find((i) => i.id === params.id);
  if (!invitation) return notFound();
  db.invitations.delete(invitation.id);
  return HttpResponse.json({ results: { accepted: false, account_id: invitation.account_id } });
});

export const invitationHandlers = [listInvitations, accept, decline];

export const invitationScenarios = {
  ...standardScenarios('get', apiPaths.invitations, () => HttpResponse.json({ results: invitationFixtures })),
  empty: [http.get(apiUrl(apiPaths.invitations), () => HttpResponse.json({ results: [] }))],
};
