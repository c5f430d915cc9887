import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Writes what failed in this Vitest process to `test-results/failures/<npm script>.txt`, one line each, so that
 * `npm test` can print every process's failures last (tests/report/print-failures.mjs). The two processes run side by
 * side and CI keeps only the tail of the output: the default reporter's summary of the process that ended first is
 * otherwise buried under the other's thousands of lines (the CI run of a070a2e said only that one process failed).
 */
export const failuresDir = path.resolve(import.meta.dirname, '../../test-results/failures');

const firstLine = (error: SerializedError | undefined) => (error?.message ?? String(error ?? 'no error recorded')).split('\n').find((line) => line.trim())?.slice(0, 400) ?? '';

export default class FailureReporter implements Reporter {
  private readonly file = path.join(failuresDir, `${process.env.npm_lifecycle_event ?? 'vitest'}.txt`.replace(/[^\w.-]/g, '-'));

  onInit() {
    rmSync(this.file, { force: true });
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>) {
    const lines: string[] = [];
    for (const module of modules) {
      const where = `[${module.project.name}] ${module.relativeModuleId}`;
      for (const error of module.errors()) lines.push(`${where}: ${firstLine(error)}`);
      for (const test of module.children.allTests('failed')) {
        const seconds = ((test.diagnostic()?.duration ?? 0) / 1000).toFixed(1);
        lines.push(`${where} > ${test.fullName} (${seconds} s): ${firstLine(test.result().errors?.[0])}`);
      }
    }
    for (const error of unhandled) lines.push(`unhandled: ${firstLine(error)}`);
    mkdirSync(failuresDir, { recursive: true });
    writeFileSync(this.file, lines.map((line) => `${line}\n`).join(''));
  }
}
