// mailparser 3.9 ships no types and @types/mailparser is not installed; the tests use this much.
declare module 'mailparser' {
  import type { Readable } from 'node:stream';
  interface AddressObject {
    value: Array<{ address?: string; name: string }>;
    text: string;
  }
  export interface ParsedMail {
    subject?: string;
    text?: string;
    html?: string | false;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    headers: Map<string, unknown>;
  }
  export function simpleParser(source: Readable | Buffer | string): Promise<ParsedMail>;
}
