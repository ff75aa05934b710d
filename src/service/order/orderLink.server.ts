import { randomBytes } from 'node:crypto';
import type { Db } from '~/service/db/database.server.ts';

/** A new order page token: 18 random bytes, base64url (24 characters, 144 bits; the order number is not in it). */
export const newOrderToken = (): string => randomBytes(18).toString('base64url');

/** The order's token, made and kept on first asking for an order placed before the links. */
export async function orderTokenOf(db: Db, orderId: number): Promise<string> {
  // Two first askings at once keep one token: the update lands once, and both read what it kept.
  await db.updateTable('orders').set({ accessToken: newOrderToken() }).where('id', '=', orderId).where('accessToken', 'is', null).execute();
  const row = await db.selectFrom('orders').select('accessToken').where('id', '=', orderId).executeTakeFirstOrThrow();
  return row.accessToken!;
}
