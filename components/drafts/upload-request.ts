import type { TUploadAnswer, TUploadStep } from "@/lib/domain/initiation/bulk-upload";
import type { TActionError, TActionResult } from "@/lib/domain/shared/action-result";

// Client-safe: one step of a bulk upload (POST /api/drafts/upload), its answer in a server action's shape
// so that the step-up provider can ask for the check and send the same file again.

export async function postUpload(step: TUploadStep, file: File): Promise<TActionResult<TUploadAnswer>> {
  const query = new URLSearchParams({ step, name: file.name });
  let res: Response;
  try {
    res = await fetch(`/api/drafts/upload?${query}`, {
      method: "POST",
      body: file,
      headers: { "content-type": "application/octet-stream", accept: "application/json" },
      cache: "no-store",
    });
  } catch {
    return failure("Countersign could not be reached: nothing was made. Try again.");
  }
  const body = (await res.json().catch(() => null)) as (TUploadAnswer & { error?: TActionError }) | null;
  if (!body) return failure(`The server answered ${res.status} without a reason. Try again.`);
  if (!res.ok || body.error)
    return { error: body.error ?? { code: "internal", message: `Answer ${res.status}.` } };
  return { data: body };
}

const failure = (message: string): TActionResult<never> => ({ error: { code: "internal", message } });
