import { MAX_JSON_DEPTH } from '../importer/json-depth.ts';

export type ImportFileErrorCode =
  | 'not_zip'
  | 'wrong_format'
  | 'zip_bomb'
  | 'unsafe_path'
  | 'too_large'
  | 'empty'
  | 'missing'
  | 'too_deep'
  | 'unreadable';

/** The upload as a whole cannot be imported; `message` says why in words a cook understands. */
export class ImportFileError extends Error {
  readonly code: ImportFileErrorCode;
  constructor(code: ImportFileErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** A single-file export whose JSON nests deeper than any recipe does (MAX_JSON_DEPTH). */
export const tooDeep = () =>
  new ImportFileError(
    'too_deep',
    `This file's JSON is nested more than ${MAX_JSON_DEPTH} levels deep, which no recipe export is. Nothing was imported.`,
  );

/** The upload is readable but not an export of the app the user chose. */
export const wrongFormat = (app: string, detail: string) =>
  new ImportFileError('wrong_format', `This file is not a ${app} export (${detail}). Check the app chosen for it.`);
