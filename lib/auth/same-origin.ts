// A POST route that acts on the session cookie must come from Countersign's own pages: server actions get
// this check from Next (Origin against Host), a route handler does not. The session cookie is SameSite=Lax,
// which already keeps it off another site's POST; this refuses what Lax lets through (a sibling subdomain,
// an old browser). A browser names where a request comes from (Sec-Fetch-Site, Origin); a script without
// a browser sends neither and needs the cookie itself, which it can only have by signing in.

export function crossSiteReason(req: Request): string | null {
  const site = req.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return `The request came from another site (${site}).`;
  const origin = req.headers.get("origin");
  if (origin === null) return null;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
  let from: string;
  try {
    from = new URL(origin).host;
  } catch {
    return "The request's Origin is not an address.";
  }
  return from === host ? null : "The request came from another site.";
}
