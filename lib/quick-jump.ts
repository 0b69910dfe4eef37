import type { z } from "zod";
import { can, type TPermission } from "@/lib/auth/client-safe/permissions";
import type { TRole } from "@/lib/auth/client-safe/roles";
import { ZCancellationId } from "@/lib/domain/cancellations/filters";
import { ZDraftId } from "@/lib/domain/initiation/drafts-list";
import { ZLedgerId } from "@/lib/domain/ledger/accounts";
import { ZLedgerTransactionId } from "@/lib/domain/ledger/transactions";
import { ZPaymentId } from "@/lib/domain/payments/detail";
import { ZDocId } from "@/lib/domain/restriction-orders/input";

// Client-safe: what the ⌘K quick jump offers for a pasted id. An id's shape is judged by the very schema
// its detail page parses the path with, so the jump never offers a page that would answer "not an id".
// Shapes overlap (a number may be a payment or a cancellation request; a UUID a ledger account or a
// transaction; a document id is nearly any text), so each kind the reader may open is offered, in the
// order of this table: the common kind first, the catch-all document id last. The list is a convenience:
// every destination checks the permission again on the server.

export const JUMP_KINDS = [
  "payment",
  "cancellation",
  "ledger-account",
  "ledger-transaction",
  "draft",
  "restriction-order",
] as const;
export type TJumpKind = (typeof JUMP_KINDS)[number];

type TKindRule = {
  label: string;
  permission: TPermission;
  schema: z.ZodType<string | number, string>;
  href: (id: string) => string;
};

const RULES: Record<TJumpKind, TKindRule> = {
  payment: {
    label: "Payment",
    permission: "payments.view",
    schema: ZPaymentId,
    href: (id) => `/payments/${id}`,
  },
  cancellation: {
    label: "Cancellation request",
    permission: "cancellations.view",
    schema: ZCancellationId,
    href: (id) => `/cancellations/${id}`,
  },
  "ledger-account": {
    label: "Ledger account",
    permission: "ledger.view",
    schema: ZLedgerId,
    href: (id) => `/ledger/accounts/${id}`,
  },
  "ledger-transaction": {
    label: "Ledger transaction",
    permission: "ledger.view",
    schema: ZLedgerTransactionId,
    href: (id) => `/ledger/transactions/${id}`,
  },
  draft: {
    label: "Payment draft",
    permission: "drafts.view",
    schema: ZDraftId,
    href: (id) => `/drafts/${id}`,
  },
  "restriction-order": {
    label: "Restriction order",
    permission: "restrictions.view",
    schema: ZDocId,
    href: (id) => `/restriction-orders/${encodeURIComponent(id)}`,
  },
};

/** The kinds of record these roles may open, in offer order (computed on the server, passed as props). */
export function jumpKindsFor(roles: readonly TRole[]): TJumpKind[] {
  return JUMP_KINDS.filter((kind) => can(roles, RULES[kind].permission));
}

export type TJumpPage = { href: string; label: string };
export type TJumpTarget = { kind: TJumpKind; label: string; id: string; href: string };
export type TJumpReason = { kind: TJumpKind; label: string; message: string };

export type TQuickJump = {
  /** The text as it will be used: pasted ids often carry spaces or a line break around them. */
  text: string;
  targets: TJumpTarget[];
  pages: TJumpPage[];
  /** Ids first when the text has an id's specific shape; pages first when it reads like a page name. */
  order: "targets-first" | "pages-first";
  /** Set when the text is neither an id of an allowed kind nor a page name: why, kind by kind. */
  invalid: TJumpReason[] | null;
};

/** The destinations `input` could be, for a reader allowed `kinds` and `pages`. */
export function quickJump(
  input: string,
  allowed: { kinds: readonly TJumpKind[]; pages: readonly TJumpPage[] },
): TQuickJump {
  const text = input.trim();
  if (!text) return { text, targets: [], pages: [...allowed.pages], order: "pages-first", invalid: null };

  const targets: TJumpTarget[] = [];
  const reasons: TJumpReason[] = [];
  for (const kind of JUMP_KINDS.filter((k) => allowed.kinds.includes(k))) {
    const rule = RULES[kind];
    const parsed = rule.schema.safeParse(text);
    if (parsed.success) {
      const id = String(parsed.data);
      targets.push({ kind, label: rule.label, id, href: rule.href(id) });
    } else {
      reasons.push({ kind, label: rule.label, message: parsed.error.issues[0]?.message ?? "" });
    }
  }

  const needle = text.toLowerCase();
  const pages = allowed.pages.filter((p) => p.label.toLowerCase().includes(needle));
  const specific = targets.some((t) => t.kind !== "restriction-order");
  return {
    text,
    targets,
    pages,
    order: specific || pages.length === 0 ? "targets-first" : "pages-first",
    invalid: targets.length === 0 && pages.length === 0 ? reasons : null,
  };
}

/** The words for the kinds a reader may jump to, for the input's hint: "a payment, … or order id". */
export function jumpKindsInWords(kinds: readonly TJumpKind[]): string {
  const words = kinds.map((k) => RULES[k].label.toLowerCase());
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}
