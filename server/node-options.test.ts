import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SERVER_NODE_OPTIONS } from './node-options.ts';

it('are the options npm start runs the server with', () => {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(scripts.start).toContain(`node ${SERVER_NODE_OPTIONS.join(' ')} --import tsx server/main.ts`);
});
