import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function usersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return rows[0];
    },
    async findByOidc(issuer: string, subject: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(5);
      return rows.find((r) => r.oidcIssuer === issuer);
    },
    async create(values: NewUser): Promise<UserRow> {
      const rows = await db.insert(users).values({ ...values, email: values.email.toLowerCase() }).returning();
      return rows[0]!;
    },
    async update(id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
      const rows = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return rows[0];
    },
  };
}
