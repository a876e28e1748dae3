import { Elysia } from 'elysia';
import { ErrorBody } from '../../../src/errors.ts';
import { ConsumeReply, ConsumeRequest, PORTAL_PATHS, VerifyReply, VerifyRequest } from './protocol.ts';
import type { Portal, Principal } from './types.ts';

/**
 * Serves the portal protocol (protocol.ts) from this process's embedded portal, so one portal process can back
 * many analyzer processes (started with PORTAL_URL). Mounted when PORTAL_SECRET is set and PORTAL_URL is not;
 * the gate checks `Authorization: Bearer <PORTAL_SECRET>` before any body is read.
 */
export function portalServer(portal: Portal) {
  return new Elysia({ name: 'portal-server', detail: { tags: ['Admin'], security: [{ bearerAuth: [] }] } })
    .post(PORTAL_PATHS.verify, ({ body }) => portal.verify(body.key), {
      body: VerifyRequest,
      response: { 200: VerifyReply, 401: ErrorBody },
      detail: { summary: 'Portal protocol: verify a key (always 200 with valid and code)' },
    })
    .post(PORTAL_PATHS.consume, ({ body }) => portal.consume(body.principal as Principal), {
      body: ConsumeRequest,
      response: { 200: ConsumeReply, 401: ErrorBody },
      detail: { summary: 'Portal protocol: count one request against the daily quota' },
    });
}
