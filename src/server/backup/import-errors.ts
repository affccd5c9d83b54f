// The refusals an archive import can end with, besides an invalid archive (ArchiveError).

/** The target account exists and --merge was not given. */
export class AccountExistsError extends Error {}
/** The import would break a limit of the app (e.g. the shopping list size). */
export class ImportLimitError extends Error {}
