import "server-only";

// Reading values out of the object fast-xml-parser gives. Only PmtInf and CdtTrfTxInf are read as lists
// (./pain001-document.ts); any other element that appears twice where the schema allows one is reported
// rather than one of the two taken at random.

export const REPEATED = Symbol("repeated");
type TNode = Record<string, unknown>;

const isNode = (value: unknown): value is TNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The element at a "/"-separated path below `node`: undefined when absent, REPEATED when one repeats. */
export function element(node: unknown, path: string): unknown {
  let current = node;
  for (const name of path.split("/")) {
    if (!isNode(current)) return undefined;
    current = current[name];
    if (Array.isArray(current)) return REPEATED;
  }
  return current;
}

/** An element's text, trimmed; empty → undefined. An element with attributes keeps its text in "#text". */
export function textAt(node: unknown, path: string): string | undefined | typeof REPEATED {
  const value = element(node, path);
  if (value === REPEATED) return REPEATED;
  const text = isNode(value) ? value["#text"] : value;
  return typeof text === "string" && text.trim() !== "" ? text.trim() : undefined;
}

/** An attribute of the element at `path` (e.g. InstdAmt's Ccy). */
export function attributeAt(node: unknown, path: string, name: string): string | undefined {
  const value = element(node, path);
  const attribute = isNode(value) ? value[`@_${name}`] : undefined;
  return typeof attribute === "string" && attribute.trim() !== "" ? attribute.trim() : undefined;
}

/** The elements of a list read as one (PmtInf, CdtTrfTxInf); anything that is not an element is skipped. */
export function list(node: unknown, name: string): TNode[] {
  const value = isNode(node) ? node[name] : undefined;
  return Array.isArray(value) ? value.filter(isNode) : [];
}
