/**
 * The API's import graph, read from the source (type imports included): which modules depend on which,
 * the pairs of modules that import each other, cycles between modules and between files, and imports
 * that reach into another module past its entry file (`modules/<name>/index.ts`).
 *
 *   node --import tsx scripts/module-graph.ts            prints the figures
 *   node --import tsx scripts/module-graph.ts --readme   also writes the graph into README.md
 *
 * scripts/module-graph.test.ts runs the same analysis, so a new cycle or reach fails `npm test`.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'apps/api/src');

export interface Import {
  from: string;
  to: string;
}

export interface ModuleGraph {
  /** Source files relative to apps/api/src, tests left out. */
  files: string[];
  imports: Import[];
  /** Module name → the modules it imports, for `modules/<name>/`, `plugins`, `db`, `lib` and `app`. */
  dependencies: Map<string, Set<string>>;
  mutualPairs: [string, string][];
  moduleCycles: string[][];
  fileCycles: string[][];
  /** Imports of another module's file other than its entry file. */
  reaches: Import[];
  /** The subset of `reaches` that lands on a repository. */
  repositoryReaches: Import[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The node a file belongs to: `modules/<name>/…` is `<name>`; a plugin is `plugins/<name>` (plugins are
 * independent of each other); elsewhere the top folder (`db`, `lib`), or the file's own name.
 */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules') return parts[1]!;
  if (parts[0] === 'plugins') return file.replace(/\.ts$/, '');
  return parts.length > 1 ? parts[0]! : file.replace(/\.ts$/, '');
}

function isEntry(file: string): boolean {
  return /^modules\/[^/]+\/index\.ts$/.test(file);
}

/** Strongly connected components with more than one member (Tarjan), each sorted, largest first. */
function cycles(nodes: string[], edges: (node: string) => Iterable<string>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length);
}

export function readModuleGraph(): ModuleGraph {
  const paths = sourceFiles(SRC);
  const files = paths.map((path) => relative(SRC, path)).sort();
  const known = new Set(files);
  const imports: Import[] = [];
  for (const path of paths) {
    const from = relative(SRC, path);
    const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = relative(SRC, resolve(dirname(path), fileName.replace(/\.js$/, '.ts')));
      if (known.has(to)) imports.push({ from, to });
    }
  }

  const dependencies = new Map<string, Set<string>>();
  for (const file of files) dependencies.set(moduleOf(file), new Set());
  for (const { from, to } of imports) {
    if (moduleOf(from) !== moduleOf(to)) dependencies.get(moduleOf(from))!.add(moduleOf(to));
  }
  const mutualPairs: [string, string][] = [];
  for (const [name, targets] of dependencies) {
    for (const target of targets) {
      if (name < target && dependencies.get(target)!.has(name)) mutualPairs.push([name, target]);
    }
  }

  const fileEdges = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const { from, to } of imports) fileEdges.get(from)!.push(to);

  const reaches = imports.filter(
    ({ from, to }) => to.startsWith('modules/') && moduleOf(from) !== moduleOf(to) && !isEntry(to),
  );
  return {
    files,
    imports,
    dependencies,
    mutualPairs: mutualPairs.sort(),
    moduleCycles: cycles([...dependencies.keys()].sort(), (name) => dependencies.get(name)!),
    fileCycles: cycles(files, (file) => fileEdges.get(file)!),
    reaches,
    repositoryReaches: reaches.filter(({ to }) => to.endsWith('.repository.ts')),
  };
}

/**
 * The graph between modules and from plugins to modules as a mermaid flowchart, in a fixed order so the
 * text changes only with the code. (Everything imports the bottom layers, db/, lib/, errors and config,
 * and only app.ts imports the routes: those edges would hide the rest.)
 */
export function mermaid(graph: ModuleGraph): string {
  const modules = new Set(graph.files.filter((file) => file.startsWith('modules/')).map(moduleOf));
  const id = (name: string) =>
    /^[a-z]+$/.test(name) ? name : `${name.replace(/[^a-z0-9]/gi, '_')}["${name}"]`;
  const lines = ['```mermaid', 'flowchart BT'];
  for (const [name, targets] of [...graph.dependencies].sort(([a], [b]) => a.localeCompare(b))) {
    if (!modules.has(name) && !name.startsWith('plugins/')) continue;
    for (const target of [...targets].sort()) {
      if (modules.has(target)) lines.push(`  ${id(name)} --> ${id(target)}`);
    }
  }
  lines.push('```');
  return lines.join('\n');
}

const README = join(ROOT, 'README.md');
const BEGIN = '<!-- module-graph:begin (written by scripts/module-graph.ts --readme) -->';
const END = '<!-- module-graph:end -->';

/** The README with its module graph section replaced by the graph of the code as it is. */
export function readmeWithGraph(readme: string, graph: ModuleGraph): string {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${BEGIN} … ${END}`);
  return `${readme.slice(0, start + BEGIN.length)}\n\n${mermaid(graph)}\n\n${readme.slice(end)}`;
}

function report(graph: ModuleGraph): void {
  const list = (items: string[]) => items.map((item) => `    ${item}`).join('\n');
  console.log(`files: ${graph.files.length}, imports between them: ${graph.imports.length}`);
  console.log(`module pairs importing each other: ${graph.mutualPairs.length}`);
  console.log(list(graph.mutualPairs.map(([a, b]) => `${a} <-> ${b}`)));
  console.log(`cycles between modules: ${graph.moduleCycles.length}`);
  console.log(list(graph.moduleCycles.map((cycle) => `${cycle.length}: ${cycle.join(', ')}`)));
  console.log(`cycles between files: ${graph.fileCycles.length}`);
  console.log(list(graph.fileCycles.map((cycle) => `${cycle.length}: ${cycle.join(', ')}`)));
  console.log(`imports into another module's repository: ${graph.repositoryReaches.length}`);
  console.log(list(graph.repositoryReaches.map(({ from, to }) => `${from} -> ${to}`)));
  console.log(`imports past another module's entry file (repositories included): ${graph.reaches.length}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = readModuleGraph();
  report(graph);
  if (process.argv.includes('--readme')) {
    writeFileSync(README, readmeWithGraph(readFileSync(README, 'utf8'), graph));
    console.log('README.md: module graph written');
  }
}
