import { describe, expect, it } from "vitest";
import { Role } from "@/lib/db/generated/enums";
import { ROLES } from "./roles";

// The role list exists twice by necessity: as a PostgreSQL enum (prisma/schema.prisma) and as client-safe
// data here. This keeps them the same.
describe("roles", () => {
  it("match the database enum", () => {
    expect([...ROLES].sort()).toEqual(Object.values(Role).sort());
  });
});
