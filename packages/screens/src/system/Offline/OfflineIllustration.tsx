import * as styles from './Offline.css.ts';

interface Palette {
  blob: string;
  cloud: string;
  cloudEdge: string;
  signal: string;
  slash: string;
  shadow: string;
  accent: string;
}

const light: Palette = {
  blob: '#e6f4f2',
  cloud: '#ffffff',
  cloudEdge: '#99d3cc',
  signal: '#0f766e',
  slash: '#c81e1e',
  shadow: '#dfe3e8',
  accent: '#f2cf8f',
};
const dark: Palette = {
  blob: '#0f2a28',
  cloud: '#1a222b',
  cloudEdge: '#1f5a53',
  signal: '#2dd4bf',
  slash: '#f87171',
  shadow: '#131920',
  accent: '#a8b1bd',
};

/** A cloud with a crossed-out signal. Decorative: the heading says the same in words. */
function Drawing({ palette, variant }: { palette: Palette; variant: 'light' | 'dark' }) {
  const p = palette;
  return (
    <svg
      viewBox="0 0 240 170"
      className={[styles.illustration, variant === 'light' ? styles.lightOnly : styles.darkOnly].join(' ')}
      aria-hidden="true"
      focusable="false"
      data-testid={`offline-illustration-${variant}`}
      data-theme={variant}
    >
      <ellipse cx="120" cy="84" rx="104" ry="72" fill={p.blob} />
      {variant === 'light' ? (
        <circle cx="196" cy="36" r="12" fill={p.accent} />
      ) : (
        <g fill={p.accent}>
          <circle cx="36" cy="34" r="2" />
          <circle cx="200" cy="26" r="2.5" />
          <circle cx="214" cy="70" r="1.5" />
          <circle cx="28" cy="96" r="1.5" />
          <path d="M190 48a13 13 0 1 1-10-22 10 10 0 0 0 10 22z" />
        </g>
      )}
      <ellipse cx="122" cy="150" rx="66" ry="7" fill={p.shadow} />
      <path
        d="M72 132h98a28 28 0 0 0 3-55.8A40 40 0 0 0 96.5 64 32 32 0 0 0 72 132z"
        fill={p.cloud}
        stroke={p.cloudEdge}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <g fill="none" stroke={p.signal} strokeWidth="6" strokeLinecap="round">
        <path d="M92 92q29-24 58 0" />
        <path d="M102 102q19-15 38 0" />
        <path d="M112 112q9-6 18 0" />
      </g>
      <circle cx="121" cy="121" r="4" fill={p.signal} />
      <path d="M98 78l48 52" stroke={p.cloud} strokeWidth="11" strokeLinecap="round" />
      <path d="M98 78l48 52" stroke={p.slash} strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

/** Both drawings are in the page; CSS on the root `dark` class shows one. */
export function OfflineIllustration() {
  return (
    <>
      <Drawing palette={light} variant="light" />
      <Drawing palette={dark} variant="dark" />
    </>
  );
}
