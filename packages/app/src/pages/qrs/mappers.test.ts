import { describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN } from '@rabt/contract';
import { emptyQrValues, FORM_ERROR } from '@rabt/screens';
import { qrUrl, qrWifi } from '../../../../../mocks/fixtures/qrs.ts';
import {
  createRequest,
  paramsFromSearch,
  qrEditorState,
  qrListState,
  searchFromParams,
  submitErrors,
  updateRequest,
} from './mappers.ts';

describe('QR page mappers', () => {
  it('reads and writes the list query in the URL', () => {
    expect(paramsFromSearch('?q=menu&type=pdf&page=3')).toEqual({ q: 'menu', type: 'pdf', page: 3, perPage: 20 });
    expect(paramsFromSearch('?type=vcard&page=-1')).toEqual({ q: '', type: 'all', page: 1, perPage: 20 });
    expect(searchFromParams({ q: '', type: 'all', page: 1, perPage: 20 })).toBe('');
    expect(searchFromParams({ q: 'a b', type: 'wifi', page: 2, perPage: 20 })).toBe('?q=a+b&type=wifi&page=2');
  });

  it('maps errors to states: 404 not found, 403 forbidden, no answer offline', () => {
    const params = paramsFromSearch('');
    expect(qrListState({ params, error: { code: 'PERMISSION_DENIED', status: 403, message: 'x' } })).toEqual({
      state: 'forbidden',
    });
    expect(qrListState({ params, error: { code: 'NO_RESPONSE', status: null, message: 'x' } })).toMatchObject({
      state: 'error',
      offline: true,
    });
    expect(qrEditorState({ error: { code: 'NOT_FOUND', status: 404, message: 'x' } })).toEqual({ state: 'notFound' });
    expect(qrEditorState({ qr: qrUrl })).toEqual({ state: 'ready', qr: qrUrl });
  });

  it('builds request bodies per type', () => {
    expect(createRequest({ ...emptyQrValues, name: ' Menu ', long_url: 'https://a.example/ ' })).toEqual({
      type: 'url',
      name: 'Menu',
      long_url: 'https://a.example/',
      design: DEFAULT_DESIGN,
    });
    expect(
      createRequest({ ...emptyQrValues, type: 'wifi', name: 'Net', ssid: 'S', security: 'none', password: 'ignored' }),
    ).toMatchObject({
      type: 'wifi',
      password: '',
    });
    expect(updateRequest({ ...emptyQrValues, name: 'x', long_url: 'https://b.example/' }, qrUrl)).toMatchObject({
      long_url: 'https://b.example/',
    });
    expect(updateRequest({ ...emptyQrValues, name: 'x', ssid: 'N' }, qrWifi)).toMatchObject({ ssid: 'N' });
  });

  it('a business card code sends its card, and the server’s “A QR card is required” lands on the card picker', () => {
    expect(createRequest({ ...emptyQrValues, type: 'card', name: ' Desk sign ', card_id: 'card_1' })).toEqual({
      type: 'card',
      name: 'Desk sign',
      card_id: 'card_1',
      design: DEFAULT_DESIGN,
    });
    const cardQr = { ...qrUrl, type: 'card' as const, link_id: null, card_id: 'card_1' };
    expect(updateRequest({ ...emptyQrValues, type: 'card', name: 'x', card_id: 'card_2' }, cardQr)).toMatchObject({
      card_id: 'card_2',
    });
    expect(updateRequest({ ...emptyQrValues, name: 'x', card_id: 'card_2' }, qrUrl)).not.toHaveProperty('card_id');
    expect(
      submitErrors({
        code: 'VALIDATION_FAILED',
        status: 422,
        message: 'A QR card is required',
        details: [{ field: 'card_id', code: 'required', message: 'A QR card is required' }],
      }),
    ).toEqual({ card_id: 'A QR card is required' });
  });

  it('puts design problems together and other details by field', () => {
    const errors = submitErrors({
      code: 'VALIDATION_FAILED',
      status: 422,
      message: 'bad',
      details: [
        { field: 'design.fg', code: 'low_contrast', message: 'Too close' },
        { field: 'ssid', code: 'required', message: 'Enter the SSID' },
      ],
    });
    expect(errors).toEqual({ design_error: 'Too close', ssid: 'Enter the SSID' });
    expect(submitErrors({ code: 'UNKNOWN_ERROR', status: 500, message: 'Something went wrong.' })).toEqual({
      [FORM_ERROR]: 'Something went wrong.',
    });
  });
});
