import { connection } from 'next/server';
import { partNumber } from '@/lib/companions/companion-parts';
import { jsonError } from '@/lib/routes/json-response';
import { NO_SUCH_PART, openDataPartResponse } from '@/lib/routes/open-data-route';

/** /api/companies/{n}.json and {n}.ndjson: one part of open data too large for one file. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection();
  const { file } = await params;
  const json = partNumber(file, 'json');
  if (json !== null) return openDataPartResponse(request, 'json', json);
  const ndjson = partNumber(file, 'ndjson');
  if (ndjson !== null) return openDataPartResponse(request, 'ndjson', ndjson);
  return jsonError(404, NO_SUCH_PART);
}
