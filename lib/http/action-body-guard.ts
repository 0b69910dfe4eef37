import { checkActionReply } from "./action-reply";

// proxy.ts calls this for every POST before Next decodes a server action. A body Next's decoding would
// throw on (lib/http/action-reply.ts) was a 500 from inside Next, where no code of Countersign's runs and
// nothing can catch it; here it is a 400 in words (README.md, Security: bad input), and what passes is
// left to Next and the action's own schema (lib/auth/guard-action.ts).

/** Next's default serverActions.bodySizeLimit ("1mb"): beyond it Next, too, throws (and answers 500). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/** A refusal for a server action request whose body cannot be decoded; null for anything else. */
export async function refuseUndecodableAction(req: Request): Promise<Response | null> {
  if (req.method !== "POST" || !req.headers.has("next-action")) return null;
  const bytes = await req.clone().arrayBuffer();
  if (bytes.byteLength > ACTION_BODY_LIMIT) {
    return refusal(413, `The body is over the ${ACTION_BODY_LIMIT / 1024} KiB an action takes.`);
  }
  const type = req.headers.get("content-type") ?? "";
  const parts = new Map<string, string>();
  if (type.toLowerCase().startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    } catch {
      return refusal(400, "The body is not readable form data.");
    }
    // React numbers a reply's parts 0, 1, …; blobs and prefixed form fields are not JSON and not checked.
    for (const [key, value] of form)
      if (/^\d{1,8}$/.test(key) && typeof value === "string") parts.set(key, value);
  } else {
    parts.set("0", new TextDecoder().decode(bytes));
  }
  const check = checkActionReply(parts);
  return check.ok ? null : refusal(400, `Not a server action call: ${check.reason}`);
}

function refusal(status: 400 | 413, message: string): Response {
  return Response.json(
    { error: { code: "invalid_input", message, fieldErrors: { body: message } } },
    { status, headers: { "cache-control": "no-store" } },
  );
}
