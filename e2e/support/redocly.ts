import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * `redocly lint --extends recommended` over an OpenAPI document as served: its whole report
 * (stdout and stderr), which says "redocly lint failed" when the linter exits with an error.
 */
export async function redoclyLint(documentText: string): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  try {
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, documentText);
    const cli = require.resolve('@redocly/cli/bin/cli.js');
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [cli, 'lint', file, '--extends', 'recommended', '--format', 'stylish'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: `${error.stderr ?? ''}\nredocly lint failed`,
    }));
    return `${stdout}\n${stderr}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
