import { describe, expect, it } from 'vitest';
import { guessMapping, readCsvHeaders } from './csvHeaders.ts';

describe('readCsvHeaders', () => {
  it('reads the first record with quotes, escapes, a BOM and CRLF', () => {
    expect(readCsvHeaders('\uFEFF"Destination","Name, full","Say ""hi"""\r\nhttps://a.example,A,x\r\n')).toEqual([
      'Destination',
      'Name, full',
      'Say "hi"',
    ]);
  });
  it('detects semicolons and drops empty and repeated names', () => {
    expect(readCsvHeaders('url;title;;url\nhttps://a.example;A;;')).toEqual(['url', 'title']);
  });
});

describe('guessMapping', () => {
  it('maps headers named like the fields, one header per field', () => {
    expect(guessMapping(['Destination', 'Name', 'Slug', 'Expires', 'UTM Source', 'Password', 'Notes'])).toEqual({
      long_url: 'Destination',
      title: 'Name',
      nip: 'Slug',
      expires_at: 'Expires',
      lock_pass: 'Password',
      utm_source: 'UTM Source',
    });
  });
  it('leaves long_url unmapped when nothing fits', () => {
    expect(guessMapping(['Where to']).long_url).toBeUndefined();
  });
});
