/**
 * Organisation administration under /api (decisions 060–061): roles, members, invitations sent
 * from the users screen, access requests, business details, creating and leaving organisations.
 * Every tenant route declares its permission; the auth plugin checks it before the handler.
 */
import {
  ApproveAccessRequest,
  BusinessDetailsRequest,
  CreateAccessRequest,
  CreateAccountRequest,
  InviteMemberRequest,
  JoinRequest,
  RoleRequest,
  UpdateMemberRequest,
  UpdateRoleRequest,
} from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/validate.ts';
import { requireAuth, requireTenant, type AuthState, type RoutePolicy, type Tenant } from '../../types.ts';
import { acceptImageBodies, imageBody, sendImage } from '../../lib/images/upload.ts';
import { businessLogo, readBusiness, saveBusiness, setBusinessLogo } from './business.ts';
import { inviteMember, leaveAccount, listMembers, removeMember, updateMember, type Actor } from './members.ts';
import { createAccountFor } from './queries.ts';
import { decideAccessRequest, listAccessRequests, requestAccess, requestToJoin } from './requests.ts';
import { mailTeamChange } from './notify.ts';
import { createRole, deleteRole, listRoles, readRole, resolveRole, updateRole } from './roles.ts';

type IdParams = { Params: { id: string } };

/** Any member of the account, whatever their role (asking for access, leaving). */
const MEMBER: RoutePolicy = { access: 'signed-in', tenant: 'required', plan: false };
/** About the person, not an organisation. */
const PERSONAL: RoutePolicy = { access: 'signed-in', verified: true, tenant: 'none', plan: false };

const policy = (permission: NonNullable<Extract<RoutePolicy, { access: 'signed-in' }>['permission']>): RoutePolicy => ({
  access: 'signed-in',
  permission,
});

function actor(auth: AuthState & { tenant: Tenant }): Actor & { accountName: string; planId: string | null } {
  return {
    customerId: auth.customer.id,
    accountId: auth.tenant.account.id,
    role: String(auth.tenant.role),
    accountName: auth.tenant.account.name,
    planId: auth.tenant.account.plan_id,
  };
}

export async function teamRoutes(app: FastifyInstance): Promise<void> {
  acceptImageBodies(app);
  // GET /api/roles – built-in and custom roles with their permissions and member counts
  app.get('/roles', { config: { policy: policy('team:view') } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await listRoles(app.db, tenant.account.id) };
  });

  // POST /api/roles – a custom role (name, description, at least one permission)
  app.post('/roles', { config: { policy: policy('team:create') } }, async (request, reply) => {
    const { tenant } = requireTenant(request.auth);
    const body = parseBody(RoleRequest, request.body);
    return reply.code(201).send({ results: await createRole(app.db, tenant.account.id, body) });
  });

  // GET /api/roles/:id – one role (a built-in key or a custom role id)
  app.get<IdParams>('/roles/:id', { config: { policy: policy('team:view') } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await readRole(app.db, tenant.account.id, request.params.id) };
  });

  // PUT /api/roles/:id – rename / change permissions; `version` must be the one loaded (EDIT_CONFLICT)
  app.put<IdParams>('/roles/:id', { config: { policy: policy('team:edit') } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    const body = parseBody(UpdateRoleRequest, request.body);
    return { results: await updateRole(app.db, tenant.account.id, request.params.id, body) };
  });

  // DELETE /api/roles/:id – a custom role nobody has (built-in: ROLE_BUILT_IN; in use: ROLE_IN_USE)
  app.delete<IdParams>('/roles/:id', { config: { policy: policy('team:delete') } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    await deleteRole(app.db, tenant.account.id, request.params.id);
    return { results: { id: request.params.id, deleted: true } };
  });

  // GET /api/members – members and not-yet-accepted invitations, with role, state and last activity
  app.get('/members', { config: { policy: policy('team:view') } }, async (request) => {
    const auth = requireTenant(request.auth);
    return { results: await listMembers(app.db, auth.tenant.account.id, auth.customer.id, auth.tenant.account.plan_id) };
  });

  // POST /api/members – invite an existing customer by email (INVITEE_NOT_FOUND, PLAN_USERS_LIMIT)
  app.post('/members', { config: { policy: policy('team:create') } }, async (request, reply) => {
    const auth = requireTenant(request.auth);
    const body = parseBody(InviteMemberRequest, request.body);
    return reply.code(201).send({ results: await inviteMember(app, actor(auth), body) });
  });

  // DELETE /api/members/me – leave the organisation (the last owner cannot: LAST_OWNER)
  app.delete('/members/me', { config: { policy: MEMBER } }, async (request) => {
    const auth = requireTenant(request.auth);
    await leaveAccount(app.db, auth.tenant.account.id, auth.customer.id);
    mailTeamChange(app, auth.tenant.account.id, 'left', auth.customer.id);
    return { results: { account_id: auth.tenant.account.id, left: true } };
  });

  // PUT /api/members/:id – change a member's role and workspaces
  app.put<IdParams>('/members/:id', { config: { policy: policy('team:edit') } }, async (request) => {
    const auth = requireTenant(request.auth);
    const body = parseBody(UpdateMemberRequest, request.body);
    return { results: await updateMember(app.db, actor(auth), request.params.id, body) };
  });

  // DELETE /api/members/:id – remove a member (access ends at once) or withdraw an invitation
  app.delete<IdParams>('/members/:id', { config: { policy: policy('team:delete') } }, async (request) => {
    const auth = requireTenant(request.auth);
    const removed = await removeMember(app.db, actor(auth), request.params.id);
    if (removed) mailTeamChange(app, auth.tenant.account.id, 'left', removed);
    return { results: { id: request.params.id, removed: true } };
  });

  // GET /api/access-requests – requests to join or for more access, newest first
  app.get('/access-requests', { config: { policy: policy('team:view') } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await listAccessRequests(app.db, tenant.account.id) };
  });

  // POST /api/access-requests – a member asks for more access (after a permission-denied page)
  app.post('/access-requests', { config: { policy: MEMBER } }, async (request, reply) => {
    const auth = requireTenant(request.auth);
    const body = parseBody(CreateAccessRequest, request.body ?? {});
    const asked = await requestAccess(app.db, auth.tenant.account.id, auth.customer.id, body);
    if (asked.created) mailTeamChange(app, auth.tenant.account.id, 'requested', auth.customer.id);
    return reply.code(201).send({ results: asked.request });
  });

  // POST /api/access-requests/join – a signed-in customer asks to join an organisation (202 either way)
  app.post('/access-requests/join', { config: { policy: PERSONAL } }, async (request, reply) => {
    const { customer } = requireAuth(request.auth);
    const body = parseBody(JoinRequest, request.body);
    if (await requestToJoin(app.db, body.account_id, customer.id, body.message?.trim() || null))
      mailTeamChange(app, body.account_id, 'requested', customer.id);
    return reply.code(202).send({ results: { accepted: true } });
  });

  // POST /api/access-requests/:id/approve – approve with a role; the requester is told by email
  app.post<IdParams>('/access-requests/:id/approve', { config: { policy: policy('team:edit') } }, async (request) => {
    const auth = requireTenant(request.auth);
    const body = parseBody(ApproveAccessRequest, request.body);
    return { results: await decideAccessRequest(app, actor(auth), request.params.id, { approve: true, role: body.role }) };
  });

  // POST /api/access-requests/:id/decline – decline; the requester is told by email
  app.post<IdParams>('/access-requests/:id/decline', { config: { policy: policy('team:edit') } }, async (request) => {
    const auth = requireTenant(request.auth);
    return { results: await decideAccessRequest(app, actor(auth), request.params.id, { approve: false }) };
  });

  // GET /api/account/permissions – the caller's role and permissions here (navigation hides the rest)
  app.get('/account/permissions', { config: { policy: MEMBER } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    const role = await resolveRole(app.db, tenant.account.id, String(tenant.role));
    return {
      results: {
        role: String(tenant.role),
        role_name: role.name,
        permissions: [...tenant.permissions].toSorted(),
        workspace_ids: tenant.workspaceIds ?? null,
      },
    };
  });

  // GET /api/account/business – the organisation's name, logo, country and invoice details
  app.get('/account/business', { config: { policy: policy('billing:view') } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await readBusiness(app.db, app.config.appUrl, tenant.account.id) };
  });

  // PUT /api/account/business – change them
  app.put('/account/business', { config: { policy: policy('billing:edit') } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    const body = parseBody(BusinessDetailsRequest, request.body);
    return { results: await saveBusiness(app.db, app.config.appUrl, tenant.account.id, body) };
  });

  // PUT /api/account/logo – upload the organisation's logo (checked by its bytes, cropped square, resized)
  app.put('/account/logo', { config: { policy: policy('billing:edit') } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await setBusinessLogo(app.db, app.config.appUrl, tenant.account.id, imageBody(request.body)) };
  });

  // DELETE /api/account/logo – remove it (an old web address too)
  app.delete('/account/logo', { config: { policy: policy('billing:edit') } }, async (request) => {
    const { tenant } = requireTenant(request.auth);
    return { results: await setBusinessLogo(app.db, app.config.appUrl, tenant.account.id, null) };
  });

  // GET /api/accounts/:id/logo – the logo JPEG (public, like company logos: `?v=` URLs, cached immutable)
  app.get<IdParams>('/accounts/:id/logo', { config: { policy: { access: 'public' } } }, async (request, reply) =>
    sendImage(reply, request.params.id.length <= 64 ? await businessLogo(app.db, request.params.id) : null),
  );

  // POST /api/accounts – create another organisation owned by the signed-in customer
  app.post('/accounts', { config: { policy: PERSONAL } }, async (request, reply) => {
    const { customer } = requireAuth(request.auth);
    const body = parseBody(CreateAccountRequest, request.body);
    const language = customer.language === 'ar' ? 'ar' : 'en';
    const id = await app.db
      .transaction()
      .execute((trx) => createAccountFor(trx, app.dialect, { customerId: customer.id, name: body.name.trim(), language }));
    return reply.code(201).send({ results: { id } });
  });
}
