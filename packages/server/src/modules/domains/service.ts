/**
 * Branded domains: add (host-name rules, not ours, not claimed, plan lock and limit), read,
 * verify (start/retry, one DNS check at once), the background re-check of pending domains,
 * delete (with the links on the domain), and certificates (parse, seal, store, refresh SNI).
 */
import {
  DOMAIN_DUPLICATE_MESSAGE,
  DOMAIN_NAME_MESSAGES,
  ErrorCode,
  isApexDomain,
  normalizeDomainName,
  type CertificateInfo,
  type Domain,
  type DomainProblem,
  type DomainState,
} from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import { bool, json } from '../../db/codec.ts';
import { appError, isUniqueViolation, notFound, validationFailed } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import type { Tenant } from '../../types.ts';
import {
  assertEditable,
  assertFeature,
  assertWithinLimit,
  markReadOnly,
  readOnlyRule,
  type PlanAccount,
} from '../billing/entitlements.ts';
import { parseCertificatePair } from './certificates.ts';
import { checkDomainDns, expectedRecords } from './dns.ts';
import {
  certificatesFor,
  dueDomains,
  findAccountDomain,
  linkCounts,
  listAccountDomains,
  type CertificateRecord,
  type DomainRecord,
} from './queries.ts';
import { seal } from './sealing.ts';
import { afterCheck, start, type VerificationFields } from './state.ts';
import { notificationRecipients } from '../accounts/notify.ts';
import { renderMail } from '../mail/templates.ts';
import { certificateExpiringMail } from './mails.ts';

export const OWN_DOMAIN_MESSAGE = 'This is one of Rabt’s own domains; add a domain you own';

const hostOf = (hostPort: string) => hostPort.replace(/:\d+$/, '').toLowerCase();

/** Our app, short and CNAME-target hosts: none of them (nor a subdomain of them) may be claimed. */
export function ownHosts(app: FastifyInstance): string[] {
  const { config } = app;
  const hosts = [hostOf(config.links.shortDomain), new URL(config.appUrl).hostname.toLowerCase()];
  if (config.domains.cnameTarget) hosts.push(config.domains.cnameTarget);
  return hosts;
}

function isOwn(app: FastifyInstance, name: string): boolean {
  return ownHosts(app).some((own) => name === own || name.endsWith(`.${own}`));
}

function toCertificateInfo(row: CertificateRecord): CertificateInfo {
  return {
    source: row.source === 'acme' ? 'acme' : 'upload',
    subject: row.subject,
    issuer: row.issuer,
    hosts: json.decode<string[]>(row.hosts, []),
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    fingerprint256: row.fingerprint256,
    self_signed: bool.decode(row.self_signed),
    chain_length: Number(row.chain_length),
    uploaded_at: row.updated_at,
  };
}

function toDomain(app: FastifyInstance, row: DomainRecord, links: number, cert: CertificateRecord | undefined): Domain {
  const apex = isApexDomain(row.name);
  return {
    id: row.id,
    name: row.name,
    display_name: domainToUnicode(row.name) || row.name,
    state: row.verification_state as DomainState,
    apex,
    records: expectedRecords(row.name, row.verification_token ?? '', apex, app.config.domains),
    problems: json.decode<DomainProblem[]>(row.check_problems, []),
    verification_started_at: row.verification_started_at ?? null,
    checked_at: row.checked_at ?? null,
    next_check_at: row.next_check_at ?? null,
    verified_at: row.verified_at ?? null,
    certificate: cert ? toCertificateInfo(cert) : null,
    links,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function present(app: FastifyInstance, accountId: string, rows: DomainRecord[]): Promise<Domain[]> {
  const ids = rows.map((r) => r.id);
  const [counts, certs] = await Promise.all([linkCounts(app.db, accountId, ids), certificatesFor(app.db, ids)]);
  return rows.map((row) => toDomain(app, row, counts.get(row.id) ?? 0, certs.get(row.id)));
}

/** `account` (the tenant's) marks domains over its plan's limit read-only (decision 075). */
export async function listDomains(app: FastifyInstance, accountId: string, account?: PlanAccount): Promise<Domain[]> {
  const readOnly = account ? await readOnlyRule(app.db, account, 'domains') : null;
  return (await present(app, accountId, await listAccountDomains(app.db, accountId))).map((d) => markReadOnly(readOnly, d));
}

async function requireDomain(app: FastifyInstance, accountId: string, id: string): Promise<DomainRecord> {
  const row = await findAccountDomain(app.db, accountId, id);
  if (!row) throw notFound('Domain not found');
  return row;
}

export async function readDomain(app: FastifyInstance, accountId: string, id: string, account?: PlanAccount): Promise<Domain> {
  const domain = (await present(app, accountId, [await requireDomain(app, accountId, id)]))[0]!;
  return account ? markReadOnly(await readOnlyRule(app.db, account, 'domains'), domain) : domain;
}

function requirePlan(tenant: Tenant): void {
  assertFeature(tenant, 'branded_domains', 'name');
}

const duplicate = () => appError(ErrorCode.DOMAIN_DUPLICATE, DOMAIN_DUPLICATE_MESSAGE);

export async function addDomain(app: FastifyInstance, tenant: Tenant, input: string): Promise<Domain> {
  requirePlan(tenant);
  const normalized = normalizeDomainName(input);
  if (!normalized.ok) {
    throw validationFailed([{ field: 'name', code: normalized.error, message: DOMAIN_NAME_MESSAGES[normalized.error] }]);
  }
  const name = normalized.name;
  if (isOwn(app, name)) throw validationFailed([{ field: 'name', code: 'own_domain', message: OWN_DOMAIN_MESSAGE }]);
  // Exclusive once verified: a verified name, or this account's own claim, is a duplicate; another
  // account's pending claim is not (the first to verify wins; see checkPending).
  // tenancy: a name is unique across accounts once verified, so this looks at every account's claims.
  const taken = await app.db
    .selectFrom('domains')
    .select('id')
    .where('name', '=', name)
    .where((eb) => eb.or([eb('verification_state', '=', 'active'), eb('account_id', '=', tenant.account.id)]))
    .executeTakeFirst();
  if (taken) throw duplicate();
  await assertWithinLimit(app.db, tenant, 'domains');
  const now = isoNow();
  const row: DomainRecord = {
    id: newId(),
    account_id: tenant.account.id,
    name,
    verification_state: 'not_verified',
    is_default: bool.encode(false, app.dialect),
    created_at: now,
    updated_at: now,
    verification_token: `rabt-verify=${randomBytes(16).toString('hex')}`,
    verification_started_at: null,
    checked_at: null,
    next_check_at: null,
    verified_at: null,
    check_problems: null,
  };
  try {
    await app.db.insertInto('domains').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return toDomain(app, row, 0, undefined);
}

const fieldsOf = (row: DomainRecord): VerificationFields => ({
  state: row.verification_state as DomainState,
  verification_started_at: row.verification_started_at ?? null,
  next_check_at: row.next_check_at ?? null,
  verified_at: row.verified_at ?? null,
});

/** What a claim shows once another account has verified the same name first. */
export function takenProblem(name: string): DomainProblem {
  return {
    record: 'TXT',
    host: name,
    code: 'taken',
    found: [],
    expected: [],
    message: `Another account verified ${name} first. A domain belongs to the first account that proves it controls the DNS; this claim can be removed.`,
  };
}

async function activeClaimOf(app: FastifyInstance, name: string, exceptId: string) {
  // tenancy: the verified claim that blocks this one belongs to another account by definition.
  return app.db
    .selectFrom('domains')
    .select('id')
    .where('name', '=', name)
    .where('verification_state', '=', 'active')
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

/**
 * Runs the DNS check of a pending domain and stores the outcome. Several accounts may claim one
 * name; the first whose check passes wins (the partial unique index of migration 0006 settles a
 * race), and every other claim fails with a `taken` problem saying why.
 */
export async function checkPending(app: FastifyInstance, row: DomainRecord, now: Date = new Date()): Promise<DomainRecord> {
  const name = row.name;
  const checkedAt = now.toISOString();
  const lost = (): VerificationFields => ({ ...fieldsOf(row), state: 'failed', next_check_at: null, verified_at: null });
  let problems: DomainProblem[];
  let next: VerificationFields;
  if (await activeClaimOf(app, name, row.id)) {
    problems = [takenProblem(name)];
    next = lost();
  } else {
    problems = await checkDomainDns(
      app.domains.resolver,
      { name, token: row.verification_token ?? '', apex: isApexDomain(name) },
      app.config.domains,
    );
    next = afterCheck(fieldsOf(row), problems, now, app.config.domains);
  }
  const changesOf = (fields: VerificationFields, found: DomainProblem[]) => ({
    verification_state: fields.state,
    verification_started_at: fields.verification_started_at,
    next_check_at: fields.next_check_at,
    verified_at: fields.verified_at,
    checked_at: checkedAt,
    check_problems: json.encode(found),
    updated_at: checkedAt,
  });
  let changes = changesOf(next, problems);
  // Only while still pending: a delete or another node's result in the meantime wins.
  const update = async () =>
    Number(
      // tenancy: the row by its id, as the scheduler (every account's due claims) or verifyDomain read it.
      (
        await app.db
          .updateTable('domains')
          .set(changes)
          .where('id', '=', row.id)
          .where('verification_state', '=', 'pending')
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1;
  let written: boolean;
  try {
    written = await update();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another account's claim turned active between our look and our write.
    next = lost();
    problems = [takenProblem(name)];
    changes = changesOf(next, problems);
    written = await update();
  }
  if (next.state === 'active') {
    // The other claims on this name learn why they cannot succeed.
    // tenancy: those claims are other accounts' rows; only their verification state changes.
    await app.db
      .updateTable('domains')
      .set({ ...changesOf(lost(), [takenProblem(name)]), verification_started_at: null })
      .where('name', '=', name)
      .where('id', '!=', row.id)
      .where('verification_state', '!=', 'active')
      .execute();
  }
  if (next.state !== row.verification_state) {
    app.log.info({ domain: name, state: next.state, problems: problems.map((p) => p.message) }, 'domain verification changed');
    app.domains.certificates.invalidate(name);
    if (written && (next.state === 'active' || next.state === 'failed')) await mailDomainStatus(app, row, next.state);
  }
  return { ...row, ...changes };
}

/** A verification's outcome, to the members who may see domains and kept domain mails on. */
async function mailDomainStatus(app: FastifyInstance, row: DomainRecord, state: 'active' | 'failed'): Promise<void> {
  // Rabt's own domains belong to no account: nobody to tell.
  if (!row.account_id) return;
  const domain = domainToUnicode(row.name) || row.name;
  const link = `${app.config.appUrl}/settings/domains/${encodeURIComponent(row.id)}`;
  for (const to of await notificationRecipients(app.db, row.account_id, 'domain_status', 'domains:view')) {
    app.mail.send(
      to.email,
      renderMail(state === 'active' ? 'domain_active' : 'domain_failed', to.language, to.name, { link, domain }),
    );
  }
}

export async function verifyDomain(app: FastifyInstance, tenant: Tenant, id: string): Promise<Domain> {
  const row = await requireDomain(app, tenant.account.id, id);
  // Active stays active: there is nothing to start, and a downgraded account may still look.
  if (row.verification_state === 'active') return readDomain(app, tenant.account.id, id, tenant.account);
  await assertEditable(app.db, tenant.account, 'domains', row);
  requirePlan(tenant);
  const next = start(fieldsOf(row), new Date());
  const now = isoNow();
  const started: DomainRecord = {
    ...row,
    verification_state: next.state,
    verification_started_at: next.verification_started_at,
    next_check_at: next.next_check_at,
    verified_at: next.verified_at,
    updated_at: now,
  };
  await app.db
    .updateTable('domains')
    .set({
      verification_state: started.verification_state,
      verification_started_at: started.verification_started_at,
      next_check_at: started.next_check_at,
      verified_at: started.verified_at,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('account_id', '=', tenant.account.id)
    .execute();
  await checkPending(app, started);
  return readDomain(app, tenant.account.id, id);
}

/**
 * One pass of the background check: every pending domain that is due, claimed first by moving
 * its next_check_at (a conditional update), so two nodes never check the same domain at once.
 */
export async function checkDueDomains(app: FastifyInstance, now: Date = new Date(), limit = 50): Promise<number> {
  const due = await dueDomains(app.db, now.toISOString(), limit);
  let checked = 0;
  for (const row of due) {
    // tenancy: the background check claims due rows of every account, each by its id.
    const claim = await app.db
      .updateTable('domains')
      .set({ next_check_at: new Date(now.getTime() + app.config.domains.recheckMs).toISOString() })
      .where('id', '=', row.id)
      .where('verification_state', '=', 'pending')
      .where('next_check_at', '=', row.next_check_at)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    try {
      await checkPending(app, row, now);
      checked++;
    } catch (error) {
      app.log.error({ err: error, domain: row.name }, 'domain check failed');
    }
  }
  return checked;
}

/** How long before an uploaded certificate's not-after its members are warned (decision 116). */
export const CERTIFICATE_WARNING_DAYS = 14;

/**
 * One scheduler pass over uploaded certificates: each one whose not-after is within 14 days and
 * that was not warned about yet is claimed (a conditional update on its fingerprint, so two nodes
 * or two passes never both send, and a certificate replaced meanwhile is not marked), then its
 * domain's members who may see domains and kept domain mails on are told once. A new upload
 * clears the mark. Rabt has no automatic (ACME) certificates yet, so every certificate here is one
 * a person must renew.
 */
export async function warnExpiringCertificates(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + CERTIFICATE_WARNING_DAYS * 86_400_000).toISOString();
  // tenancy: the background pass reads every account's uploaded certificates, each mailed to its own account.
  const due = await app.db
    .selectFrom('domain_certificates')
    .innerJoin('domains', 'domains.id', 'domain_certificates.domain_id')
    .select([
      'domain_certificates.domain_id',
      'domain_certificates.fingerprint256',
      'domain_certificates.valid_to',
      'domains.name',
      'domains.account_id',
    ])
    .where('domain_certificates.source', '=', 'upload')
    .where('domain_certificates.expiry_warned_at', 'is', null)
    .where('domain_certificates.valid_to', '<=', soon)
    .where('domain_certificates.valid_to', '>', now.toISOString())
    .where('domains.account_id', 'is not', null)
    .execute();
  let warned = 0;
  for (const cert of due) {
    const claim = await app.db
      .updateTable('domain_certificates')
      .set({ expiry_warned_at: now.toISOString() })
      .where('domain_id', '=', cert.domain_id)
      .where('fingerprint256', '=', cert.fingerprint256)
      .where('expiry_warned_at', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1 || !cert.account_id) continue;
    const validTo = new Date(cert.valid_to).toISOString();
    const days = Math.max(1, Math.ceil((Date.parse(validTo) - now.getTime()) / 86_400_000));
    const domain = domainToUnicode(cert.name) || cert.name;
    const link = `${app.config.appUrl}/settings/domains/${encodeURIComponent(cert.domain_id)}`;
    for (const to of await notificationRecipients(app.db, cert.account_id, 'domain_status', 'domains:view')) {
      app.mail.send(to.email, certificateExpiringMail(to.language, { name: to.name, domain, validTo, days, link }));
    }
    warned++;
  }
  return warned;
}

export async function removeDomain(app: FastifyInstance, accountId: string, id: string): Promise<number> {
  const row = await requireDomain(app, accountId, id);
  const links = await app.db
    .selectFrom('links')
    .select('nip')
    .where('account_id', '=', accountId)
    .where('domain_id', '=', id)
    .execute();
  const live = await linkCounts(app.db, accountId, [id]);
  await app.db.transaction().execute(async (trx) => {
    // Hard delete: a link cannot outlive its domain (links.domain_id is a foreign key); its
    // clicks and rollups cascade. The confirmation in the app states how many links go.
    await trx.deleteFrom('links').where('account_id', '=', accountId).where('domain_id', '=', id).execute();
    await trx.deleteFrom('domain_certificates').where('domain_id', '=', id).execute();
    await trx.deleteFrom('domains').where('id', '=', id).where('account_id', '=', accountId).execute();
  });
  app.domains.certificates.invalidate(row.name);
  await app.links.invalidate(links.map((l) => ({ domain: row.name, nip: l.nip })));
  return live.get(id) ?? 0;
}

export async function readCertificate(app: FastifyInstance, accountId: string, id: string): Promise<CertificateInfo | null> {
  await requireDomain(app, accountId, id);
  const cert = (await certificatesFor(app.db, [id])).get(id);
  return cert ? toCertificateInfo(cert) : null;
}

export async function uploadCertificate(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  body: { certificate: string; private_key: string },
): Promise<Domain> {
  const row = await requireDomain(app, tenant.account.id, id);
  await assertEditable(app.db, tenant.account, 'domains', row);
  requirePlan(tenant);
  const parsed = parseCertificatePair(body.certificate, body.private_key, row.name);
  if (!parsed.ok) throw validationFailed(parsed.fields, 'The certificate and private key could not be used.');
  const { info, chainPem, keyPem } = parsed.pair;
  const now = isoNow();
  const values = {
    source: 'upload',
    chain_pem: chainPem,
    key_sealed: seal(app.config.secret, keyPem, id),
    subject: info.subject,
    issuer: info.issuer,
    hosts: json.encode(info.hosts),
    fingerprint256: info.fingerprint256,
    self_signed: bool.encode(info.self_signed, app.dialect),
    chain_length: info.chain_length,
    valid_from: info.valid_from,
    valid_to: info.valid_to,
    // A new certificate is warned about again when it nears its own expiry.
    expiry_warned_at: null,
    updated_at: now,
  };
  await app.db
    .insertInto('domain_certificates')
    .values({ domain_id: id, created_at: now, ...values })
    .onConflict((oc) => oc.column('domain_id').doUpdateSet(values))
    .execute();
  app.domains.certificates.invalidate(row.name);
  return readDomain(app, tenant.account.id, id);
}

export async function removeCertificate(
  app: FastifyInstance,
  accountId: string,
  id: string,
  account?: PlanAccount,
): Promise<Domain> {
  const row = await requireDomain(app, accountId, id);
  if (account) await assertEditable(app.db, account, 'domains', row);
  await app.db.deleteFrom('domain_certificates').where('domain_id', '=', id).execute();
  app.domains.certificates.invalidate(row.name);
  return readDomain(app, accountId, id);
}
