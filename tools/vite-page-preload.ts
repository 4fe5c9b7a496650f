/**
 * A Vite build step: index.html gets a small inline script that, from the address being opened, asks for that page's
 * code at once (`<link rel="modulepreload">`), beside the app's first download. Without it a page's code is asked
 * for only once the first download has run and the router has matched the address. The script runs under the pages'
 * Content-Security-Policy, which allows every inline script of the served index.html by its hash.
 */
import type { Plugin } from 'vite';
import { PAGE_PATTERNS } from '../rules/page-paths.ts';
import { PAGE_MODULES } from '../src/app/page-modules.ts';

/** What the script needs of a built chunk. */
interface Chunk {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** A route pattern ("/stats/:state") as a regular expression's source for the whole path, a trailing slash allowed. */
export function patternSource(pattern: string): string {
  const path = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${path}/?$`;
}

/** The file of `chunk` and of every chunk it imports, not those already in `loaded`. */
function closure(chunk: Chunk, byFile: Map<string, Chunk>, loaded = new Set<string>()): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || loaded.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(chunk.fileName);
  return files;
}

/**
 * For each page with code of its own, the regular expression of its path and the files its code needs beyond the first
 * download. Paths without parameters come first, as the router ranks them: /stats/cities is not /stats/:state.
 */
export function pageFiles(chunks: Chunk[], base = '/'): [source: string, files: string[]][] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('page-preload: the build has no entry chunk');
  const firstDownload = closure(entry, byFile);
  const table = Object.entries(PAGE_MODULES).map(([name, module]) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
    if (!chunk) throw new Error(`page-preload: no chunk for ${module}`);
    const pattern = PAGE_PATTERNS[name as keyof typeof PAGE_MODULES];
    return { pattern, files: [...closure(chunk, byFile, firstDownload)].map((file) => `${base}${file}`) };
  });
  const parameters = (pattern: string) => pattern.split('/:').length - 1;
  return table
    .sort((a, b) => parameters(a.pattern) - parameters(b.pattern))
    .map(({ pattern, files }) => [patternSource(pattern), files]);
}

/** The inline script: the first page whose path matches the address has its files preloaded. */
export function preloadScript(table: [source: string, files: string[]][]): string {
  return `(function (pages) {
  for (var i = 0; i < pages.length; i++) {
    if (!new RegExp(pages[i][0]).test(location.pathname)) continue;
    pages[i][1].forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    return;
  }
})(${JSON.stringify(table)});`;
}

export function pagePreload(): Plugin {
  let base = '/';
  return {
    name: 'menu-atlas:page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        return {
          html,
          tags: [{ tag: 'script', children: preloadScript(pageFiles(chunks, base)), injectTo: 'head' }],
        };
      },
    },
  };
}
