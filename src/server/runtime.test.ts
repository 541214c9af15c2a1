import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };

it('runs on the Node that package.json pins as the `node` dependency, not on the machine’s own', () => {
  expect(process.versions.node).toBe(pkg.dependencies.node);
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
});
