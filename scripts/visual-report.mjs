#!/usr/bin/env node
/**
 * Writes the visual review report, `visual/report/index.html`: one self-contained file (images
 * inlined) for PMs and designers. It lists every changed screenshot with before, after and the
 * difference (slider, toggle and diff overlay), grouped by screen and state; new stories; stories
 * whose baseline has no story any more (on a complete run); and how to approve: tick entries and
 * copy the command the report shows (`npm run visual:approve -- <names>`), or open the report
 * through `npm run visual:review`, whose small local server writes approved images as baselines.
 *
 * Input: the records the story run wrote to visual/results/ (one per screenshot, see
 * .storybook/visual-commands.ts), the images in visual/diffs/ and visual/baselines/.
 *
 *   node scripts/visual-report.mjs [--dir <visual dir>]
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Reads a run's records and images; `removed` only when the run covered every story. */
export function collect(visualDir) {
  const dirs = {
    baselines: join(visualDir, 'baselines'),
    diffs: join(visualDir, 'diffs'),
    results: join(visualDir, 'results'),
  };
  const run = existsSync(join(dirs.results, '_run.json'))
    ? JSON.parse(readFileSync(join(dirs.results, '_run.json'), 'utf8'))
    : { complete: false };
  const records = existsSync(dirs.results)
    ? readdirSync(dirs.results)
        .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
        .map((file) => JSON.parse(readFileSync(join(dirs.results, file), 'utf8')))
    : [];
  const seen = new Set(records.map((record) => record.name));
  const baselines = existsSync(dirs.baselines) ? readdirSync(dirs.baselines).filter((file) => file.endsWith('.png')) : [];
  const removed = run.complete ? baselines.map((file) => file.slice(0, -4)).filter((name) => !seen.has(name)) : [];
  return { dirs, run, records, removed, baselineCount: baselines.length };
}

const dataUri = (file) => (existsSync(file) ? `data:image/png;base64,${readFileSync(file).toString('base64')}` : '');
const escape = (text) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const variantLabel = { own: 'as designed', light: 'light', dark: 'dark', rtl: 'Arabic RTL' };

/** `Screens/Domains/DomainAdd` → group; the story name and variant → the state. */
function groupBy(records) {
  const groups = new Map();
  for (const record of records.toSorted((a, b) => a.title.localeCompare(b.title) || a.name.localeCompare(b.name))) {
    if (!groups.has(record.title)) groups.set(record.title, []);
    groups.get(record.title).push(record);
  }
  return groups;
}

function changedEntry(record, dirs) {
  const before = dataUri(join(dirs.baselines, `${record.name}.png`));
  const after = dataUri(join(dirs.diffs, `${record.name}.actual.png`));
  const diff = dataUri(join(dirs.diffs, `${record.name}.diff.png`));
  return `
  <section class="entry" data-status="changed" data-name="${escape(record.name)}">
    <header>
      <label><input type="checkbox" class="pick" value="${escape(record.name)}"> <strong>${escape(record.story)}</strong>
        <span class="variant">${escape(variantLabel[record.variant] ?? record.variant)}</span></label>
      <span class="why">${escape(record.reason)}</span>
      <code class="cmd">npm run visual:approve -- ${escape(record.name)}</code>
    </header>
    <div class="modes" role="group" aria-label="Compare">
      <button type="button" data-mode="slider" aria-pressed="true">Slider</button>
      <button type="button" data-mode="toggle" aria-pressed="false">Before / after</button>
      <button type="button" data-mode="diff" aria-pressed="false"${diff ? '' : ' disabled title="sizes differ"'}>Diff overlay</button>
      <button type="button" data-mode="side" aria-pressed="false">Side by side</button>
    </div>
    <div class="viewer" data-mode="slider">
      <div class="stack">
        <img class="before" alt="Before (baseline)" src="${before}">
        <div class="after-clip"><img class="after" alt="After (this run)" src="${after}"></div>
        ${diff ? `<img class="diff" alt="Differences in red" src="${diff}">` : ''}
      </div>
      <input class="slider" type="range" min="0" max="100" value="50" aria-label="Before ↔ after">
      <p class="showing" aria-live="polite"></p>
      <div class="side"><figure><figcaption>Before</figcaption><img alt="Before" src="${before}"></figure><figure><figcaption>After</figcaption><img alt="After" src="${after}"></figure></div>
    </div>
  </section>`;
}

function newEntry(record, dirs) {
  const file =
    record.status === 'created' ? join(dirs.baselines, `${record.name}.png`) : join(dirs.diffs, `${record.name}.actual.png`);
  return `
  <section class="entry" data-status="new" data-name="${escape(record.name)}">
    <header>
      <label><input type="checkbox" class="pick" value="${escape(record.name)}"${record.status === 'created' ? ' disabled checked title="written as baseline already"' : ''}>
        <strong>${escape(record.story)}</strong> <span class="variant">${escape(variantLabel[record.variant] ?? record.variant)}</span></label>
      <span class="why">${record.status === 'created' ? 'new: baseline written by this run (review it in git)' : 'new: no baseline yet'}</span>
    </header>
    <img class="single" alt="New screenshot" src="${dataUri(file)}" loading="lazy">
  </section>`;
}

export function render({ dirs, run, records, removed, baselineCount }) {
  const changed = records.filter((r) => r.status === 'changed');
  const added = records.filter((r) => r.status === 'new' || r.status === 'created');
  const updated = records.filter((r) => r.status === 'updated');
  const passed = records.filter((r) => r.status === 'passed');
  const notes = records.filter((r) => r.note);
  const section = (list, entry) =>
    [...groupBy(list)]
      .map(
        ([title, items]) =>
          `<section class="group" data-title="${escape(title)}"><h3>${escape(title)}</h3>${items.map((r) => entry(r, dirs)).join('')}</section>`,
      )
      .join('');
  const summary = `${changed.length} changed, ${added.length} new, ${removed.length} removed, ${updated.length} updated, ${passed.length} unchanged`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review: ${escape(summary)}</title>
<style>
  :root { color-scheme: light; font: 15px/1.45 system-ui, sans-serif; color: #1b1f24; background: #f5f6f8; }
  body { margin: 0; padding: 24px; max-width: 1200px; margin-inline: auto; }
  h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 32px 0 8px; } h3 { font-size: 15px; margin: 16px 0 8px; color: #3b4350; }
  .summary { color: #3b4350; } .summary strong { color: #1b1f24; }
  .approve { position: sticky; top: 0; z-index: 2; background: #fff; border: 1px solid #d8dce2; border-radius: 8px; padding: 12px 16px; margin: 16px 0; display: grid; gap: 8px; }
  .approve code { display: block; background: #f0f2f5; padding: 8px; border-radius: 6px; overflow-wrap: anywhere; }
  .entry { background: #fff; border: 1px solid #d8dce2; border-radius: 8px; padding: 12px 16px; margin: 0 0 16px; }
  .entry header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: baseline; margin-block-end: 8px; }
  .variant { background: #e8f3f1; color: #0b5f55; border-radius: 999px; padding: 0 8px; font-size: 13px; }
  .why { color: #8a3b12; } .cmd { font-size: 12px; color: #5b6472; }
  .modes { display: flex; gap: 4px; margin-block-end: 8px; }
  .modes button { font: inherit; padding: 4px 10px; border: 1px solid #b9c0ca; background: #fff; border-radius: 6px; cursor: pointer; }
  .modes button[aria-pressed="true"] { background: #0b5f55; color: #fff; border-color: #0b5f55; }
  .stack { position: relative; display: inline-block; max-width: 100%; border: 1px solid #d8dce2; }
  .stack img { display: block; max-width: 100%; }
  .after-clip { position: absolute; inset: 0; overflow: hidden; clip-path: inset(0 0 0 50%); }
  .diff { position: absolute; inset: 0; opacity: 0; mix-blend-mode: multiply; }
  .viewer[data-mode="diff"] .diff { opacity: 0.85; } .viewer[data-mode="diff"] .after-clip { clip-path: none; opacity: 0; }
  .viewer[data-mode="toggle"] .after-clip { clip-path: none; }
  .viewer[data-mode="toggle"].showing-before .after-clip { opacity: 0; }
  .viewer:not([data-mode="slider"]) .slider { display: none; } .slider { width: 100%; }
  .side { display: none; gap: 8px; } .side figure { margin: 0; flex: 1; } .side img { max-width: 100%; border: 1px solid #d8dce2; }
  .viewer[data-mode="side"] .side { display: flex; } .viewer[data-mode="side"] .stack { display: none; }
  .single { max-width: 100%; border: 1px solid #d8dce2; }
  details { background: #fff; border: 1px solid #d8dce2; border-radius: 8px; padding: 8px 16px; margin: 8px 0; }
  ul.names { columns: 2; font-size: 13px; } .empty { color: #5b6472; }
</style>
</head>
<body>
<h1>Visual review</h1>
<p class="summary" data-summary><strong>${escape(summary)}</strong> · ${records.length} screenshots this run, ${baselineCount} baselines${run.complete ? '' : ' · partial run (removed stories are listed only after a full run)'}${run.finishedAt ? ` · ${escape(run.finishedAt)}` : ''}</p>
<div class="approve">
  <div><strong>Approve</strong>: tick the changes that are intended, then <span data-server hidden><button type="button" id="approve">write them as baselines</button> </span><span data-no-server>run this command in the project and commit <code>visual/baselines</code>:</span></div>
  <code id="command">npm run visual:approve -- (tick entries below)</code>
  <label><input type="checkbox" id="pick-all"> tick all changed and new</label>
  <p id="approve-result" aria-live="polite"></p>
</div>

<h2 id="changed">Changed (${changed.length})</h2>
${changed.length ? section(changed, changedEntry) : '<p class="empty">No screenshot differs from its baseline.</p>'}

<h2 id="new">New (${added.length})</h2>
${added.length ? section(added, newEntry) : '<p class="empty">No new stories.</p>'}

<h2 id="removed">Removed (${removed.length})</h2>
${removed.length ? `<p>Baselines with no story any more (remove with <code>npm run visual:approve -- --remove-missing</code>):</p><ul class="names" data-removed>${removed.map((name) => `<li data-status="removed" data-name="${escape(name)}">${escape(name)}</li>`).join('')}</ul>` : `<p class="empty">${run.complete ? 'None.' : 'Not computed on a partial run.'}</p>`}

${updated.length ? `<h2>Updated by this run (${updated.length})</h2><ul class="names">${updated.map((r) => `<li>${escape(r.name)} (${r.pixels} px)</li>`).join('')}</ul>` : ''}
${notes.length ? `<details><summary>${notes.length} Arabic RTL renders whose English-only play stopped early (screenshot of the state reached)</summary><ul>${notes.map((r) => `<li><code>${escape(r.name)}</code>: ${escape(r.note)}</li>`).join('')}</ul></details>` : ''}
<details><summary>Unchanged (${passed.length})</summary><ul class="names">${passed.map((r) => `<li>${escape(r.name)}</li>`).join('')}</ul></details>

<script>
  const command = document.getElementById('command');
  const picks = () => [...document.querySelectorAll('input.pick:checked:not(:disabled)')].map((box) => box.value);
  const refresh = () => {
    const names = picks();
    command.textContent = names.length ? 'npm run visual:approve -- ' + names.join(' ') : 'npm run visual:approve -- (tick entries below)';
  };
  document.addEventListener('change', (event) => {
    if (event.target.id === 'pick-all') for (const box of document.querySelectorAll('input.pick:not(:disabled)')) box.checked = event.target.checked;
    refresh();
  });
  for (const entry of document.querySelectorAll('.entry[data-status="changed"]')) {
    const viewer = entry.querySelector('.viewer');
    const clip = entry.querySelector('.after-clip');
    const showing = entry.querySelector('.showing');
    const slider = entry.querySelector('.slider');
    slider.addEventListener('input', () => { clip.style.clipPath = 'inset(0 0 0 ' + slider.value + '%)'; });
    for (const button of entry.querySelectorAll('.modes button')) {
      button.addEventListener('click', () => {
        const mode = button.dataset.mode;
        if (mode === 'toggle' && viewer.dataset.mode === 'toggle') viewer.classList.toggle('showing-before');
        else viewer.classList.remove('showing-before');
        viewer.dataset.mode = mode;
        clip.style.clipPath = mode === 'slider' ? 'inset(0 0 0 ' + slider.value + '%)' : '';
        for (const other of entry.querySelectorAll('.modes button')) other.setAttribute('aria-pressed', String(other === button));
        showing.textContent = mode === 'toggle' ? (viewer.classList.contains('showing-before') ? 'Showing before (click again for after)' : 'Showing after (click again for before)') : '';
      });
    }
  }
  // Opened through \`npm run visual:review\`: approving writes the baselines directly.
  if (location.protocol.startsWith('http')) {
    fetch('/api/ping').then((response) => {
      if (!response.ok) return;
      document.querySelector('[data-server]').hidden = false;
      document.querySelector('[data-no-server]').hidden = true;
      document.getElementById('approve').addEventListener('click', async () => {
        const names = picks();
        const result = await fetch('/api/approve', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ names }) });
        const body = await result.json();
        document.getElementById('approve-result').textContent = result.ok ? body.written.length + ' baselines written: ' + body.written.join(', ') + '. Commit visual/baselines.' : 'Failed: ' + body.error;
        for (const name of body.written ?? []) {
          const box = document.querySelector('input.pick[value="' + CSS.escape(name) + '"]');
          if (box) { box.checked = true; box.disabled = true; box.closest('.entry').dataset.approved = 'true'; }
        }
        refresh();
      });
    }, () => {});
  }
</script>
</body>
</html>
`;
}

export function writeReport(visualDir = join(root, 'visual')) {
  const data = collect(visualDir);
  const out = join(visualDir, 'report');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'index.html'), render(data));
  return { file: join(out, 'index.html'), ...data };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirIndex = process.argv.indexOf('--dir');
  const report = writeReport(dirIndex >= 0 ? resolve(process.argv[dirIndex + 1]) : undefined);
  const count = (status) => report.records.filter((r) => r.status === status).length;
  console.log(
    `visual report: ${count('changed')} changed, ${count('new') + count('created')} new, ${report.removed.length} removed, ${count('passed')} unchanged → ${report.file}`,
  );
}
