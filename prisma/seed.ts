import { PrismaPg } from "@prisma/adapter-pg";
import { hashPassword } from "../lib/auth/password";
import { PrismaClient } from "../lib/db/generated/client";

// Development users, one per role, all with DEV_PASSWORD (documented in the README). Seeds only into an
// empty users table and never when NODE_ENV=production: a real installation creates its own users.

export const DEV_PASSWORD = "countersign-dev";

const DEV_USERS = [
  { email: "ops@example.com", name: "Olivia Ops", roles: ["finance_ops"] },
  { email: "compliance@example.com", name: "Conrad Compliance", roles: ["compliance"] },
  { email: "manager@example.com", name: "Mira Manager", roles: ["manager"] },
  { email: "admin@example.com", name: "Ada Admin", roles: ["admin"] },
] as const;

export async function seedDevUsers(databaseUrl: string, nodeEnv: string | undefined): Promise<string> {
  if (nodeEnv === "production") return "not seeding: NODE_ENV=production";
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    // The seeded users sign in with the password alone until an administrator chooses otherwise in
    // Settings (without a saved policy, roles that move money must enrol: lib/auth/client-safe/mfa-policy.ts).
    await db.mfaPolicy.createMany({
      data: [{ id: 1, policy: "optional", updatedBy: "development seed" }],
      skipDuplicates: true,
    });
    if ((await db.user.count()) > 0) return "users exist: not seeding";
    const passwordHash = await hashPassword(DEV_PASSWORD);
    await db.user.createMany({ data: DEV_USERS.map((u) => ({ ...u, roles: [...u.roles], passwordHash })) });
    return `seeded ${DEV_USERS.map((u) => u.email).join(", ")} (password: ${DEV_PASSWORD}; second factor optional)`;
  } finally {
    await db.$disconnect();
  }
}
