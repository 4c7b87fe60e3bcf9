/**
 * Bad input, table-driven: every endpoint with a body gets missing, malformed, wrongly typed,
 * oversized and unknown fields, plus raw bodies that are not JSON objects. Every answer must be a
 * 4xx in the error envelope, never a 5xx; field errors must name the field.
 */
import {
  apiPaths,
  ChangeEmailRequest,
  ChangePasswordRequest,
  CompleteResetRequest,
  DeleteAccountRequest,
  ErrorBody,
  FieldErrorList,
  ForgotRequest,
  LoginRequest,
  RegisterRequest,
  SubscribeRequest,
  UpdateCustomerRequest,
  VerifyEmailRequest,
} from '@rabt/contract';
import { expect, it } from 'vitest';
import { BODY_LIMIT } from '../../src/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { PASSWORD, seedCustomer, useTestApp, type TestApp } from '../helpers/app.ts';
import type { TestClient } from '../helpers/client.ts';

type Method = 'POST' | 'PUT' | 'DELETE';
interface Endpoint {
  name: string;
  method: Method;
  path: string;
  /** A body that passes validation. */
  valid: Record<string, unknown>;
  /** Keys that must be present (others are optional). */
  required: string[];
  /** Keys that accept null. */
  nullable?: string[];
  as: 'anonymous' | 'signed-in';
  struct: { schema: Record<string, unknown> };
}

const endpoints: Endpoint[] = [
  {
    name: 'login',
    method: 'POST',
    path: apiPaths.login,
    valid: { email: 'a@example.com', password: 'x' },
    required: ['email', 'password'],
    as: 'anonymous',
    struct: LoginRequest,
  },
  {
    name: 'register',
    method: 'POST',
    path: apiPaths.register,
    valid: { name: 'A', email: 'a@example.com', password: PASSWORD, language: 'en' },
    required: ['name', 'email', 'password'],
    as: 'anonymous',
    struct: RegisterRequest,
  },
  {
    name: 'forgot',
    method: 'POST',
    path: apiPaths.forgot,
    valid: { email: 'a@example.com' },
    required: ['email'],
    as: 'anonymous',
    struct: ForgotRequest,
  },
  {
    name: 'complete-reset',
    method: 'POST',
    path: apiPaths.completeReset,
    valid: { customer_id: 'c', token: 't', password: PASSWORD },
    required: ['customer_id', 'token', 'password'],
    as: 'anonymous',
    struct: CompleteResetRequest,
  },
  {
    name: 'verify-email',
    method: 'POST',
    path: apiPaths.verifyEmail,
    valid: { customer_id: 'c', token: 't' },
    required: ['customer_id', 'token'],
    as: 'anonymous',
    struct: VerifyEmailRequest,
  },
  {
    name: 'PUT customer',
    method: 'PUT',
    path: apiPaths.customer,
    valid: {
      name: 'A',
      phone: '+1 555 0100',
      first_name: 'A',
      last_name: 'B',
      language: 'ar',
      address: { line1: 'x', city: 'y', country: 'AE' },
    },
    required: ['name', 'phone'],
    nullable: ['first_name', 'last_name', 'address'],
    as: 'signed-in',
    struct: UpdateCustomerRequest,
  },
  {
    name: 'PUT customer/password',
    method: 'PUT',
    path: apiPaths.customerPassword,
    valid: { current_password: 'x', password: PASSWORD, password_confirmation: PASSWORD },
    required: ['current_password', 'password', 'password_confirmation'],
    as: 'signed-in',
    struct: ChangePasswordRequest,
  },
  {
    name: 'PUT customer/email',
    method: 'PUT',
    path: apiPaths.customerEmail,
    valid: { email: 'a@example.com', password: 'x' },
    required: ['email', 'password'],
    as: 'signed-in',
    struct: ChangeEmailRequest,
  },
  {
    name: 'DELETE customer',
    method: 'DELETE',
    path: apiPaths.customer,
    valid: { reason: 'other', feedback: 'x', confirm: 'CONFIRM' },
    required: ['reason', 'confirm'],
    as: 'signed-in',
    struct: DeleteAccountRequest,
  },
  {
    name: 'POST billing/subscription',
    method: 'POST',
    path: apiPaths.subscription,
    valid: { plan_id: 'free', interval: 'month' },
    required: ['plan_id', 'interval'],
    as: 'signed-in',
    struct: SubscribeRequest,
  },
];

interface Case {
  label: string;
  body?: unknown;
  payload?: string;
  contentType?: string;
  /** Field expected in details (422), or a specific status. */
  field?: string;
  status?: number;
}

function casesFor(e: Endpoint): Case[] {
  const cases: Case[] = [
    { label: 'no body', status: 422 },
    { label: 'null body', payload: 'null', status: 422 },
    { label: 'array body', body: [e.valid], field: 'body' },
    { label: 'string body', body: 'hello', field: 'body' },
    { label: 'number body', body: 42, field: 'body' },
    { label: 'empty object', body: {}, field: e.required[0] },
    { label: 'broken JSON', payload: '{"email": ', status: 400 },
    { label: 'empty JSON body', payload: '', status: 400 },
    { label: 'proto pollution', payload: `{"__proto__": {"admin": true}, ${JSON.stringify(e.valid).slice(1)}`, status: 400 },
    { label: 'text/plain body', payload: 'email=a', contentType: 'text/plain', status: 415 },
    { label: 'form body', payload: 'email=a', contentType: 'application/x-www-form-urlencoded', status: 415 },
    { label: 'oversized body', body: { ...e.valid, padding: 'x'.repeat(BODY_LIMIT + 1) }, status: 413 },
    { label: 'unknown field', body: { ...e.valid, is_admin: true }, field: 'is_admin' },
  ];
  for (const key of Object.keys(e.valid)) {
    if (e.required.includes(key)) {
      const { [key]: _, ...without } = e.valid;
      cases.push({ label: `missing ${key}`, body: without, field: key });
      cases.push({ label: `${key} empty string`, body: { ...e.valid, [key]: '' }, field: key });
    }
    if (!e.nullable?.includes(key)) cases.push({ label: `${key} null`, body: { ...e.valid, [key]: null }, field: key });
    cases.push({ label: `${key} number`, body: { ...e.valid, [key]: 12345 }, field: key });
    cases.push({ label: `${key} boolean`, body: { ...e.valid, [key]: true }, field: key });
    cases.push({ label: `${key} object`, body: { ...e.valid, [key]: { $gt: '' } }, field: key });
    cases.push({ label: `${key} array`, body: { ...e.valid, [key]: ['a'] }, field: key });
    if (typeof e.valid[key] === 'string') {
      cases.push({ label: `${key} oversized (5000 chars)`, body: { ...e.valid, [key]: 'x'.repeat(5000) }, field: key });
      cases.push({ label: `${key} with a NUL character`, body: { ...e.valid, [key]: 'a\u0000b@example.com' }, field: key });
    }
  }
  // `empty string` is valid for a few optional/size-0 fields; drop those cases rather than special-case them.
  return cases.filter((c) => !(c.label.endsWith('empty string') && e.struct.schema[c.label.split(' ')[0]!] === undefined));
}

async function clientFor(t: TestApp, e: Endpoint): Promise<TestClient> {
  return e.as === 'anonymous' ? t.client() : (await seedCustomer(t)).client;
}

describeEachDatabase('bad input', (target) => {
  const t = useTestApp(target);

  for (const e of endpoints) {
    it(`${e.name}: every malformed body is a 4xx envelope naming the field, never a 5xx`, async () => {
      const signedIn = e.as === 'signed-in' ? await clientFor(t, e) : null;
      for (const c of casesFor(e)) {
        // A fresh client (own IP) per anonymous case keeps the auth rate limits out of the way.
        const client = signedIn ?? (await clientFor(t, e));
        const res = await client.call(e.method, e.path, {
          ...(c.body !== undefined ? { body: c.body } : {}),
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
          ...(c.contentType ? { contentType: c.contentType } : {}),
        });
        const where = `${e.name} / ${c.label}: ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, where).toBeGreaterThanOrEqual(400);
        expect(res.status, where).toBeLessThan(500);
        expect(ErrorBody.is(res.body), where).toBe(true);
        if (c.status) expect(res.status, where).toBe(c.status);
        if (c.field) {
          expect(res.status, where).toBe(422);
          expect(res.body.error.code, where).toBe('VALIDATION_FAILED');
          expect(FieldErrorList.is(res.body.error.details), where).toBe(true);
          // Nested structs name the inner field (address.line1) — that counts as naming `address`.
          const fields: string[] = res.body.error.details.map((d: { field: string }) => d.field);
          expect(
            fields.some((f) => f === c.field || f.startsWith(`${c.field}.`)),
            `${where} → ${fields.join(', ')}`,
          ).toBe(true);
        }
      }
    });
  }

  it('the valid bodies above do pass validation (the table tests what it claims)', async () => {
    for (const e of endpoints) {
      const [error] = (e.struct as unknown as { validate(v: unknown): [unknown, unknown] }).validate(e.valid);
      expect(error, e.name).toBeUndefined();
    }
  });

  it('messages use the spec wording for required fields', async () => {
    const res = await t.client().post(apiPaths.register, { email: 'not-an-email', password: PASSWORD });
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'required', message: 'Your name is required' },
        { field: 'email', code: 'invalid_email', message: 'Enter a valid email address' },
      ]),
    );
  });

  it('path parameters and headers: garbage, oversized and unicode never 5xx', async () => {
    const seeded = await seedCustomer(t);
    const weird = ['%00', '..%2F..%2Fetc', 'x'.repeat(250), '%F0%9F%98%80', "'; drop table customers; --"];
    for (const w of weird) {
      for (const url of [`/api/auth/validate-reset/${w}/${w}`, `/api/invitations/${w}/accept`, `/api/invitations/${w}/decline`]) {
        const method = url.includes('invitations') ? 'POST' : 'GET';
        const res = await seeded.client.call(method, url);
        expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${url}`).toBeLessThan(500);
        expect(ErrorBody.is(res.body), url).toBe(true);
      }
    }
    for (const accountId of ['', ' ', 'x'.repeat(5000), '\u202e']) {
      const res = await seeded.client.get(apiPaths.customer, { headers: { 'account-id': accountId } });
      expect(res.status).toBeLessThan(500);
    }
    for (const authorization of ['Bearer', 'Bearer ', `Bearer ${'a'.repeat(5000)}`, 'Bearer a b c', 'bearer xyz']) {
      const res = await t.client().get(apiPaths.customer, { headers: { authorization } });
      expect(res.status).toBe(401);
    }
  });

  it('unknown API paths and methods answer the 404 envelope', async () => {
    const client = t.client();
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['PATCH', '/api/customer'],
      ['GET', '/api/auth/login'],
      ['DELETE', '/api/plans'],
    ] as const) {
      const res = await client.call(method, url);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});
