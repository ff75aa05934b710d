import type { APIRoute } from 'astro';
import { getStore } from '../../../service/db/database.server.ts';
import { errorResponse, methodNotAllowed } from '../../../service/http/respond.server.ts';
import { mediaFile, mediaHeaders, mediaWidth } from '../../../service/media/media.server.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params, request, url }) => {
  try {
    const { mediaDir } = await getStore();
    const file = await mediaFile(mediaDir, params.file ?? '', mediaWidth(url.searchParams.get('w')), request.headers.get('accept') ?? '');
    const headers = mediaHeaders(file);
    if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(file.body), { headers });
  } catch (error) {
    return errorResponse(request, error);
  }
};
export const ALL = methodNotAllowed;
