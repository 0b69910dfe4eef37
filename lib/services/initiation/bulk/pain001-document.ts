import "server-only";
import { XMLParser, XMLValidator } from "fast-xml-parser";

// A pain.001 upload's XML, read safely: the text has passed readUpload (≤ 50 MB, valid text). A DOCTYPE
// or entity declaration is refused before any parsing: a payment file never needs one, and refusing it
// outright rules out entity expansion (billion laughs) and external entities (XXE) whatever the parser
// would do with them. Nesting is capped by the parser (maxNestedTags, 100 by default; pain.001 is ~8).

export const PAIN001_NAMESPACES = {
  "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03": "03",
  "urn:iso:std:iso:20022:tech:xsd:pain.001.001.09": "09",
} as const;
export type TPain001Version = (typeof PAIN001_NAMESPACES)[keyof typeof PAIN001_NAMESPACES];

export type TPain001Document =
  { ok: true; version: TPain001Version; document: Record<string, unknown> } | { ok: false; message: string };

/** Elements that repeat in a valid file; anything else repeated is reported where it is read. */
const REPEATED = new Set(["PmtInf", "CdtTrfTxInf"]);

export function readPain001Document(text: string): TPain001Document {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    return {
      ok: false,
      message:
        "The file declares a DOCTYPE or entities. A pain.001 file never does, and such declarations can be used to attack the server, so the file is refused.",
    };
  }
  let valid: ReturnType<typeof XMLValidator.validate>;
  try {
    valid = XMLValidator.validate(text);
  } catch (error) {
    return { ok: false, message: `The file cannot be read as XML: ${brief((error as Error).message)}.` };
  }
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    return {
      ok: false,
      message: `The file is not well-formed XML: ${brief(msg)} (line ${line}, column ${col}).`,
    };
  }
  let rootName: string | undefined;
  let parsed: Record<string, unknown>;
  try {
    parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@_",
      // Text stays text: "000123" as an end-to-end id, "10.10" as an amount, never numbers.
      parseTagValue: false,
      parseAttributeValue: false,
      // Numeric character references (&#233;) as well as the five XML ones.
      htmlEntities: true,
      isArray: (name) => REPEATED.has(name),
      // No callback here reads the path; building it as a string for each of them cost ~20% of a parse.
      jPath: false,
      // Elements are read without their prefix (<ns:Document>); the root's own is kept to find its namespace.
      transformTagName: (name) => {
        if (rootName === undefined && !name.startsWith("?")) rootName = name;
        return name.slice(name.indexOf(":") + 1);
      },
    }).parse(text) as Record<string, unknown>;
  } catch (error) {
    return { ok: false, message: `The file cannot be read as XML: ${brief((error as Error).message)}.` };
  }
  const roots = Object.keys(parsed).filter((key) => !key.startsWith("?"));
  const root = parsed[roots[0] ?? ""];
  if (roots.length !== 1 || rootName === undefined || typeof root !== "object" || root === null) {
    return { ok: false, message: "The file does not hold exactly one root element." };
  }
  if (roots[0] !== "Document") {
    return {
      ok: false,
      message: `The file's root element is <${rootName}>; a pain.001 file has <Document>.`,
    };
  }
  const prefix = rootName.includes(":") ? `:${rootName.slice(0, rootName.indexOf(":"))}` : "";
  const namespace = (root as Record<string, unknown>)[`@_xmlns${prefix}`];
  const version = PAIN001_NAMESPACES[namespace as keyof typeof PAIN001_NAMESPACES];
  if (!version) {
    const found = typeof namespace === "string" ? `"${namespace}"` : "no namespace";
    return {
      ok: false,
      message: `The file's Document has ${found}; accepted are pain.001.001.03 and pain.001.001.09 (${Object.keys(PAIN001_NAMESPACES).join(", ")}).`,
    };
  }
  return { ok: true, version, document: root as Record<string, unknown> };
}

/** A parser message can quote the file (every unclosed tag, say): a message is for a person, not a dump. */
function brief(message: string): string {
  return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}
