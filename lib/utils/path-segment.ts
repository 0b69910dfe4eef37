// The last segment of a route's path, percent-decoded. A malformed escape ("%E0%A4%A") made
// decodeURIComponent throw a URIError inside the route, a 500; such a segment is kept as sent instead, so
// the route's own id check refuses it with a 400 and a field message.
export function lastPathSegment(pathname: string): string {
  const segment = pathname.split("/").at(-1) ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
