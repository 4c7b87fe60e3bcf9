import { useMemo } from 'react';
import { renderQrSvg, type QrDesign } from '@rabt/contract';
import * as styles from './qrs.css.ts';

export interface QrPreviewProps {
  payload: string;
  design: QrDesign;
  /** Accessible description of the code. */
  label: string;
  /** CSS size of the preview box. @defaultValue '16rem' */
  size?: string;
}

/**
 * The code drawn by the shared renderer, exactly as the SVG download (an <img> of the SVG: no
 * markup of ours runs in the page).
 */
export function QrPreview({ payload, design, label, size = '16rem' }: QrPreviewProps) {
  const src = useMemo(() => {
    try {
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderQrSvg(payload, design))}`;
    } catch {
      return null;
    }
  }, [payload, design]);
  if (!src) return null;
  return <img className={styles.preview} src={src} alt={label} style={{ inlineSize: size }} data-testid="qr-preview" />;
}
