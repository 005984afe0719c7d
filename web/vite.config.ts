import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
/**
 * The codegen client preset's babel plugin: each `graphql(`...`)` call becomes an import of its
 * generated document, so the bundle no longer carries gql.ts's map of every document's source text
 * next to its AST (about 4.6 kB gzipped). It is not in the package's exports, hence the path.
 */
// @ts-expect-error no type declarations for this file
import graphqlDocuments from '../node_modules/@graphql-codegen/client-preset/esm/babel.js';

/** The gateway: serves /graphql, the /api REST facade and (in production) web/dist. */
const GATEWAY_URL = 'http://127.0.0.1:4000';

/**
 * The product's shared vocabulary (job families, registration rules and texts), compiled from its
 * TypeScript source: the browser bundle takes only this zod-free part of @hiring/contracts, and the
 * web build does not depend on the contracts package having been built first.
 */
const SHARED_VOCABULARY = fileURLToPath(new URL('../packages/contracts/src/vocabulary/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react({ babel: { plugins: [[graphqlDocuments, { artifactDirectory: fileURLToPath(new URL('./src/generated', import.meta.url)), gqlTagName: 'graphql' }]] } })],
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
    rollupOptions: {
      output: {
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
