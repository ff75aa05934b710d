import type { APIRoute } from 'astro';
import { openApiDocument } from '../service/openapi.server.ts';

/** The service contract as an OpenAPI document, built with the pages. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(openApiDocument()), { headers: { 'content-type': 'application/json; charset=utf-8' } });
