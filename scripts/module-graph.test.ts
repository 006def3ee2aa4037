import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readModuleGraph, readmeWithGraph } from './module-graph.js';

const graph = readModuleGraph();

describe('the API import graph', () => {
  it('reaches into no other module past its entry file, repositories included', () => {
    expect(graph.reaches.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
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
