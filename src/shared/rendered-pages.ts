/**
 * The signed-in pages the server renders for their user (issue 19: Home and Favorites paint before
 * their script has loaded). The server renders a signed-in request whose path matches one of them
 * (src/server/pages/spa.ts); the web preloads that page's code before hydrating (src/web/app.tsx),
 * so its first render matches the server's HTML.
 */
export const SIGNED_IN_RENDERED_PAGES = {
  home: /^\/$/,
  favorites: /^\/favorites\/?$/,
} as const;

export function isSignedInRenderedPage(pathname: string): boolean {
  return Object.values(SIGNED_IN_RENDERED_PAGES).some((pattern) => pattern.test(pathname));
}
