import "server-only";
import { cancellationTimeline, findInboxRow } from "@/lib/db/cancellations";
import { findResponse } from "@/lib/db/cancellation-responses";
import { AppError } from "@/lib/errors/app-error";
import { toActionError } from "@/lib/errors/to-action-error";
import type {
  TCancellationDetail,
  TCancellationResource,
  TTimelineItem,
} from "@/lib/domain/cancellations/cancellations";
import type { TActor } from "../actor";
import { platform } from "../platform/registry";
import { respondAvailability } from "./availability";
import { lookUpCancellation } from "./look-up-cancellation";
import { refreshCancellation } from "./refresh-cancellation";
import { toResponseRecord, toRow } from "./rows";

/**
 * One request with everything known about it. It is read from the platform first (every field of the v1
 * resource, and its current status: the platform pushes no webhook for most of them); when that read
 * fails, the stored row is shown with the reason. A request the inbox has not seen is looked up (stored and
 * audited); an id the platform does not know either is not_found.
 */
export async function getCancellationDetail(id: bigint, actor: TActor): Promise<TCancellationDetail> {
  let row = await findInboxRow(id);
  let refreshError: TCancellationDetail["refreshError"] = null;
  if (!row) {
    await lookUpCancellation(id, actor);
  } else {
    try {
      const r = await refreshCancellation(id, {
        source: "poll",
        expectedVersion: row.version,
        withPayment: row.paymentCheckedAt === null,
      });
      if (!r.found) {
        refreshError = {
          message: "The platform no longer knows this request: what is shown is what Countersign stored.",
          code: "CANCELLATION_REQUEST_NOT_FOUND",
        };
      }
    } catch (err) {
      const e = toActionError(err, { requestId: actor.requestId, where: "cancellation-detail:refresh" });
      refreshError = {
        message: `${e.message} What is shown is what Countersign stored.`,
        code: e.providerCode ?? null,
      };
    }
  }
  row = await findInboxRow(id);
  if (!row) throw new AppError("not_found", "No cancellation request has this id.");
  const [response, history] = await Promise.all([findResponse(id), cancellationTimeline(id)]);
  return {
    row: toRow(row),
    resource: (row.resource as TCancellationResource | null) ?? null,
    resourceAt: row.resourceAt?.toISOString() ?? null,
    refreshError,
    timeline: history.map((h): TTimelineItem => ({
      at: h.statusAt.toISOString(),
      status: h.status,
      source: h.source as TTimelineItem["source"],
      deliveryId: h.deliveryId?.toString() ?? null,
      answer: h.source === "answer" ? (h.detail as TTimelineItem["answer"]) : null,
    })),
    response: response ? toResponseRecord(response) : null,
    respond: respondAvailability(row, response, new Date(platform().now() - 2 * platform().timeoutMs)),
  };
}
