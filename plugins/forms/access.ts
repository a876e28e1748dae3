import type { Db } from '../../src/db/client.ts';
import { ApiError } from '../../src/errors.ts';
import { TtlCache } from '../../src/ttl-cache.ts';
import type { Principal } from '../auth/portal/types.ts';
import { formById, formForAccount, type FormRecord } from './service/forms.ts';

/** 404 form_not_found: no such form, or it was deleted while the request was under way. */
export const formNotFound = (formId: string) => new ApiError(404, 'form_not_found', `Form ${formId} does not exist`);

/** Form definitions are cached this long: edits through another process show up within it. */
const FORM_CACHE_MS = 5000;

export interface FormAccess {
  /** The form, when the principal's account owns it; otherwise 404 form_not_found or 403 forbidden. */
  authorise(principal: Principal, formId: string): Promise<FormRecord>;
  /** Drops a cached definition after an edit made through this process. */
  forget(formId: string): void;
  /** The origins whose pages may use the form (none for an unknown form), for the gate's CORS and publishable keys. */
  pageOrigins(formId: string): Promise<readonly string[]>;
}

/** Form ownership for the gate, which checks it before any body is read; definitions are cached briefly. */
export function createFormAccess({ db, clock }: { db: Db; clock: () => number }): FormAccess {
  const definitions = new TtlCache<string, FormRecord | null>(FORM_CACHE_MS, clock, 10_000);
  return {
    async authorise(principal, formId) {
      const access = await formForAccount(db, formId, principal.accountId, definitions);
      if (access.state === 'not_found') throw formNotFound(formId);
      if (access.state === 'forbidden') throw new ApiError(403, 'forbidden', 'This API key has no access to the form');
      return access.form;
    },
    forget: (formId) => definitions.delete(formId),
    pageOrigins: async (formId) => (await formById(db, formId, definitions))?.settings.allowedOrigins ?? [],
  };
}
