import "server-only";
import { recordAudit } from "@/lib/db/audit";
import { saveViewWithinCap } from "@/lib/db/saved-views";
import { AppError } from "@/lib/errors/app-error";
import {
  MAX_SAVED_VIEWS,
  type TSaveViewResult,
  type TSavedViewPage,
} from "@/lib/domain/payments/saved-views";
import type { TActor } from "../actor";
import { listSavedViews, toSavedView } from "./list-saved-views";

type TInput = { page: TSavedViewPage; name: string; query: string; replace: boolean };

/**
 * Saves the actor's current filters under a name. A name they already use is a question, not a failure:
 * the answer says so and the person may save again with `replace`. Always the actor's own views: the user
 * id comes from the session, never from the input.
 */
export async function saveView(input: TInput, actor: TActor): Promise<TSaveViewResult> {
  const { page, name, query, replace } = input;
  const userId = actor.user.id;
  // The cap holds for a replace too: `replace` with a name not in use yet makes a new view.
  const r = await saveViewWithinCap({ userId, page, name, query, replace }, MAX_SAVED_VIEWS);
  if (r.outcome === "full") {
    throw new AppError("conflict", `You have ${MAX_SAVED_VIEWS} saved views here; delete one first.`);
  }
  if (r.outcome === "exists")
    return { outcome: "exists", message: `You already have a view named “${name}”.` };
  const saved = r.view;
  await recordAudit({
    action: "saved_view.save",
    outcome: "success",
    actor: actor.user,
    target: `saved_view:${saved.id}`,
    requestId: actor.requestId,
    ip: actor.ip,
    detail: { page, name, query, replace },
  });
  return {
    outcome: "saved",
    view: toSavedView(saved),
    replaced: replace,
    views: await listSavedViews(userId, page),
  };
}
