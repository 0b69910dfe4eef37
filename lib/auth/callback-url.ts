// Client-safe. Only same-origin paths are followed after sign-in, so a crafted link cannot send a freshly
// signed-in user to another site.
export function safeCallbackUrl(value: unknown): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\")
  )
    return "/";
  if (value.startsWith("/login") || value.startsWith("/api/")) return "/";
  return value;
}
