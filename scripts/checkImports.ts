/**
 * Every package declares what it imports: each bare import in a package's files names a package listed in
 * that package's package.json (its sources' runtime imports under `dependencies`, test, script and config
 * imports under `dependencies` or `devDependencies`), and every version is exact. Node's built-ins are
 * exempt. Prints each problem and exits 1 when there is one. Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', 'artifacts', 'coverage']);
/** Dynamic imports also inside code strings (those handed to worker threads), which the parser skips. */
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** Runtime code: what ships, as opposed to tests, scripts, benchmarks and tool configs. */
const isRuntime = (file: string): boolean =>
  /^(src|bin)\//.test(file) && !/\.test\.tsx?$|(^|\/)testing\.tsx?$/.test(file);

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name) || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? filesUnder(path) : SOURCE.test(e.name) ? [path] : [];
  });
}

/** `@scope/name/deep` → `@scope/name`, `name/deep` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** The bare specifiers a file imports (static, dynamic and `export … from`; relative paths left out). */
function importsOf(path: string): Set<string> {
  const text = readFileSync(path, 'utf8');
  const found = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  for (const [, specifier] of text.matchAll(DYNAMIC_IMPORT)) found.push(specifier!);
  return new Set(found.filter((s) => !s.startsWith('.') && !s.startsWith('/')));
}

function isBuiltin(name: string): boolean {
  return name.startsWith('node:') || builtinModules.includes(name);
}

/** The problems of one package folder (`dir` holds its package.json). */
function problemsOf(dir: string, files: readonly string[]): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
  const deps = manifest.dependencies ?? {};
  const devDeps = manifest.devDependencies ?? {};
  const problems: string[] = [];
  for (const [name, version] of Object.entries({ ...deps, ...devDeps })) {
    if (!/^\d+\.\d+\.\d+$/.test(version)) problems.push(`${manifest.name}: ${name}@${version} is not exact`);
  }
  for (const path of files) {
    const file = relative(dir, path);
    for (const specifier of importsOf(path)) {
      const name = packageOf(specifier);
      if (isBuiltin(name) || name === manifest.name) continue;
      const where = `${relative(root, path)} imports ${name}`;
      if (isRuntime(file) && !(name in deps)) {
        problems.push(
          name in devDeps
            ? `${where}: a devDependency of ${manifest.name}, needed at run time`
            : `${where}: not a dependency of ${manifest.name}`,
        );
      } else if (!(name in deps) && !(name in devDeps)) {
        problems.push(`${where}: not declared by ${manifest.name}`);
      }
    }
  }
  return problems;
}

const packagesDir = join(root, 'packages');
const problems = readdirSync(packagesDir).flatMap((name) => {
  const dir = join(packagesDir, name);
  return problemsOf(dir, filesUnder(dir));
});
const rootFiles = readdirSync(root)
  .filter((f) => SOURCE.test(f))
  .map((f) => join(root, f));
problems.push(...problemsOf(root, [...rootFiles, ...filesUnder(join(root, 'scripts'))]));

for (const p of problems) console.error(p);
if (problems.length > 0) process.exit(1);
console.log('every package declares what it imports');
