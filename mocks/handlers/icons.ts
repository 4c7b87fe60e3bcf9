import { ErrorCode } from '@rabt/contract';
import { apiError, apiUrl, http, HttpResponse } from './http.ts';

/**
 * Site icons (GET /api/icons?url=): the mocks have no sites to ask, so every icon is "not found"
 * at once and screens show their letter avatars, the same in every screenshot.
 */
export const iconHandlers = [
  http.get(apiUrl('icons'), () => apiError(ErrorCode.NOT_FOUND, 'No icon could be loaded for this site.')),
];

/** A 32 px PNG mark (a rounded square with a dot), the same for every site: stories that show loaded icons. */
const ICON_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAWElEQVR42mNggALu2PD/9MQMyIDelqM4YqAshzti1AGjDhh1wJB1ADqgmwMIAZo6gFgwPB1AKhh1wPBzwGguGBQF0aAoikdrw1EHjDpg+DlgwDunA909BwBu5t6ixYX5EwAAAABJRU5ErkJggg==';

export const iconScenarios = {
  /** Every site has an icon (served locally, no network). */
  loaded: [
    http.get(
      apiUrl('icons'),
      () =>
        new HttpResponse(
          Uint8Array.from(atob(ICON_PNG), (c) => c.charCodeAt(0)),
          {
            headers: { 'content-type': 'image/png', 'cache-control': 'no-store' },
          },
        ),
    ),
  ],
};
