import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { DEFAULT_BRAND } from '../packages/contracts/src/vocabulary/brand';
import { precompress } from './build-plugins/precompress';
import { preloadFont } from './build-plugins/preload-font';
import { preloadPage } from './build-plugins/preload-page';

/** The gateway: serves /graphql, the /api REST facade and (in production) web/dist. */
const GATEWAY_URL = 'http://127.0.0.1:4000';

/**
 * The product's shared vocabulary (job families, registration rules and texts), compiled from its
 * TypeScript source: the browser bundle takes only this zod-free part of @hiring/contracts, and the
 * web build does not depend on the contracts package having been built first.
 */
const SHARED_VOCABULARY = fileURLToPath(new URL('../packages/contracts/src/vocabulary/index.ts', import.meta.url));

/** The page carries the default name and support address; the gateway swaps in its configured ones. */
const brandDefaults: Plugin = {
  name: 'brand-defaults',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => html.replaceAll('%PRODUCT_NAME%', DEFAULT_BRAND.productName).replaceAll('%SUPPORT_EMAIL%', DEFAULT_BRAND.supportEmail),
  },
};

export default defineConfig({
  plugins: [
    brandDefaults,
    // graphql(`...`) calls become imports of their generated documents: the bundle carries each
    // operation once, as its AST, instead of the whole source-string map of src/generated/gql.ts.
    react({
      babel: { plugins: [[babelOptimizerPlugin, { artifactDirectory: fileURLToPath(new URL('./src/generated', import.meta.url)), gqlTagName: 'graphql' }]] },
    }),
    // The Latin subset of the bundled Inter (main.tsx): every page's text is set in it.
    preloadFont('inter-latin-wght-normal'),
    // Sign in is the page most visitors open first or next; it is small and needs no GraphQL client.
    preloadPage('/src/pages/LoginPage.tsx'),
    // .br and .gz beside each script and style sheet, served by the gateway to browsers that accept them.
    precompress(),
  ],
  resolve: {
    alias: { '@hiring/contracts/vocabulary': SHARED_VOCABULARY },
  },
  // Relative asset URLs: with hash routing the bundle works wherever dist/ is served.
  base: './',
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: GATEWAY_URL, changeOrigin: true },
      '/graphql': { target: GATEWAY_URL, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        // Pages share many small modules (fields, alerts, rules); as chunks of a few hundred bytes
        // each they would cost a request each, and a phone on HTTP/1.1 has six connections.
        experimentalMinChunkSize: 4_000,
        // Long-lived vendor chunks: app releases do not invalidate them.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id)) return 'router';
          if (/node_modules\/(@apollo|graphql|rxjs|optimism|@wry|graphql-tag|tslib|zen-observable)/.test(id)) return 'graphql';
          return 'vendor';
        },
      },
    },
  },
});
