import { connection } from 'next/server';
import { openDataResponse } from '@/lib/routes/open-data-route';

/** /api/companies.ndjson: the open data, one JSON record a line (lib/routes/open-data-route). */
export async function GET(request: Request) {
  await connection();
  return openDataResponse(request, 'ndjson');
}
