import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { deleteSavedView, findSavedView } from "@/lib/db/saved-views";
import { AppError } from "@/lib/errors/app-error";
import type { TSavedView, TSavedViewPage } from "@/lib/domain/payments/saved-views";
import type { TActor } from "../actor";
import { listSavedViews } from "./list-saved-views";

/**
 * Deletes one of the actor's own views. Another user's view id (or one already gone) reads as "not found"
 * and is audited as a failure: whether someone else's view exists is not the actor's business.
 */
export async function deleteView(
  input: { page: TSavedViewPage; id: string },
  actor: TActor,
): Promise<{ views: TSavedView[] }> {
  const userId = actor.user.id;
  const view = await findSavedView(userId, input.page, input.id);
  const deleted = view ? await deleteSavedView(userId, input.page, input.id) : false;
  await recordAudit({
    action: "saved_view.delete",
    outcome: deleted ? "success" : "failure",
    actor: actor.user,
    target: `saved_view:${input.id}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: view ? { page: input.page, name: view.name, query: view.query } : { page: input.page },
  });
  if (!deleted) throw new AppError("not_found", "That saved view no longer exists.");
  return { views: await listSavedViews(userId, input.page) };
}
