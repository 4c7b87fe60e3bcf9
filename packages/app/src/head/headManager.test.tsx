import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { I18nProvider } from '@rabt/ui';
import { messagesFor } from '../i18n/messages.ts';
import { createHeadManager, HEAD_UPDATE_DELAY_MS, setHeadManager } from './headManager.ts';
import { usePageTitle } from './usePageTitle.ts';

afterEach(() => vi.useRealTimers());

function Page({ id }: { id: string }) {
  usePageTitle(id);
  return null;
}

describe('head manager (spec §9)', () => {
  it('sets the title after 10 ms, not before', () => {
    vi.useFakeTimers();
    const doc = { title: 'old' };
    createHeadManager(doc).setTitle('Links · Rabt');
    vi.advanceTimersByTime(HEAD_UPDATE_DELAY_MS - 1);
    expect(doc.title).toBe('old');
    vi.advanceTimersByTime(1);
    expect(doc.title).toBe('Links · Rabt');
    expect(HEAD_UPDATE_DELAY_MS).toBe(10);
  });

  it('keeps only the last title of a burst', () => {
    vi.useFakeTimers();
    const doc = { title: '' };
    const head = createHeadManager(doc);
    head.setTitle('A');
    head.setTitle('B');
    vi.advanceTimersByTime(10);
    expect(doc.title).toBe('B');
  });

  it.each([
    ['en', 'Links · Rabt'],
    ['ar', 'الروابط · ربط'],
  ] as const)('translates the page title (%s)', (locale, expected) => {
    vi.useFakeTimers();
    setHeadManager(createHeadManager(document));
    render(
      <I18nProvider locale={locale} messages={messagesFor(locale)}>
        <Page id="app.title.links" />
      </I18nProvider>,
    );
    vi.advanceTimersByTime(10);
    expect(document.title).toBe(expected);
  });
});
