/**
 * The repository explains itself: nothing it holds points at the brief that lives outside it (a clone does not have
 * it; docs/ says the same things in our words), every repository path the docs name, as a link or as a `code`
 * path, exists, and the comments in the sources name only files and functions that exist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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

/**
 * Comments in the sources: the programs, the shared rules, tools, benchmarks, journeys and the configuration files
 * at the root. A comment that names a file or a function is a promise that it is there to read.
 */
const SOURCE = /^(?:(?:server|src|rules|tools|bench|e2e)\/.+|[^/]+)\.(?:tsx?|[cm]?js)$/;

interface SourceComments {
  path: string;
  /** Each comment's text, with the line it starts on. */
  comments: { line: number; text: string }[];
  /** Every identifier the code uses or declares, and every identifier-like string literal (a quoted key). */
  names: Set<string>;
}

/** The comments of one source file, found by TypeScript's parser (never in a string, a template or JSX text). */
function readSource(path: string, text: string): SourceComments {
  const kind = path.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(path)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const keep = (found: ts.CommentRange[] | undefined) => found?.forEach((range) => ranges.set(range.pos, range));
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.add(node.text.replace(/^#/, ''));
    else if (ts.isStringLiteralLike(node) && /^[A-Za-z_$][\w$]*$/.test(node.text)) names.add(node.text);
    // JSX text is the page's words, not code: a "//" in it is no comment.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      keep(ts.getLeadingCommentRanges(text, node.pos));
      keep(ts.getTrailingCommentRanges(text, node.end));
    }
    if (node.kind >= ts.SyntaxKind.FirstNode || node.kind === ts.SyntaxKind.SyntaxList) {
      for (const child of node.getChildren(file)) visit(child);
    }
  };
  visit(file);
  const comments = [...ranges.values()].map(({ pos, end }) => ({
    line: file.getLineAndCharacterOfPosition(pos).line + 1,
    text: text.slice(pos, end),
  }));
  return { path, comments, names };
}

/** Every tracked source file's comments and names, read once for the checks below. */
function readSources(): SourceComments[] {
  return trackedFiles()
    .filter((path) => SOURCE.test(path))
    .map((path) => readSource(path, readFileSync(join(ROOT, path), 'utf8')));
}

/** The files a comment may name: tracked, or new and not yet committed (but not ignored). */
function treeFiles(): Set<string> {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return new Set(listed.split('\0').filter((path) => path.length > 0));
}

/** A web address is not a repository path, whatever it ends with. */
const WEB_ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
/** A file-like word with a source extension: `config.ts`, `search/fields.ts`, `../rules/limits.ts` (no globs). */
const FILE_WORD = /(?<![\w@.*/$-])(?:\.{1,2}\/)*[\w-][\w.-]*(?:\/[\w.-]+)*\.(?:tsx?|[cm]?js|md|sh)(?![\w-])/g;

/**
 * A named file exists when it is a repository path, a path relative to the commenting file, or the end of some file's
 * path anywhere in the tree (`fields.ts`, `search/fields.ts`); a package's own file (`fastify/lib/reply.js`) is
 * looked for under node_modules.
 */
function fileExists(word: string, from: string, tree: Set<string>): boolean {
  if (tree.has(word) || tree.has(normalize(join(dirname(from), word)))) return true;
  const tail = word.replace(/^(?:\.{1,2}\/)+/, '');
  for (const path of tree) if (path === tail || path.endsWith(`/${tail}`)) return true;
  return existsSync(join(ROOT, 'node_modules', tail));
}

/** Lines of a comment, with what looks like a web address blanked (same length, so columns hold). */
function commentLines(comment: { line: number; text: string }): { line: number; text: string }[] {
  return comment.text
    .replace(WEB_ADDRESS, (address) => ' '.repeat(address.length))
    .split('\n')
    .map((text, index) => ({ line: comment.line + index, text }));
}

/**
 * Names that read as code but are no identifier of ours nor a global, each for a reason a reader can check. Add one
 * only for a library's own name that a comment must cite.
 */
const OUTSIDE_NAMES = new Map([['geoAlbersUsa', "d3-geo's projection, which albers-usa.ts writes out instead"]]);

/** `name()` or `a.b.name(…)` in backticks: the name called. */
const BACKTICKED_CALL = /^(?:[A-Za-z_$][\w$]*\.)*[A-Za-z_$][\w$]*\(.*\)$/;
/**
 * An identifier in backticks that cannot be an English word: lower camel case (`safeLogger`) or upper camel case with
 * two humps (`SqliteCatalog`), each hump with a lower-case letter (so macOS, HTTP or JSON are not taken for code).
 */
const BACKTICKED_NAME = /^(?:[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)$/;
/** The same lower camel case outside backticks, its first hump two letters at least (so iPhone and eBay are prose). */
const PROSE_NAME = /(?<![\w$./-])[a-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+(?![\w$-])/g;
/** A call outside backticks, only when empty, as in close(): HTTP(S) and dumps(indent=4) are prose. */
const PROSE_CALL = /(?<![\w$])(?:[A-Za-z_$][\w$]*\.)*[A-Za-z_$][\w$]*\(\)/g;
/** An indented line of a block comment is an example or a table, where placeholders are allowed. */
const EXAMPLE_LINE = /^\s*(?:\*|\/\/)\s{3,}\S/;

/**
 * Whether a name, possibly dotted (`Atomics.wait`, `db.prepare`), is ours, a global, or a known outside name. A
 * library's method on one of our objects (`test.skip`, `stmt.iterate`) is taken on trust unless it is camel case, as
 * our own methods are.
 */
function nameExists(written: string, ours: Set<string>): boolean {
  const segments = written.split('.');
  const name = segments.at(-1)!;
  if (ours.has(name) || OUTSIDE_NAMES.has(name)) return true;
  if (segments.length > 1 && !BACKTICKED_NAME.test(name)) return true;
  let value: unknown = globalThis;
  for (const segment of segments) {
    if (value === null || value === undefined || !(segment in Object(value))) return false;
    value = (value as Record<string, unknown>)[segment];
  }
  return true;
}

/** The names a comment line uses as code, each once. */
function namesWritten(line: string): Set<string> {
  const written = new Set<string>();
  for (const [, code] of line.matchAll(/`([^`\n]+)`/g)) {
    const trimmed = code!.trim();
    if (BACKTICKED_CALL.test(trimmed)) written.add(trimmed.slice(0, trimmed.indexOf('(')));
    else if (BACKTICKED_NAME.test(trimmed)) written.add(trimmed);
  }
  if (!EXAMPLE_LINE.test(line)) {
    const prose = line.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
    for (const [call] of prose.matchAll(PROSE_CALL)) written.add(call.slice(0, -2));
    for (const [name] of prose.matchAll(PROSE_NAME)) written.add(name);
  }
  return written;
}

/** What one source's comments name that is not there: files, as `path:line names word`. */
function missingFiles(source: SourceComments, tree: Set<string>): string[] {
  const missing: string[] = [];
  for (const line of source.comments.flatMap(commentLines)) {
    for (const [word] of line.text.matchAll(FILE_WORD)) {
      if (!fileExists(word, source.path, tree)) missing.push(`${source.path}:${line.line} names ${word}`);
    }
  }
  return missing;
}

/** What one source's comments name that is not there: functions and identifiers, as `path:line names name`. */
function missingNames(source: SourceComments, ours: Set<string>): string[] {
  const missing: string[] = [];
  for (const line of source.comments.flatMap(commentLines)) {
    for (const name of namesWritten(line.text)) {
      if (!nameExists(name, ours)) missing.push(`${source.path}:${line.line} names ${name}`);
    }
  }
  return missing;
}

describe('the comments in the sources', () => {
  const sources = readSources();

  it('are found', () => {
    const commented = sources.filter((source) => source.comments.length > 0).map((source) => source.path);
    expect(commented).toContain('server/app.ts');
    expect(commented).toContain('eslint.config.js');
  });

  it('name only files that exist', () => {
    const tree = treeFiles();
    const missing = sources.flatMap((source) => missingFiles(source, tree));
    expect(missing, 'these comments name files the repository does not have: point them at the file now').toEqual([]);
  });

  it('name only functions and identifiers that exist', () => {
    const ours = new Set(sources.flatMap((source) => [...source.names]));
    const missing = sources.flatMap((source) => missingNames(source, ours));
    expect(missing, 'these comments name code no source defines or uses: say what the code does now').toEqual([]);
  });
});

describe('the comment checks', () => {
  const tree = new Set(['server/app.ts', 'server/search/fields.ts', 'rules/limits.ts']);
  const probe = (text: string) => readSource('server/probe.ts', text);

  it('report a missing file by line, and pass a file found by path, relative path, path end or package', () => {
    const source = probe(
      [
        '// Kept in server/app.ts, ../rules/limits.ts, search/fields.ts, fields.ts and fastify/package.json.',
        "const where = 'gone.ts'; // https://example.com/gone.ts is an address",
        '/**',
        ' * Moved: server/search/gone.test.ts. Globs like *.test.ts name no file.',
        ' */',
      ].join('\n'),
    );
    expect(missingFiles(source, tree)).toEqual(['server/probe.ts:4 names server/search/gone.test.ts']);
  });

  it('report a name no source uses, in backticks or as code in prose, and pass ours, globals and English', () => {
    const source = probe(
      [
        'const where = 0;',
        '// `where` and `where()` are ours; `JSON.parse()`, `structuredClone()` and `Atomics.wait()` are globals;',
        '// `where.skip(true)` is a library method. `goneHelper()` and `GoneThing` are not; nor is `where.goneMethod()`,',
        '// goneFunction written plainly, or goneCall().',
        '// macOS, iPhone, HTTP(S), `HTTP`, JSON and dumps(indent=4) are prose.',
        '/**',
        ' *   example(placeholderName, () => anotherPlaceholder())',
        ' */',
        'export { where };',
      ].join('\n'),
    );
    const ours = new Set(source.names);
    expect(missingNames(source, ours)).toEqual([
      'server/probe.ts:3 names goneHelper',
      'server/probe.ts:3 names GoneThing',
      'server/probe.ts:3 names where.goneMethod',
      'server/probe.ts:4 names goneCall',
      'server/probe.ts:4 names goneFunction',
    ]);
  });
});
