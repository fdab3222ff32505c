// An import resolver for eslint-plugin-import (resolver interface v2) that understands how this
// repo's TypeScript imports are written: './x.js' in Node ESM code names './x.ts', and workspace
// packages (@prepwell/*) point their "exports" at TypeScript sources. Everything else goes to the
// plugin's own pure-JavaScript node resolver (see docs/decisions/004-eslint-plugin-import.md).
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join, resolve: resolvePath } = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = resolvePath(__dirname, '..');
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
/**
 * '@prepwell/contract' → its TypeScript entry, and '@prepwell/contract/testing' → that subpath's,
 * read from each workspace's "exports" ('.' and './<subpath>').
 */
const packages = new Map();
for (const folder of workspaces) {
  const manifest = join(root, folder, 'package.json');
  if (!existsSync(manifest)) continue;
  const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (!name) continue;
  const entries = typeof exports === 'string' ? { '.': exports } : (exports ?? {});
  for (const [subpath, entry] of Object.entries(entries)) {
    if (typeof entry === 'string') packages.set(name + subpath.slice(1), join(root, folder, entry));
  }
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  if (packages.has(source)) return { found: true, path: packages.get(source) };
  if (source.startsWith('.') && /\.(m|c)?js$/.test(source)) {
    const base = resolvePath(dirname(file), source).replace(/\.(m|c)?js$/, '');
    for (const extension of ['.ts', '.tsx', '.mts', '.cts']) {
      if (existsSync(base + extension)) return { found: true, path: base + extension };
    }
  }
  return nodeResolver.resolve(source, file, { extensions: ['.ts', '.tsx', '.js', '.json'], ...config });
};
