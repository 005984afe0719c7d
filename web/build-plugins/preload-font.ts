import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the built font file whose name starts with `fileStart`
 * (Vite hashes the name, so index.html cannot name it by hand). Without it the browser learns of the
 * font only after the style sheet has arrived and the page has been laid out: the text of the
 * first screen waits one round trip more.
 */
export function preloadFont(fileStart: string): Plugin {
  return {
    name: 'preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => file.split('/').pop()!.startsWith(fileStart) && file.endsWith('.woff2'));
        if (files.length !== 1) throw new Error(`preload-font: expected one ${fileStart}*.woff2 in the build, found ${files.length}`);
        // crossorigin: fonts are always fetched in CORS mode, and a preload without it is not reused.
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `./${files[0]}`, crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}
