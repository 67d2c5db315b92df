import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenChunks } from './build/first-screen-chunks.ts';

/**
 * The installable app (docs/offline.md, decision 0022): the web app manifest, linked from
 * index.html, and the service worker built from service-worker/sw.ts with the list of files to
 * precache (index.html, every chunk and style, the icons). The page registers it itself
 * (app/register-service-worker.ts), from a lazy chunk: nothing is added to the landing page's script.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png'],
      // The chunks are many but small; the largest stays far below this.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      minify: true,
      sourcemap: false,
    },
    manifest: {
      id: '/',
      name: 'PokerHome',
      short_name: 'PokerHome',
      description: 'Run poker home games: schedule, invite, RSVP and a live tournament clock.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#064e3b',
      background_color: '#064e3b',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}

/**
 * Social crawlers ignore relative og:image / og:url, but the public address is only known at
 * deploy time: when PUBLIC_URL is set for the build, those two tags are made absolute.
 */
function absoluteSocialUrls(publicUrl: string | undefined): Plugin {
  return {
    name: 'pokerhome:absolute-social-urls',
    transformIndexHtml(html) {
      if (!publicUrl) return html;
      const base = publicUrl.replace(/\/+$/, '');
      return html.replace(
        /(<meta (?:property="og:(?:url|image)"|name="twitter:image") content=")\/([^"]*)"/g,
        (_match, head: string, rest: string) => `${head}${base}/${rest}"`,
      );
    },
  };
}

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

export default defineConfig(({ mode }) => {
  // The API runs on its own port in development (PORT=3001 by default); API_PORT overrides it,
  // from the shell or a .env file, so two checkouts can run side by side.
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const apiTarget = `http://localhost:${env.API_PORT ?? '3001'}`;

  // The Host header is kept (changeOrigin false): the API's CSRF check compares the browser's
  // Origin with the host it was asked for, and both are then the dev server's.
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: false },
    '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
  };

  return {
    plugins: [
      react(),
      tailwindcss(),
      absoluteSocialUrls(env.PUBLIC_URL),
      installableApp(),
      // The frame of every page that reads the API (the query cache, the toaster, the session guards,
      // the signed-in shell), the schema library, and the pieces most pages show, in one chunk
      // (decision 0034, "Later"): about 60 KB, fetched in one request instead of some fifty.
      firstScreenChunks({
        groups: {
          'signed-in': [
            source('app/query-scope.tsx'),
            source('app/guards/guest-only-route.tsx'),
            source('app/guards/protected-route.tsx'),
            source('app/layouts/app-shell/app-shell.tsx'),
            source('lib/zod.ts'),
            source('lib/endpoint-mutation.ts'),
            source('lib/format.ts'),
            source('components/page-header.tsx'),
            source('components/query-states.tsx'),
            source('components/ui/alert.tsx'),
            source('components/ui/badge.tsx'),
            source('components/ui/card.tsx'),
            source('components/ui/mutation-button.tsx'),
            source('features/games/api/game-queries.ts'),
          ],
        },
        outside: [source('main.tsx'), source('features/landing/routes/landing.tsx')],
        preloadingPage: 'app.html',
      }),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // Every `import 'zod'` (the domain package's too) gets Zod already configured, whichever
        // chunk loads it first: see src/lib/zod.ts.
        { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      ],
    },
    server: { proxy },
    preview: { proxy },
    // Hidden maps: operators can decode reported stacks; browsers are not pointed at them.
    // The manifest lets scripts/js-budget.mjs find each page's chunks.
    // No modulepreload polyfill: every browser the app supports has modulepreload (landing budget).
    // Lazy chunks are named by their hash alone: the first chunk lists every chunk a route preloads,
    // and that list grows with each screen (the sourcemaps and the manifest still name them).
    // Terser with two compress passes ships about 3 % less gzipped JavaScript than esbuild's
    // minifier, for some seconds of build time (decision 0008).
    build: {
      outDir: 'dist',
      sourcemap: 'hidden',
      manifest: true,
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
      modulePreload: { polyfill: false },
      rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
    },
  };
});
