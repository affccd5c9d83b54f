export type ImportFileErrorCode =
  'not_zip' | 'wrong_format' | 'zip_bomb' | 'unsafe_path' | 'too_large' | 'empty' | 'missing';

/** The upload as a whole cannot be imported; `message` says why in words a cook understands. */
export class ImportFileError extends Error {
  readonly code: ImportFileErrorCode;
  constructor(code: ImportFileErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** The upload is readable but not an export of the app the user chose. */
export const wrongFormat = (app: string, detail: string) =>
  new ImportFileError('wrong_format', `This file is not a ${app} export (${detail}). Check the app chosen for it.`);
