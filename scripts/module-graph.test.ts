import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYERS, readModuleGraph, readmeWithGraph, upwardImports } from './module-graph.js';

const graph = readModuleGraph();

describe('the API import graph', () => {
  it('reaches into no other module past its entry file, repositories included', () => {
    expect(graph.reaches.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('reaches into no other module past its entry file from tests either, except those TEST_REACHES names with why', () => {
    expect(graph.testReaches.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
    expect(graph.staleTestReaches).toEqual([]);
  });

  it('places every module, plugin and top-level file in exactly one layer', () => {
    expect(graph.unplaced).toEqual([]);
    const nodes = LAYERS.flatMap((layer) => layer.nodes);
    expect(nodes.filter((node, index) => nodes.indexOf(node) !== index)).toEqual([]);
  });

  it('imports nothing from a layer above', () => {
    expect(graph.upward.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('tells an import up the layer order from one down it', () => {
    const up = { from: 'modules/products/products.service.ts', to: 'modules/purchases/index.ts' };
    const down = { from: 'modules/purchases/purchases.service.ts', to: 'modules/products/index.ts' };
    const across = { from: 'modules/orders/order-status.ts', to: 'modules/payments/index.ts' };
    expect(upwardImports([up, down, across], LAYERS)).toEqual([up]);
  });

  it('has no cycle between modules', () => {
    expect(graph.moduleCycles).toEqual([]);
  });

  it('has no cycle between files, type imports included', () => {
    expect(graph.fileCycles).toEqual([]);
  });

  it('is drawn in the README as it is in the code (`node --import tsx scripts/module-graph.ts --readme`)', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readmeWithGraph(readme, graph)).toBe(readme);
  });
});
