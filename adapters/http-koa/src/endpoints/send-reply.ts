import type { Endpoint } from '@classroom/http-contract';
import { TOTAL_COUNT_HEADER } from '@classroom/http-contract';
import type { AppContext } from '../app-state';
import { pageLinks, type PagePosition } from './page-links';
import type { AnyReply } from './reply';

/**
 * Writes a handler's reply: its status (the endpoint's only one when it names none), its
 * JSON body, CSV download or file, and for a paged list X-Total-Count and the Link header.
 */
export function sendReply(ctx: AppContext, endpoint: Endpoint, reply: AnyReply): void {
  const status = reply.status ?? Number(Object.keys(endpoint.answer)[0]);
  const mediaType = endpoint.answer[status]?.mediaType;
  if (reply.file !== undefined && mediaType) {
    ctx.status = status;
    if (reply.file.name !== undefined) ctx.attachment(reply.file.name);
    ctx.type = mediaType;
    const { content } = reply.file;
    ctx.body = typeof content === 'string' ? content : Buffer.from(content);
    return;
  }
  const csv = endpoint.answer[status]?.csv;
  if (reply.csv !== undefined && csv) {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${csv}"`);
    ctx.status = status;
    ctx.body = reply.csv;
    return;
  }
  const paged = pageOf(endpoint, reply);
  if (paged) ctx.set(TOTAL_COUNT_HEADER, String(paged.total));
  if (paged?.position) ctx.set('Link', pageLinks(ctx.path, ctx.querystring, paged.position));
  ctx.status = status;
  ctx.body = reply.body;
}

/** A paged list's total and, when known, where the answer stands in it. */
function pageOf(
  endpoint: Endpoint,
  reply: AnyReply,
): { total: number; position?: PagePosition } | null {
  if (endpoint.paging === 'page') {
    const { page, pages, total } = reply.body as PagePosition & { total: number };
    return { total, position: { page, pages } };
  }
  if (endpoint.paging !== 'total' || reply.total === undefined) return null;
  if (!reply.page) return { total: reply.total };
  const pages = Math.max(1, Math.ceil(reply.total / reply.page.size));
  return { total: reply.total, position: { page: reply.page.number, pages } };
}
