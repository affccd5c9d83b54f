/** The cache file name of a module: its URL and its exact source. */
export declare function strippedKey(url: string, source: string | Uint8Array): string;
