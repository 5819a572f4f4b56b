import type { Executor } from "../../db/database.js";

export async function findCustomerIdOfUser(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("stripe_customers")
    .select("customer_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.customer_id;
}

export async function findUserIdOfCustomer(db: Executor, customerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("stripe_customers")
    .select("user_id")
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Keeps the first customer stored for a user; answers the one that is stored. */
export async function saveCustomer(db: Executor, userId: string, customerId: string, now: string): Promise<string> {
  await db
    .insertInto("stripe_customers")
    .values({ user_id: userId, customer_id: customerId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await findCustomerIdOfUser(db, userId)) ?? customerId;
}
