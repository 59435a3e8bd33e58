import { connection } from 'next/server';
import { openDataResponse } from '@/lib/routes/open-data-route';

/** /api/companies.json: the open data as one JSON document (lib/routes/open-data-route). */
export async function GET(request: Request) {
  await connection();
  return openDataResponse(request, 'json');
}
