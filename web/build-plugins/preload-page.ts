import type { Plugin, Rollup } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for the lazy chunk of the page whose module path
 * ends with `moduleEnd`, and for the chunks it imports. The browser fetches them with the app's own
 * scripts (without running them), so that page does not wait one more round trip after the app has
 * started. Only for a small page most visitors open next: every visitor downloads it.
 */
export function preloadPage(moduleEnd: string): Plugin {
  return {
    name: 'preload-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleEnd) && !chunk.isEntry);
        if (!page) throw new Error(`preload-page: no lazy chunk of ${moduleEnd} in the build`);
        // The entry's own chunks are preloaded by Vite already.
        const files = [page.fileName, ...page.imports].filter((file) => !html.includes(`/${file}"`));
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `./${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
