import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Plan, Price } from '@rabt/contract';
import { expect, fn } from 'storybook/test';
import { planFree, planPro, planStarter, plans } from '@rabt/mocks/fixtures';
import { storyChrome } from '../../_parts/storyChrome.tsx';
import { OnboardSubscribeScreen } from './OnboardSubscribe.tsx';

const meta = {
  title: 'Screens/OnboardSubscribe',
  component: OnboardSubscribeScreen,
  parameters: { layout: 'fullscreen' },
  args: { onChoose: fn(), onRetry: fn(), onLogout: fn(), ...storyChrome },
} satisfies Meta<typeof OnboardSubscribeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const priceId = (plan: Plan, interval: Price['interval']) => plan.prices.find((price) => price.interval === interval)?.id ?? null;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading plans…');
  },
};

export const LoadFailed: Story = {
  args: { state: 'loadFailed' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load the plans.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Plans: Story = {
  args: { state: 'ready', plans },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pro' })).toBeVisible();
    await expect(canvas.getByText('Recommended')).toBeVisible();
    await expect(canvas.getByTestId(`price-${planPro.id}`)).toHaveTextContent('$29 per month');
    await expect(canvas.getByTestId(`price-${planFree.id}`)).toHaveTextContent('Free');
  },
};

export const IntervalSwitchChangesPrices: Story = {
  args: { state: 'ready', plans },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId(`price-${planStarter.id}`)).toHaveTextContent('$9 per month');
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    await expect(canvas.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(canvas.getByTestId(`price-${planStarter.id}`)).toHaveTextContent('$90 per year');
    await expect(canvas.getByTestId(`price-${planPro.id}`)).toHaveTextContent('$290 per year');
    await expect(canvas.getByTestId(`price-${planPro.id}`)).toHaveTextContent('Save 17% compared with monthly billing');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Pro' }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      planId: planPro.id,
      priceId: priceId(planPro, 'year'),
      interval: 'year',
      free: false,
    });
  },
};

export const FreePlanChoosesImmediately: Story = {
  args: { state: 'ready', plans },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start for free' }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      planId: planFree.id,
      priceId: priceId(planFree, 'month'),
      interval: 'month',
      free: true,
    });
  },
};

export const Submitting: Story = {
  args: { state: 'submitting', plans, planId: planStarter.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Choose Starter/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Choose Pro' })).toBeDisabled();
  },
};

export const AlreadySubscribedToPrice: Story = {
  args: { state: 'error', plans, code: 'alreadySubscribedToPrice' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are already subscribed to selected price.');
  },
};

export const SelectedPlanNotAvailable: Story = {
  args: { state: 'error', plans, code: 'selectedPlanNotAvailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Selected plan is not available at the moment.');
  },
};

export const UnknownError: Story = {
  args: { state: 'error', plans },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error processing your request.');
  },
};

/** Other currencies and minor units: KWD has three decimals, JPY none. */
export const OtherCurrencies: Story = {
  args: {
    state: 'ready',
    plans: [
      {
        ...planStarter,
        id: 'plan_kw',
        name: 'Starter (Kuwait)',
        prices: [{ id: 'p_kw', interval: 'month', amount: 2750, currency: 'KWD' }],
      },
      {
        ...planPro,
        id: 'plan_jp',
        name: 'Pro (Japan)',
        prices: [{ id: 'p_jp', interval: 'month', amount: 4200, currency: 'JPY' }],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('price-plan_kw')).toHaveTextContent('KWD 2.750');
    await expect(canvas.getByTestId('price-plan_jp')).toHaveTextContent('¥4,200');
  },
};

export const NotOfferedYearly: Story = {
  args: {
    state: 'ready',
    plans: [planFree, { ...planStarter, prices: planStarter.prices.filter((price) => price.interval === 'month') }],
    defaultInterval: 'year',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not offered with this billing interval')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose Starter' })).toBeDisabled();
  },
};

export const Dark: Story = { args: { state: 'ready', plans }, globals: { theme: 'dark' } };
export const Rtl: Story = {
  args: { state: 'ready', plans },
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /سنويًا/ }));
    await expect(canvas.getByTestId(`price-${planPro.id}`)).toHaveTextContent('سنويًا');
  },
};
export const RtlLoading: Story = { args: { state: 'loading' }, globals: { locale: 'ar', theme: 'dark' } };
