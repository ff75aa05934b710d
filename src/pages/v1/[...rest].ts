import type { APIRoute } from 'astro';
import { errorResponse, ServiceError } from '../../service/http/respond.server.ts';

export const prerender = false;

/** Any other address under /v1 answers a JSON 404, not the HTML error page. */
export const ALL: APIRoute = ({ request }) => errorResponse(request, new ServiceError(404, 'notFound'));
