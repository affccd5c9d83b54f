import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress-plugin.ts';
import { pureBarrels } from './scripts/pure-barrels-plugin.ts';
import { iconChunks } from './scripts/icon-chunks.ts';
import { latin1Chunks } from './scripts/latin1-chunks.ts';

// The Fastify server serves dist/web in production; in development Vite serves the SPA and
// forwards /api to the server (npm run dev starts both).
// `vite build --ssr` builds the server renderer instead (src/web/entry-server.tsx → dist/ssr), one
// self-contained module the server imports to render public pages (src/server/pages/ssr.ts).
const ssrConfig = defineConfig({
  // Latin-1 source text: V8 holds it at one byte per character in the server (latin1-chunks.ts).
  plugins: [react(), latin1Chunks()],
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  build: {
    ssr: 'src/web/entry-server.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    target: 'node22',
    rollupOptions: { input: 'src/web/entry-server.tsx', output: { entryFileNames: 'entry-server.js' } },
  },
});

const webConfig = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pureBarrels(),
    // The service worker is our own src/web/sw.ts (Workbox modules), built to /sw.js with the
    // precache list injected. Registration is ours too (src/web/pwa/register-sw.ts), hence
    // injectRegister: false. The manifest can carry one `lang`: it is English, the default
    // language; the Portuguese interface is chosen in the app, not by the manifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/web',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        rollupFormat: 'iife',
        // The app shell: every built script, style and HTML file, plus the icons and favicon.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['sw.js'],
      },
      manifest: {
        id: '/',
        name: 'Tempero',
        short_name: 'Tempero',
        description:
          "Generate, import, organize and share recipes with AI help, plan your week's meals and keep a shopping list — also offline.",
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#c2410c',
        background_color: '#fffaf4',
        categories: ['food', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist/web',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: the server names a signed-in page's chunks in its HTML
    // (src/server/pages/page-preload.ts).
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Every lucide icon used by more than one lazily loaded screen became a chunk of its own
        // (~1.3 KB each; a public recipe page hydrated from 64 scripts): the icons go in two
        // chunks, those of the first screens and the rest (scripts/icon-chunks.ts).
        advancedChunks: { groups: [{ name: iconChunks(import.meta.dirname), debugName: 'icons' }] },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 5173 },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrConfig : webConfig));
