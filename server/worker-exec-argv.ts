/**
 * Node options for a worker thread running one of our modules: the parent's module loaders (`--import`,
 * `--require`, `--loader`), and nothing else, since options such as `--input-type` or `--eval` make a worker
 * fail to start. A process started without tsx (a test runner with its own transform) gets it added, so that a
 * `.ts` worker file can load.
 */
const LOADER_OPTIONS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);

export function workerExecArgv(file: URL): string[] {
  const loaders: string[] = [];
  process.execArgv.forEach((arg, index) => {
    const [name] = arg.split('=', 1);
    if (LOADER_OPTIONS.has(name!) && arg.includes('=')) loaders.push(arg);
    else if (LOADER_OPTIONS.has(arg) && index + 1 < process.execArgv.length)
      loaders.push(arg, process.execArgv[index + 1]!);
  });
  const loadsTsx = loaders.some((arg) => /(^|[/=])tsx(\/|$)/.test(arg));
  return file.pathname.endsWith('.ts') && !loadsTsx ? [...loaders, '--import', 'tsx'] : loaders;
}
