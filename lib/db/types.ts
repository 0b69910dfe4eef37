// Database types and enums for the rest of the app, from one place. Safe in client components: the enum
// values come from the generated `enums` module, which has no imports, and everything else is type-only
// (erased at build), so nothing here pulls Prisma's runtime into a browser bundle.
export { AuditOutcome, Role } from "./generated/enums";
export type { AuditEvent, Prisma, User } from "./generated/client";
