/**
 * The QR editor's values and their checks: the same rules as the server (checkWifi, checkDesign,
 * isValidLongUrl from the contract), turned into message ids so Arabic says the same thing.
 */
import {
  DEFAULT_DESIGN,
  QR_FILE_LIMITS,
  QR_NAME_MAX,
  checkDesign,
  checkWifi,
  isValidLongUrl,
  qrLayout,
  qrShortUrl,
  wifiPayload,
  type DesignProblem,
  type Qr,
  type QrDesign,
  type QrType,
  type WifiSecurity,
} from '@rabt/contract';

export interface QrFormValues {
  type: QrType;
  name: string;
  long_url: string;
  ssid: string;
  security: WifiSecurity;
  password: string;
  hidden: boolean;
  /** pdf/image: the chosen file (create, or replace in edit mode). */
  file: File | null;
  /** card: the business card the code opens. */
  card_id: string;
  design: QrDesign;
}

/** A business card a code can link (type `card`): its id, who it is, and its public page. */
export interface QrCardOption {
  id: string;
  name: string;
  public_url: string;
}

export const emptyQrValues: QrFormValues = {
  type: 'url',
  name: '',
  long_url: '',
  ssid: '',
  security: 'WPA',
  password: '',
  hidden: false,
  file: null,
  card_id: '',
  design: DEFAULT_DESIGN,
};

export function qrToValues(qr: Qr): QrFormValues {
  return {
    ...emptyQrValues,
    type: qr.type,
    name: qr.name,
    long_url: qr.type === 'url' ? (qr.long_url ?? '') : '',
    ssid: qr.wifi?.ssid ?? '',
    security: qr.wifi?.security ?? 'WPA',
    password: qr.wifi?.password ?? '',
    hidden: qr.wifi?.hidden ?? false,
    card_id: qr.card_id ?? '',
    design: qr.design,
  };
}

/** A field's message: an id under `screens.qrs.` and its values. */
export interface QrFieldMessage {
  id: string;
  values?: Record<string, string | number>;
}

export type QrFieldErrors = Partial<Record<'name' | 'long_url' | 'ssid' | 'password' | 'file' | 'card_id', QrFieldMessage>>;

export function validateQrContent(values: QrFormValues, mode: 'create' | 'edit'): QrFieldErrors {
  const errors: QrFieldErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = { id: 'screens.qrs.error.nameRequired' };
  else if (name.length > QR_NAME_MAX) errors.name = { id: 'screens.qrs.error.nameTooLong', values: { max: QR_NAME_MAX } };
  if (values.type === 'url') {
    if (!values.long_url.trim()) errors.long_url = { id: 'screens.qrs.error.urlRequired' };
    else if (!isValidLongUrl(values.long_url.trim())) errors.long_url = { id: 'screens.qrs.error.urlInvalid' };
  }
  if (values.type === 'wifi') {
    for (const problem of checkWifi({
      ssid: values.ssid,
      security: values.security,
      password: values.password,
      hidden: values.hidden,
    })) {
      const id =
        problem.field === 'ssid'
          ? problem.code === 'required'
            ? 'screens.qrs.error.ssidRequired'
            : 'screens.qrs.error.ssidTooLong'
          : values.security === 'WEP'
            ? 'screens.qrs.error.wepPassword'
            : 'screens.qrs.error.wpaPassword';
      errors[problem.field] ??= { id };
    }
  }
  // Spec §5: "A QR card is required".
  if (values.type === 'card' && !values.card_id) errors.card_id = { id: 'screens.qrs.error.cardRequired' };
  if ((values.type === 'pdf' || values.type === 'image') && mode === 'create' && !values.file) {
    errors.file = { id: 'screens.qrs.error.fileRequired' };
  }
  return errors;
}

/** Why the server refused an upload (its bytes are not the type, or it is over the limit). */
export type QrUploadRefusal = 'wrong_type' | 'too_large';

/** The refusal in the interface language (the server's own message is English). */
export function uploadRefusalMessage(type: 'pdf' | 'image', code: QrUploadRefusal): QrFieldMessage {
  if (code === 'too_large') return { id: 'screens.qrs.error.fileTooLarge', values: { max: QR_FILE_LIMITS[type] / 1024 / 1024 } };
  return { id: type === 'pdf' ? 'screens.qrs.error.pdfType' : 'screens.qrs.error.imageType' };
}

/** Client-side file check (the server checks the bytes again). */
export function fileProblem(type: 'pdf' | 'image', file: File): QrFieldMessage | null {
  const okType = type === 'pdf' ? file.type === 'application/pdf' : /^image\/(png|jpeg|gif|webp)$/.test(file.type);
  if (!okType) return { id: type === 'pdf' ? 'screens.qrs.error.pdfType' : 'screens.qrs.error.imageType' };
  if (file.size > QR_FILE_LIMITS[type]) {
    return { id: 'screens.qrs.error.fileTooLarge', values: { max: QR_FILE_LIMITS[type] / 1024 / 1024 } };
  }
  return null;
}

/**
 * What the preview draws: the saved payload in edit mode (exactly what is downloaded), or, before
 * saving, the same shape of payload with a placeholder short link on `previewDomain`.
 */
export function previewPayload(
  values: QrFormValues,
  previewDomain: string,
  saved?: Qr,
  cards: readonly QrCardOption[] = [],
): string {
  if (values.type === 'wifi') {
    return wifiPayload({ ssid: values.ssid, security: values.security, password: values.password, hidden: values.hidden });
  }
  if (values.type === 'card') {
    // The chosen card's page on the QR channel, exactly what the server encodes.
    const card = cards.find((c) => c.id === values.card_id);
    return card ? `${card.public_url}?qr=1` : `https://${previewDomain}/c/xxxxxxxx?qr=1`;
  }
  if (saved?.payload && saved.type !== 'wifi') return saved.payload;
  return qrShortUrl('https', previewDomain, 'xxxxxxx');
}

export function designProblems(payload: string, design: QrDesign): DesignProblem[] {
  let size = 25;
  try {
    size = qrLayout(payload, design).symbol.size;
  } catch {
    return [{ field: 'logo', code: 'payload_too_long', message: '' }];
  }
  return checkDesign(design, size);
}

/** The message id and values for a design problem. */
export function designProblemMessage(problem: DesignProblem, design: QrDesign): QrFieldMessage {
  switch (problem.code) {
    case 'low_contrast':
      return { id: 'screens.qrs.design.error.lowContrast' };
    case 'inverted':
      return { id: 'screens.qrs.design.error.inverted' };
    case 'invalid_color':
      return { id: 'screens.qrs.design.error.color' };
    case 'out_of_range':
      return { id: 'screens.qrs.design.error.margin' };
    case 'logo_too_large': {
      const percent = /(\d+)%/.exec(problem.message)?.[1] ?? '30';
      return {
        id: 'screens.qrs.design.error.logoTooLarge',
        values: { max: Number(percent), size: Math.round(design.logo_size * 100) },
      };
    }
    case 'invalid_image':
      return { id: 'screens.qrs.design.error.logoFormat' };
    case 'too_large':
      return { id: 'screens.qrs.design.error.logoBytes' };
    case 'required':
      return { id: 'screens.qrs.design.error.frameTextRequired' };
    case 'too_long':
      return { id: 'screens.qrs.design.error.frameTextTooLong' };
    default:
      return { id: 'screens.qrs.design.error.payloadTooLong' };
  }
}
