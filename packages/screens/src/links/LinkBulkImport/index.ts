export { LinkBulkImportScreen, IMPORT_SCREEN_MAX_BYTES } from './LinkBulkImport.tsx';
export type { LinkBulkImportScreenProps, LinkBulkImportState } from './LinkBulkImport.tsx';
export { guessMapping, readCsvHeaders } from './csvHeaders.ts';
