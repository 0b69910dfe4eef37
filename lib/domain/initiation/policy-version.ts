import type { TPolicyOutcome, TPolicyRule } from "./policy";

// Client-safe. One saved version of the approval policy as the admin page shows it (docs/initiation.md#policies).
export type TPolicyVersion = {
  version: number;
  rules: TPolicyRule[];
  otherwise: TPolicyOutcome;
  comment: string | null;
  createdByEmail: string;
  createdAt: string;
};
