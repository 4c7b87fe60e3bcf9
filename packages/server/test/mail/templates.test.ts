import { apiPaths } from '@rabt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/modules/mail/templates.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { PASSWORD, latestMail, linkFromMail, seedCustomer, uniqueEmail, useTestApp } from '../helpers/app.ts';
import { startSmtpSink, type Sink } from '../helpers/smtp-sink.ts';

describe('mail templates', () => {
  it('Arabic mails are right-to-left documents with Arabic text; English ones left-to-right', () => {
    const ar = renderMail('verify_email', 'ar', 'سارة', { link: 'http://app.test/onboard/verify/c/t' });
    expect(ar.subject).toBe('أكِّد بريدك الإلكتروني في ربط');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('<body dir="rtl"');
    expect(ar.text).toContain('مرحبًا سارة،');
    expect(ar.text).toContain('http://app.test/onboard/verify/c/t');
    const en = renderMail('verify_email', 'en', 'Sara', { link: 'http://app.test/x' });
    expect(en.html).toContain('<html lang="en" dir="ltr">');
    expect(en.text).toMatch(/^Hi Sara,/);
  });

  it('every kind has real text in both languages, and names are HTML-escaped', () => {
    for (const kind of ['verify_email', 'reset_password', 'email_change', 'email_changed_notice'] as const) {
      const en = renderMail(kind, 'en', '<b>x</b>', { link: 'http://app.test/l', newEmail: 'n@example.com' });
      const ar = renderMail(kind, 'ar', '<b>x</b>', { link: 'http://app.test/l', newEmail: 'n@example.com' });
      expect(en.subject).not.toBe(ar.subject);
      expect(ar.text).toMatch(/[\u0600-\u06FF]{3,}/);
      expect(en.html).not.toContain('<b>x</b>');
      expect(en.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    }
    const notice = renderMail('email_changed_notice', 'ar', 'x', { link: 'http://app.test/forgot', newEmail: 'n@example.com' });
    expect(notice.html).toContain('<bdi dir="ltr">n@example.com</bdi>');
  });
});

describeEachDatabase('dev outbox (no SMTP_URL)', (target) => {
  const t = useTestApp(target, {}, { DEV_OUTBOX: 'true' });

  it('stores verification mail in en and ar and lists it at /dev/outbox.json and /dev/outbox', async () => {
    const en = uniqueEmail('en');
    const ar = uniqueEmail('ar');
    await t.client().post(apiPaths.register, { name: 'Sam Lee', email: en, password: PASSWORD, language: 'en' });
    await t.client().post(apiPaths.register, { name: 'سارة علي', email: ar, password: PASSWORD, language: 'ar' });
    await t.app.mail.drain();
    const json = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(json.statusCode).toBe(200);
    const list = json.json().results as Array<{ to: string; subject: string; language: string; html: string; links: string[] }>;
    const enMail = list.find((m) => m.to === en.toLowerCase());
    const arMail = list.find((m) => m.to === ar.toLowerCase());
    expect(enMail).toMatchObject({ subject: 'Confirm your email address for Rabt', language: 'en' });
    expect(arMail).toMatchObject({ subject: 'أكِّد بريدك الإلكتروني في ربط', language: 'ar' });
    expect(arMail?.html).toContain('dir="rtl"');
    expect(arMail?.links[0]).toMatch(/^http:\/\/app\.test\/onboard\/verify\/[0-9A-Z]{26}\/[\w-]{43}$/);
    const html = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('سارة علي');
  });

  it('reset mail in Arabic for an Arabic customer, link to /reset/<customer>/<token>', async () => {
    const seeded = await seedCustomer(t, { language: 'ar', name: 'خالد' });
    await t.client().post(apiPaths.forgot, { email: seeded.email });
    const { customerId, mail } = await linkFromMail(t.app, seeded.email, 'reset');
    expect(customerId).toBe(seeded.customerId);
    expect(mail).toMatchObject({ kind: 'reset_password', language: 'ar', subject: 'إعادة تعيين كلمة المرور في ربط' });
    expect(mail.text_body).toContain(`http://app.test/reset/${seeded.customerId}/`);
  });
});

describeEachDatabase('outbox is development-only', (target) => {
  const t = useTestApp(target, {}, { NODE_ENV: 'production' });
  it('/dev/outbox answers 404 in production (mail is still stored for the operator log)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});

describeEachDatabase('SMTP delivery (SMTP_URL set)', (target) => {
  let sink: Sink;
  const holder: { url?: string } = {};
  beforeAll(async () => {
    sink = await startSmtpSink();
    holder.url = sink.url;
  });
  afterAll(async () => sink?.close());
  // The sink URL is only known after it starts, so the app is built lazily through env.
  const t = useTestApp(target, {}, {
    get SMTP_URL() {
      return holder.url ?? '';
    },
    MAIL_FROM: 'Rabt <no-reply@rabt.test>',
  } as unknown as Record<string, string>);

  it('sends verification mail over SMTP in English and Arabic, with nothing kept in the outbox', async () => {
    const en = uniqueEmail('smtp-en');
    const ar = uniqueEmail('smtp-ar');
    await t.client().post(apiPaths.register, { name: 'Sam Lee', email: en, password: PASSWORD, language: 'en' });
    await t.client().post(apiPaths.register, { name: 'ليلى', email: ar, password: PASSWORD, language: 'ar' });
    await t.app.mail.drain();
    await sink.waitFor(2);
    const enMail = sink.messages.find((m) => m.envelopeTo.includes(en.toLowerCase()))!;
    const arMail = sink.messages.find((m) => m.envelopeTo.includes(ar.toLowerCase()))!;
    expect(enMail.subject).toBe('Confirm your email address for Rabt');
    expect(enMail.from?.value[0]?.address).toBe('no-reply@rabt.test');
    expect(enMail.text).toMatch(/http:\/\/app\.test\/onboard\/verify\/[0-9A-Z]{26}\/[\w-]{43}/);
    expect(arMail.subject).toBe('أكِّد بريدك الإلكتروني في ربط');
    expect(arMail.text).toContain('مرحبًا ليلى،');
    expect(arMail.html).toContain('dir="rtl"');
    expect(arMail.headers.get('content-language')).toBe('ar');
    expect(await latestMail(t.app, en)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);

    // And the link from the real mail verifies.
    const [, customerId, token] = /\/onboard\/verify\/([^/\s]+)\/([^/\s]+)/.exec(enMail.text ?? '')!;
    expect((await t.client().post(apiPaths.verifyEmail, { customer_id: customerId, token })).status).toBe(200);
  });

  it('reset mail over SMTP in the customer language', async () => {
    const seeded = await seedCustomer(t, { language: 'ar' });
    const before = sink.messages.length;
    await t.client().post(apiPaths.forgot, { email: seeded.email });
    await t.app.mail.drain();
    await sink.waitFor(before + 1);
    const mail = sink.messages.at(-1)!;
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في ربط');
    expect(mail.text).toContain(`/reset/${seeded.customerId}/`);
  });
});

describeEachDatabase('SMTP failure', (target) => {
  const t = useTestApp(target, {}, { SMTP_URL: 'smtp://127.0.0.1:9' });
  it('registration still succeeds when the mail server is down (the customer can resend later)', async () => {
    const res = await t.client().post(apiPaths.register, { name: 'Offline Mail', email: uniqueEmail(), password: PASSWORD });
    expect(res.status).toBe(200);
    await t.app.mail.drain();
  });
});
