/**
 * The API's import graph, read from the source (type imports included): which modules depend on which,
 * the pairs of modules that import each other, cycles between modules and between files, and imports
 * that reach into another module past its entry file (`modules/<name>/index.ts`), tests' imports
 * included, and imports that point up the declared layer order (`LAYERS`, decision 063).
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
const TESTS = join(ROOT, 'apps/api/test');

/**
 * The layers of the API, bottom first (decision 063). A node may import its own layer and those below,
 * never one above: a lower module that must ask a higher one names the question and the composition
 * root answers it (`src/product-sales.ts`), or it publishes an event the higher one subscribes to
 * (`src/event-subscriptions.ts`). Every node of the graph sits in exactly one layer, so a new module
 * or plugin is placed here when it is added; `module-graph.test.ts` fails until it is.
 */
export const LAYERS: { name: string; why: string; nodes: string[] }[] = [
  {
    name: 'foundation',
    why: 'infrastructure every feature uses and that knows no feature: database, clock, errors, the app context and unit of work, the event bus and job queue, and the request plugins that only need those',
    nodes: [
      'errors',
      'cache',
      'config',
      'db',
      'lib',
      'events',
      'jobs',
      'app-context',
      'unit-of-work',
      'zod-app',
      'plugins/route-hooks',
      'plugins/request-id',
      'plugins/openapi-places',
      'plugins/route-table',
      'plugins/route-source',
      'plugins/readiness',
      'plugins/health',
      'plugins/tenant-scope',
      'plugins/validation',
      'plugins/error-handler',
      'plugins/host-check',
      'plugins/multipart',
      'plugins/body-shape',
      'plugins/xsrf',
    ],
  },
  {
    name: 'kernel',
    why: 'the store itself (its row, settings, profile, content version) that every module of a store reads, and the plugin that finds the store of a request',
    nodes: ['kernel', 'plugins/tenancy'],
  },
  {
    name: 'services',
    why: 'what the features share without selling anything: mail, uploaded media, the embed script, merchants and their sign-in and tokens, and the API docs, which name the token scope of each route',
    nodes: [
      'mail',
      'media',
      'embed',
      'api-tokens',
      'auth',
      'account',
      'plugins/merchant-auth',
      'plugins/openapi',
      'plugins/metrics',
      'plugins/security-headers',
    ],
  },
  {
    name: 'catalogue',
    why: 'what a store offers and at which VAT, readable before anything is sold: products, discount codes, storefronts, the public shop, sale VAT terms',
    nodes: ['products', 'discounts', 'storefronts', 'shop', 'vat'],
  },
  {
    name: 'sales',
    why: 'a purchase from cart to paid order and everything that follows from it: goods, licence keys, invoices, buyer access, mails, webhooks, reminders',
    nodes: [
      'carts',
      'orders',
      'payments',
      'subscriptions',
      'purchases',
      'licenses',
      'checkout',
      'buyer-access',
      'invoices',
      'notifications',
      'webhooks',
      'reminders',
      'order-admin',
      'failed-jobs',
    ],
  },
  {
    name: 'store setup',
    why: "a store's administration across the layers below: its settings (payment providers included), creating and deleting stores, the demo store filled with all of it",
    nodes: ['settings', 'stores', 'demo'],
  },
  {
    name: 'app',
    why: "the composition root: it builds the context, wires events and answers lower modules' questions, registers the routes, serves the web app, and starts the process",
    nodes: [
      'app',
      'anonymous-routes',
      'context',
      'event-subscriptions',
      'product-sales',
      'server',
      'main',
      'plugins/web-app',
    ],
  },
];

/**
 * Test files that import a module past its entry file, each with why: a test goes through the entry
 * file (or better, through HTTP) unless it checks the storage itself.
 */
export const TEST_REACHES: Record<string, string> = {
  'modules/carts/cart-totals.test.ts -> modules/invoices/vat-summary.ts':
    "checks over random carts that the order's VAT rows, built as its invoice builds them, add up to the cart's totals",
  '../test/public-cache.test.ts -> modules/products/products.repository.ts':
    'writes a product row beneath every route, as a job or script would, to show the cache still sees it',
  '../test/order-numbers.test.ts -> modules/orders/orders.repository.ts':
    'checks the repository writes that keep order numbers unique and gapless under the database constraints',
  'db/migrations/019-order-numbers.test.ts -> modules/orders/orders.repository.ts':
    "checks that the repository's number counter works on the schema the migration leaves",
};

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
  /** Nodes that sit in no layer of `LAYERS`. */
  unplaced: string[];
  /** Imports from a node into one in a higher layer. */
  upward: Import[];
  /** Imports of tests (apps/api/test, `*.test.ts`) past another module's entry file, `TEST_REACHES` left out. */
  testReaches: Import[];
  /** Entries of `TEST_REACHES` that no test imports any more. */
  staleTestReaches: string[];
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const isTest = (path: string) => path.endsWith('.test.ts');

/** The relative imports of a file that land on one of `known`, as paths relative to apps/api/src. */
function importsOf(path: string, known: Set<string>): Import[] {
  const from = relative(SRC, path);
  const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => ({
      from,
      to: relative(SRC, resolve(dirname(path), fileName.replace(/\.js$/, '.ts'))),
    }))
    .filter(({ to }) => known.has(to));
}

/**
 * The node a file belongs to: `modules/<name>/…` is `<name>`; a plugin is `plugins/<name>` (plugins are
 * independent of each other); elsewhere the top folder (`db`, `lib`), or the file's own name.
 */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === '..') return parts[1]!;
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

/** Each node's place in `layers`, 0 the bottom one. */
function layerIndex(layers: typeof LAYERS): Map<string, number> {
  return new Map(layers.flatMap(({ nodes }, index) => nodes.map((node) => [node, index] as const)));
}

/** The imports from a node into one in a higher layer than its own (one in no layer counts as on top). */
export function upwardImports(imports: Import[], layers: typeof LAYERS): Import[] {
  const layer = layerIndex(layers);
  return imports.filter(
    ({ from, to }) => (layer.get(moduleOf(to)) ?? -1) > (layer.get(moduleOf(from)) ?? Infinity),
  );
}

export function readModuleGraph(): ModuleGraph {
  const all = typeScriptFiles(SRC);
  const paths = all.filter((path) => !isTest(path));
  const files = paths.map((path) => relative(SRC, path)).sort();
  const known = new Set(files);
  const imports = paths.flatMap((path) => importsOf(path, known));
  const testImports = [...all.filter(isTest), ...typeScriptFiles(TESTS)].flatMap((path) =>
    importsOf(path, known),
  );

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

  const reachesPast = (list: Import[]) =>
    list.filter(
      ({ from, to }) => to.startsWith('modules/') && moduleOf(from) !== moduleOf(to) && !isEntry(to),
    );
  const reaches = reachesPast(imports);
  const testReaches = reachesPast(testImports);
  const named = (list: Import[]) => list.map(({ from, to }) => `${from} -> ${to}`);

  const layer = layerIndex(LAYERS);
  const upward = upwardImports(imports, LAYERS);
  return {
    files,
    imports,
    dependencies,
    mutualPairs: mutualPairs.sort(),
    moduleCycles: cycles([...dependencies.keys()].sort(), (name) => dependencies.get(name)!),
    fileCycles: cycles(files, (file) => fileEdges.get(file)!),
    reaches,
    repositoryReaches: reaches.filter(({ to }) => to.endsWith('.repository.ts')),
    unplaced: [...dependencies.keys()].filter((node) => !layer.has(node)).sort(),
    upward,
    testReaches: testReaches.filter((reach) => !(named([reach])[0]! in TEST_REACHES)),
    staleTestReaches: Object.keys(TEST_REACHES).filter((reach) => !named(testReaches).includes(reach)),
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
  console.log(`nodes in no layer: ${graph.unplaced.length}`);
  console.log(list(graph.unplaced));
  console.log(`imports up the layer order: ${graph.upward.length}`);
  console.log(list(graph.upward.map(({ from, to }) => `${from} -> ${to}`)));
  const allowed = Object.keys(TEST_REACHES).length - graph.staleTestReaches.length;
  console.log(
    `tests' imports past another module's entry file: ${graph.testReaches.length} (+${allowed} named)`,
  );
  console.log(list(graph.testReaches.map(({ from, to }) => `${from} -> ${to}`)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = readModuleGraph();
  report(graph);
  if (process.argv.includes('--readme')) {
    writeFileSync(README, readmeWithGraph(readFileSync(README, 'utf8'), graph));
    console.log('README.md: module graph written');
  }
}
