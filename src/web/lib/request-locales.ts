import { createContext } from 'react';

/**
 * The languages of the request a page is rendered for on the server (its Accept-Language, in
 * order): there is no navigator there. Code that reads the browser's languages while rendering
 * (the reader's unit system) takes these when set, so the server's HTML and the browser's first
 * render agree. null in the browser.
 */
export const RequestLocalesContext = createContext<readonly string[] | null>(null);
