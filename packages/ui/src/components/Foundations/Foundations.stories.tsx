import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, motion, radius, space } from '../../tokens/scale.ts';
import { Grid } from '../Grid/Grid.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Inline, Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { statusTones } from '../Badge/tones.ts';
import * as styles from './Foundations.css.ts';

/** For designers: the tokens every component is built from. Switch theme and locale in the toolbar. */
const meta = { title: 'UI/Foundations', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = ['base', 'soft', 'text', 'border'] as const;
const surfaces = ['background', 'surface', 'surfaceRaised', 'surfaceSunken', 'border', 'borderStrong', 'focusRing'] as const;
const texts = ['text', 'textMuted', 'textSubtle'] as const;

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <div className={styles.swatch}>
      <div className={styles.chip} style={{ background: value }} data-token={name} />
      <span className={styles.caption}>{name}</span>
    </div>
  );
}

/** Every tone with its four roles: `base` (strong fills, dots), `soft` (backgrounds), `text` (on soft), `border`. */
export const ColourRoles: Story = {
  render: () => (
    <Stack gap="xlarge">
      <section className={styles.section}>
        <Heading level={2}>Tones</Heading>
        <div className={styles.toneRow} aria-hidden="true">
          <span />
          {parts.map((part) => (
            <Text key={part} size="xsmall" tone="muted" weight="semibold">
              {part}
            </Text>
          ))}
        </div>
        {statusTones.map((tone) => (
          <div key={tone} className={styles.toneRow}>
            <Text weight="semibold">{tone}</Text>
            {parts.map((part) => (
              <Swatch key={part} name={`${tone}.${part}`} value={vars.color[tone][part]} />
            ))}
          </div>
        ))}
      </section>
      <section className={styles.section}>
        <Heading level={2}>Tone text on soft background</Heading>
        <Inline gap="small" wrap>
          {statusTones.map((tone) => (
            <span
              key={tone}
              className={styles.sample}
              style={{
                background: vars.color[tone].soft,
                color: vars.color[tone].text,
                border: `1px solid ${vars.color[tone].border}`,
              }}
            >
              {`${tone}: Pending verification`}
            </span>
          ))}
        </Inline>
        <Inline gap="small" wrap>
          {statusTones.map((tone) => (
            <span
              key={tone}
              className={styles.sample}
              style={{ background: vars.color[tone].base, color: vars.color.textOnStrong }}
            >
              {`${tone} base + textOnStrong`}
            </span>
          ))}
        </Inline>
      </section>
      <section className={styles.section}>
        <Heading level={2}>Surfaces and lines</Heading>
        <Grid minItemWidth="120px" gap="small">
          {surfaces.map((name) => (
            <Swatch key={name} name={name} value={vars.color[name]} />
          ))}
        </Grid>
      </section>
      <section className={styles.section}>
        <Heading level={2}>Text</Heading>
        {texts.map((name) => (
          <p key={name} style={{ color: vars.color[name], margin: 0 }}>
            {`${name}: rabt.link/spring-sale · رابط مختصر`}
          </p>
        ))}
      </section>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-token]').length).toBe(statusTones.length * parts.length + surfaces.length);
  },
};

const scaleSteps = Object.keys(fontSize) as Array<keyof typeof fontSize>;

export const TypeScale: Story = {
  render: () => (
    <Stack gap="medium">
      {scaleSteps.map((step) => (
        <div key={step} className={styles.scaleRow}>
          <span className={styles.caption}>{`${step} · ${fontSize[step].size}/${fontSize[step].lineHeight}`}</span>
          <span style={{ fontSize: fontSize[step].size, lineHeight: fontSize[step].lineHeight }}>
            Short links, QR codes · روابط مختصرة ورموز QR
          </span>
        </div>
      ))}
      <Heading level={2} size={4}>
        Weights
      </Heading>
      {(Object.keys(fontWeight) as Array<keyof typeof fontWeight>).map((weight) => (
        <div key={weight} className={styles.scaleRow}>
          <span className={styles.caption}>{`${weight} · ${fontWeight[weight]}`}</span>
          <span style={{ fontWeight: fontWeight[weight] }}>Invoice #INV-2026-0042 · الفاتورة</span>
        </div>
      ))}
    </Stack>
  ),
};

export const Spacing: Story = {
  render: () => (
    <Stack gap="small">
      {(Object.keys(space) as Array<keyof typeof space>).map((step) => (
        <div key={step} className={styles.scaleRow}>
          <span className={styles.caption}>{`${step} · ${space[step]}`}</span>
          <div className={styles.spaceBar} style={{ inlineSize: space[step] === '0' ? '1px' : space[step] }} />
        </div>
      ))}
    </Stack>
  ),
};

export const Radii: Story = {
  render: () => (
    <Inline gap="large" wrap>
      {(Object.keys(radius) as Array<keyof typeof radius>).map((step) => (
        <Stack key={step} gap="xsmall" align="center">
          <div className={styles.radiusBox} style={{ borderRadius: radius[step] }} />
          <span className={styles.caption}>{`${step} · ${radius[step]}`}</span>
        </Stack>
      ))}
    </Inline>
  ),
};

export const Elevation: Story = {
  render: () => (
    <Inline gap="xlarge" wrap style={{ padding: 24 }}>
      {(['small', 'medium', 'large'] as const).map((step) => (
        <div key={step} className={styles.elevationBox} style={{ boxShadow: vars.shadow[step] }}>
          <span className={styles.caption}>{`shadow.${step}`}</span>
        </div>
      ))}
    </Inline>
  ),
};

export const Motion: Story = {
  render: () => (
    <Stack gap="small">
      {(['fast', 'standard', 'slow'] as const).map((step) => (
        <div key={step} className={styles.scaleRow}>
          <span className={styles.caption}>{step}</span>
          <Text size="small">{`${motion[step]} · ${motion.easing} · 0 ms with prefers-reduced-motion`}</Text>
        </div>
      ))}
    </Stack>
  ),
};

export const ColourRolesDark: Story = { ...ColourRoles, globals: { theme: 'dark' } };
export const TypeScaleArabic: Story = { ...TypeScale, globals: { locale: 'ar' } };
