import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { db } from "@/lib/db/client";
import { lockDraft, moveDraft } from "@/lib/db/payment-drafts";
import { publishChange } from "@/lib/db/publish-change";
import { AppError } from "@/lib/errors/app-error";
import type { TActor } from "../actor";

/**
 * The maker takes a draft back, while it waits for approvals: once the last approval met the policy the
 * draft is being submitted, and a withdrawal could no longer stop a payment already sent. Only the maker
 * may; anyone else is refused (and audited as denied).
 */
export async function withdrawDraft(draftId: string, maker: TActor): Promise<void> {
  const refused = await db.$transaction(async (tx) => {
    const draft = await lockDraft(tx, draftId);
    if (!draft) return new AppError("not_found", "There is no such draft.");
    if (draft.makerId !== maker.user.id)
      return new AppError("forbidden", "Only the person who made a draft may withdraw it.");
    if (draft.state !== "waiting") {
      return new AppError("conflict", `This draft is ${draft.state} already: it can no longer be withdrawn.`);
    }
    await moveDraft(tx, draftId, "waiting", "withdrawn", { closedByEmail: maker.user.email });
    await recordAudit(
      {
        action: "draft.withdraw",
        outcome: "success",
        actor: maker.user,
        target: `draft:${draftId}`,
        requestId: maker.requestId,
        ip: maker.ip,
      },
      tx,
    );
    await publishChange(tx, "drafts", draftId);
    return null;
  });
  if (refused) {
    await recordAudit({
      action: "draft.withdraw",
      outcome: "denied",
      actor: maker.user,
      target: `draft:${draftId}`,
      requestId: maker.requestId,
      ip: maker.ip,
      detail: { message: refused.message },
    });
    throw refused;
  }
}
