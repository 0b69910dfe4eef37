// A path as a metric label: every segment that holds a digit (an id, an IBAN, a UUID, a date) becomes
// ":id", except API versions ("v1", "v3"); an action suffix stays (`100189:approve` → `:id:approve`). The
// label set stays small whatever ids pass through, and two calls of one operation share one series
// (docs/observability.md).

const VERSION = /^v\d+$/;

export function pathTemplate(path: string): string {
  const bare = path.split("?")[0] ?? "";
  return (
    bare
      .split("/")
      .map((segment) => {
        const [head = "", ...action] = segment.split(":");
        if (!/\d/.test(head) || VERSION.test(head)) return segment;
        return [":id", ...action].join(":");
      })
      .join("/") || "/"
  );
}
