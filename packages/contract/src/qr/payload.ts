/**
 * What a QR code encodes, per type. Wi-Fi follows the ZXing / WPA3-specification convention:
 * `WIFI:T:<WPA|WEP|nopass>;S:<ssid>;P:<password>;H:true;;` with `\ ; , : "` backslash-escaped in
 * S and P, `P:` left out for open networks and `H:true;` only for hidden ones.
 */

export const wifiSecurities = ['WPA', 'WEP', 'none'] as const;
export type WifiSecurity = (typeof wifiSecurities)[number];

export interface WifiNetwork {
  ssid: string;
  security: WifiSecurity;
  /** Ignored (and not encoded) when security is `none`. */
  password: string;
  hidden: boolean;
}

/** Backslash-escapes the five characters the Wi-Fi payload reserves. */
export function escapeWifi(value: string): string {
  return value.replace(/[\\;,:"]/g, (c) => `\\${c}`);
}

/** Reverses escapeWifi (tests and the editor's paste-a-payload path). */
export function unescapeWifi(value: string): string {
  return value.replace(/\\(.)/g, '$1');
}

export function wifiPayload(network: WifiNetwork): string {
  const type = network.security === 'none' ? 'nopass' : network.security;
  let text = `WIFI:T:${type};S:${escapeWifi(network.ssid)};`;
  if (network.security !== 'none') text += `P:${escapeWifi(network.password)};`;
  if (network.hidden) text += 'H:true;';
  return `${text};`;
}

/**
 * The short URL a dynamic code encodes: the link's address with `qr=1`, so the click pipeline
 * counts the visit on the QR channel (docs/decisions/080-qrs-dynamic-codes.md).
 */
export function qrShortUrl(scheme: string, domain: string, nip: string): string {
  return `${scheme}://${domain}/${nip}?qr=1`;
}
