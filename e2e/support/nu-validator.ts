import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * The W3C Nu HTML checker (the `vnu-jar` package, on the machine's Java), run once over many
 * pages: one JVM start for the whole site. The JVM is tuned for a run of seconds: its quick
 * compiler only, since the optimizing one's background compiles cost more CPU than a short run
 * gains from them, and one garbage collector thread; the quick compiler's larger frames need
 * the bigger thread stack the checker asks for when its schema recursion overflows.
 */
const JVM_FOR_A_SHORT_RUN = ['-Xss2m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** The errors of each page, as `path:line: message` lines; empty when the pages validate. */
export async function nuErrors(
  pages: readonly { path: string; html: string }[],
): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'nu-'));
  try {
    const files = pages.map((page, index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    const pathOf = new Map(files.map((file, index) => [`file:${file}`, pages[index]?.path]));
    // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
    const { stderr } = await promisify(execFile)(
      'java',
      [...JVM_FOR_A_SHORT_RUN, '-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string; stdout?: string }) => ({ stderr: error.stderr ?? '' }));
    const report = JSON.parse(stderr) as { messages: NuMessage[] };
    return report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${pathOf.get(message.url ?? '') ?? message.url}:${message.lastLine ?? '?'}: ${message.message}`,
      );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
