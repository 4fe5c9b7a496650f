/**
 * The repository explains itself: nothing it holds points at the brief that lives outside it (a clone does not have
 * it; docs/ says the same things in our words), and every repository path the docs name, as a link or as a `code`
 * path, exists.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Tracked files as they are in the working tree (one that was just deleted is skipped). */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path.length > 0 && existsSync(join(ROOT, path)));
}

/** Text files only: a NUL byte in the first 8 KiB marks a binary. */
function readText(path: string): string | undefined {
  const bytes = readFileSync(join(ROOT, path));
  return bytes.subarray(0, 8192).includes(0) ? undefined : bytes.toString('utf8');
}

// Written so that this file does not name them itself.
const BRIEF_FILES = ['ARCHITECTURE', 'CONTRACT', 'TOOLCHAIN'].map((name) => `${name}\\.md`);
const OUTSIDE_REFERENCES: { what: string; pattern: RegExp }[] = [
  { what: 'the brief folder outside the repository', pattern: /(?:\.\.\/)+shared(?![\w-])/ },
  { what: 'the brief folder outside the repository', pattern: /\/work\/shared\b/ },
  { what: "one of the brief's files", pattern: new RegExp(`\\b(?:${BRIEF_FILES.join('|')})\\b`) },
  { what: 'the specification file', pattern: /\bspec\/\d{3}_[0-9a-f]{16}\b/ },
];

describe('references outside the repository', () => {
  it('no tracked file refers to the brief: its folder, its file names, the specification file', () => {
    const found: string[] = [];
    for (const path of trackedFiles()) {
      const text = readText(path);
      if (text === undefined) continue;
      text.split('\n').forEach((line, index) => {
        for (const { what, pattern } of OUTSIDE_REFERENCES) {
          if (pattern.test(line)) found.push(`${path}:${index + 1} names ${what}: ${line.trim().slice(0, 120)}`);
        }
      });
    }
    expect(found, 'point these at the matching page under docs/ instead').toEqual([]);
  });
});

/** Top-level folders whose paths, written in `code`, the docs promise exist. */
const REPO_PATH = /^(?:server|src|tools|bench|e2e|docs|public|\.ci)\/[\w./-]*$/;

/** Repository paths a Markdown file names: link targets (relative to the file) and `code` paths (from the root). */
function namedPaths(markdownPath: string, text: string): { written: string; path: string }[] {
  const named: { written: string; path: string }[] = [];
  const withoutFences = text.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, target] of withoutFences.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^(?:[a-z][a-z+.-]*:|#)/i.test(target!)) continue;
    const file = decodeURIComponent(target!.split('#')[0]!);
    named.push({ written: target!, path: normalize(join(dirname(markdownPath), file)) });
  }
  for (const [, code] of withoutFences.matchAll(/`([^`\n]+)`/g)) {
    if (REPO_PATH.test(code!)) named.push({ written: code!, path: normalize(code!) });
  }
  return named;
}

describe('the docs', () => {
  const pages = trackedFiles().filter((path) => /^docs\/.*\.md$/.test(path) || path === 'README.md');

  it('exist', () => {
    expect(pages).toContain('docs/README.md');
  });

  it.each(pages)('%s names only repository paths that exist', (page) => {
    const missing = namedPaths(page, readText(page) ?? '')
      .filter(({ path }) => {
        const outside = relative(ROOT, join(ROOT, path)).split(sep)[0] === '..';
        return outside || !existsSync(join(ROOT, path));
      })
      .map(({ written }) => written);
    expect(missing).toEqual([]);
  });
});
