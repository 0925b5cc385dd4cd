import fs from 'node:fs';
import os from 'node:os';
import type { Benchmark, BenchResult, Metric } from './types';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  totalMemoryBytes: number;
  nodeVersion: string;
  platform: string;
}

export function machineInfo(): MachineInfo {
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.cpus().length,
    totalMemoryBytes: os.totalmem(),
    nodeVersion: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

export function describeMachine(machine: MachineInfo): string {
  const gib = (machine.totalMemoryBytes / 1024 ** 3).toFixed(1);
  return `${machine.cpuModel}, ${machine.cores} cores, ${gib} GiB RAM, ${machine.platform}, Node ${machine.nodeVersion}`;
}

/** One benchmark's run, whatever its end. */
export interface BenchOutcome {
  name: string;
  description: string;
  status: 'ok' | 'failed' | 'timed-out';
  result?: BenchResult;
  error?: string;
  wallMs: number;
  peakRssBytes?: number;
}

export interface RunInfo {
  startedAt: Date;
  quick: boolean;
  seed: number;
  sizesMb: readonly number[];
  machine: MachineInfo;
  /** 1-minute load average when the run started: above the core count, other work competed for the CPU. */
  loadAverage: number;
}

/** Three significant figures or so, with thousands separators: 1,234,567 · 123 · 45.6 · 0.123. */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function passCell(metric: Metric): string {
  if (metric.pass === undefined) return '';
  return metric.pass ? 'yes' : '**no**';
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

export function markers(name: string): { start: string; end: string } {
  return { start: `<!-- bench:${name}:start -->`, end: `<!-- bench:${name}:end -->` };
}

/** The generated block of one benchmark in docs/PERFORMANCE.md, markers included. */
export function renderSection(outcome: BenchOutcome, run: RunInfo): string {
  const { start, end } = markers(outcome.name);
  const date = run.startedAt.toISOString().replace('T', ' ').slice(0, 16);
  const mode = run.quick ? 'quick run (10 MB only)' : `full run (${run.sizesMb.join(', ')} MB)`;
  const lines = [
    start,
    `### ${outcome.name}`,
    '',
    outcome.description,
    '',
    `_${date} UTC, ${mode}, seed ${run.seed}, on ${describeMachine(run.machine)}; ` +
      `load average ${run.loadAverage.toFixed(1)} at the start._`,
    `_Whole benchmark: ${formatValue(outcome.wallMs / 1000)} s` +
      (outcome.peakRssBytes === undefined
        ? '._'
        : `; peak RSS of its own process ${formatValue(outcome.peakRssBytes / 1024 ** 2)} MB (isolated tasks measured separately)._`),
    '',
  ];
  if (outcome.status !== 'ok') {
    lines.push(
      `**${outcome.status === 'timed-out' ? 'Timed out' : 'Failed'}:** ${escapeCell(firstLine(outcome.error))}`,
      '',
    );
  }
  const metrics = outcome.result?.metrics ?? [];
  if (metrics.length > 0) {
    const hasTargets = metrics.some((m) => m.target !== undefined || m.pass !== undefined);
    const header = hasTargets ? ['Metric', 'Value', 'Unit', 'Target', 'Met'] : ['Metric', 'Value', 'Unit'];
    const rows = metrics.map((m) => {
      const cells = [escapeCell(m.name), formatValue(m.value), escapeCell(m.unit)];
      if (hasTargets) cells.push(escapeCell(m.target ?? ''), passCell(m));
      return cells;
    });
    lines.push(...markdownTable(header, rows, 1), '');
  }
  for (const note of outcome.result?.notes ?? []) lines.push(`- ${note}`);
  if ((outcome.result?.notes ?? []).length > 0) lines.push('');
  lines.push(end);
  return lines.join('\n');
}

/**
 * A table padded the way the repository's formatter (Biome) writes Markdown, so a run leaves
 * `npx biome check docs` clean. Column `rightAligned` holds numbers.
 */
export function markdownTable(
  header: readonly string[],
  rows: readonly string[][],
  rightAligned: number,
): string[] {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === rightAligned ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = widths.map((w, i) => (i === rightAligned ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)));
  return [line(header), line(rule), ...rows.map(line)];
}

function firstLine(text: string | undefined): string {
  return (text ?? 'unknown error').split('\n')[0] ?? '';
}

/** Where sections of benchmarks the page does not mention yet are inserted (end of page without it). */
export const APPEND_MARKER = '<!-- bench:new-sections-above -->';

/**
 * Replaces each benchmark's block between its markers, leaving hand-written text and other benchmarks'
 * blocks as they are; a benchmark without a block gets one before APPEND_MARKER.
 */
export function updateDocument(document: string, sections: ReadonlyMap<string, string>): string {
  let text = document;
  for (const [name, section] of sections) {
    const { start, end } = markers(name);
    const from = text.indexOf(start);
    const to = text.indexOf(end, from);
    if (from !== -1 && to !== -1) {
      text = text.slice(0, from) + section + text.slice(to + end.length);
      continue;
    }
    const anchor = text.indexOf(APPEND_MARKER);
    if (anchor !== -1) text = `${text.slice(0, anchor)}${section}\n\n${text.slice(anchor)}`;
    else text = `${text.trimEnd()}\n\n${section}\n`;
  }
  return text;
}

export function writeSections(docPath: string, sections: ReadonlyMap<string, string>): void {
  const existing = fs.existsSync(docPath) ? fs.readFileSync(docPath, 'utf8') : '# Performance\n';
  fs.writeFileSync(docPath, updateDocument(existing, sections));
}

/** Benchmarks whose metadata the page lists even before they run. */
export function describeBenchmarkList(benchmarks: readonly Benchmark[]): string {
  return benchmarks.map((b) => `- \`${b.name}\`: ${b.description}`).join('\n');
}
