/**
 * The raw body for reading: JSON re-indented with two spaces, anything else exactly as stored. Only the
 * whitespace between tokens changes: numbers and strings keep their exact spelling, so a 19-digit id is
 * not rounded the way JSON.parse + JSON.stringify would round it.
 */
export function formatBody(text: string): { pretty: string; isJson: boolean } {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== "object") return { pretty: text, isJson: true };
  } catch {
    return { pretty: text, isJson: false };
  }
  return { pretty: reindent(text), isJson: true };
}

function reindent(json: string): string {
  let out = "";
  let depth = 0;
  let inString = false;
  const newline = () => "\n" + "  ".repeat(depth);
  for (let i = 0; i < json.length; i++) {
    const c = json[i]!;
    if (inString) {
      out += c;
      if (c === "\\") out += json[++i] ?? "";
      else if (c === '"') inString = false;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (c === '"') inString = true;
    if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      const next = json.slice(i + 1).trimStart()[0];
      if (next === close) {
        out += c + close; // an empty object or array stays on one line
        i = json.indexOf(close, i + 1);
        continue;
      }
      depth++;
      out += c + newline();
    } else if (c === "}" || c === "]") {
      depth--;
      out += newline() + c;
    } else if (c === ",") out += c + newline();
    else if (c === ":") out += ": ";
    else out += c;
  }
  return out;
}

/** "1.2 kB" style sizes, in bytes below 1 kB so small bodies read exactly. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} kB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
