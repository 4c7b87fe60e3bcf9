import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { createProgressController } from './progress.ts';
import { RouteProgressBar } from './RouteProgressBar.tsx';

/** A static bar at `value` (no trickle), inside a framed box standing in for the page. */
function AtValue({ value }: { value: number }) {
  const [controller] = useState(() => createProgressController());
  useEffect(() => controller.set(value), [controller, value]);
  return (
    <div style={{ position: 'relative', blockSize: 120, border: '1px dashed currentColor', borderRadius: 8, padding: 24 }}>
      <RouteProgressBar controller={controller} contained />
      <p>Links · Marketing workspace</p>
    </div>
  );
}

/** Buttons drive a controller the way the app's router does. */
function Playground() {
  const [controller] = useState(() => createProgressController());
  useEffect(() => () => controller.done(), [controller]);
  return (
    <div style={{ position: 'relative', blockSize: 160, border: '1px dashed currentColor', borderRadius: 8, padding: 24 }}>
      <RouteProgressBar controller={controller} contained />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBlockStart: 16 }}>
        <Button variant="secondary" onClick={() => controller.start()}>
          Start navigation
        </Button>
        <Button variant="secondary" onClick={() => controller.inc()}>
          Increment
        </Button>
        <Button variant="secondary" onClick={() => controller.set(0.6)}>
          Set 60 %
        </Button>
        <Button onClick={() => controller.done()}>Done</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/RouteProgressBar',
  component: RouteProgressBar,
  render: () => <AtValue value={0.45} />,
} satisfies Meta<typeof RouteProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Midway: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

/** `start()` shows at least 8 %. */
export const JustStarted: Story = { render: () => <AtValue value={0} /> };

export const AlmostDone: Story = { render: () => <AtValue value={0.92} /> };

/** start → trickle → done → fades out and leaves the accessibility tree. */
export const Controller: Story = {
  render: () => <Playground />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '8');
    await userEvent.click(canvas.getByRole('button', { name: 'Set 60 %' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

/** Grows from the inline start: from the right edge in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const track = canvas.getByRole('progressbar', { name: 'جارٍ تحميل الصفحة' });
    const fill = track.firstElementChild as HTMLElement;
    await waitFor(() =>
      expect(Math.abs(fill.getBoundingClientRect().right - track.getBoundingClientRect().right)).toBeLessThan(1),
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
