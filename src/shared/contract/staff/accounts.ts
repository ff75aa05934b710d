// What the calls of accounts and the record of changes take and answer (docs/staff.md), admins' only.
import * as v from 'valibot';
import { ROLES } from '~/shared/fields/staffVocabulary.ts';
import { recordId, wholeNumberParam, wire } from '~/shared/fields/wire.ts';
import { mobileNumber, requiredText } from '~/shared/forms/rules.ts';
import { withoutControls } from '~/shared/text/controlCharacters.ts';

const role = v.picklist(ROLES);

// What the calls take

/** A search of names and numbers as typed: control characters and the spaces at the ends go. */
const searchQuery = v.optional(
  v.pipe(
    v.string(),
    wire({ type: 'string', maxLength: 100 }),
    v.maxLength(100),
    v.transform((text) => withoutControls(text).trim()),
  ),
);

export const accountSearch = v.object({ q: searchQuery });

/** A new account: the number is checked as at the login. */
export const newAccount = v.object({ phoneNumber: mobileNumber, name: requiredText(100), role });

export const accountIdParams = v.object({ id: wholeNumberParam(1, 2_147_483_647, 'The account id.') });

export const accountChange = v.object({ name: requiredText(100), role });

export const auditQuery = v.object({ before: v.optional(wholeNumberParam(1, 2_147_483_647, 'Entries older than this id.')) });

// What they answer

/** An account as admins see it in the staff area. */
export const accountRow = v.object({
  id: recordId,
  phoneNumber: v.string(),
  name: v.string(),
  role,
  createdAt: v.pipe(v.string(), v.description('ISO 8601')),
});
export type StaffAccount = v.InferOutput<typeof accountRow>;

/** One change made in the staff area. */
export const auditEntry = v.object({
  id: recordId,
  at: v.pipe(v.string(), v.description('ISO 8601')),
  accountId: recordId,
  actorName: v.pipe(v.string(), v.description('Who made the change, as they were named then.')),
  actorPhone: v.string(),
  action: v.pipe(v.string(), v.description('e.g. order.status, product.update, account.create, publish.')),
  subject: v.string(),
  before: v.pipe(v.unknown(), v.description('The record before the change (JSON), null when it was created.')),
  after: v.pipe(v.unknown(), v.description('The record after the change (JSON), null when it was removed.')),
});
export type AuditEntry = v.InferOutput<typeof auditEntry>;
