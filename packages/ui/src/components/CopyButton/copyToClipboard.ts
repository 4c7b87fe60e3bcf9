/**
 * Copies text. Uses the async Clipboard API when the browser offers it; when it does not
 * (older browsers, insecure origins), falls back to a hidden textarea and `execCommand('copy')`.
 * Rejects when the browser refuses (permission denied, no user gesture).
 */
export async function copyToClipboard(text: string): Promise<void> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard && typeof clipboard.writeText === 'function') {
    await clipboard.writeText(text);
    return;
  }
  legacyCopy(text);
}

function legacyCopy(text: string): void {
  const active = document.activeElement as HTMLElement | null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  Object.assign(textarea.style, {
    position: 'fixed',
    insetBlockStart: '0',
    insetInlineStart: '0',
    opacity: '0',
    pointerEvents: 'none',
  });
  document.body.append(textarea);
  textarea.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } finally {
    textarea.remove();
    active?.focus?.();
  }
  if (!copied) throw new Error('Copying is not supported in this browser.');
}
