/**
 * Node options for a worker thread running one of our modules. Threads inherit the process's options: under
 * `node --import tsx` that already loads TypeScript; a process started otherwise (a test runner with its own
 * transform) gets tsx added so that a `.ts` worker file can load.
 */
export function workerExecArgv(file: URL): string[] {
  const loadsTsx = process.execArgv.some(
    (arg, index) => arg.includes('tsx') && process.execArgv[index - 1] === '--import',
  );
  return file.pathname.endsWith('.ts') && !loadsTsx ? [...process.execArgv, '--import', 'tsx'] : process.execArgv;
}
