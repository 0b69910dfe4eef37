import "server-only";
import { createPublicKey, type KeyObject } from "node:crypto";
import { z } from "zod";

// The platform's webhook public keys, as configured (docs/platform-interface.md#webhook-signatures).
// During a key rotation two keys are configured at once, so the setting holds one or more PEM blocks.
// Errors name a key by its position and PEM label only: a key pasted by mistake (worst of all a private key)
// must never be repeated into a start-up log.

export class PublicKeyConfigError extends Error {
  override readonly name = "PublicKeyConfigError";
}

// A whole block, BEGIN and END with the same label (a mismatched pair is left over and refused below).
const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;

// The only two ways a bare RSA public key is written in PEM: X.509 SubjectPublicKeyInfo and PKCS#1.
const PUBLIC_FORMATS: Record<string, "spki" | "pkcs1"> = { "PUBLIC KEY": "spki", "RSA PUBLIC KEY": "pkcs1" };

/** Parses one or more concatenated PEM RSA public keys; throws PublicKeyConfigError for anything else. */
export function parsePublicKeys(text: string): KeyObject[] {
  // A .env value is one line: the PEM's newlines arrive as literal "\n" escapes unless the loader expanded
  // them (dotenv does only inside double quotes), so both forms are accepted.
  const normalized = text.replace(/\\r\\n|\\n/g, "\n").replace(/\r\n/g, "\n");
  const blocks = [...normalized.matchAll(PEM_BLOCK)];
  const leftover = normalized.replace(PEM_BLOCK, "").trim();
  if (leftover.includes("-----BEGIN") || leftover.includes("-----END")) {
    throw new PublicKeyConfigError("A PEM block has no matching BEGIN/END line: is a key cut off?");
  }
  if (leftover !== "") {
    throw new PublicKeyConfigError("Only PEM public keys may be given; there is other text around them.");
  }
  if (blocks.length === 0) {
    throw new PublicKeyConfigError('No public key given: expected "-----BEGIN PUBLIC KEY-----" blocks.');
  }
  return blocks.map((block, index) => toRsaPublicKey(block[0], block[1] ?? "", index + 1));
}

function toRsaPublicKey(pem: string, label: string, position: number): KeyObject {
  const which = `Key ${position} (BEGIN ${label})`;
  if (label.includes("PRIVATE")) {
    // createPublicKey would quietly derive the public half from it; refusing makes the mistake visible.
    throw new PublicKeyConfigError(`${which} is a private key: configure only the platform's public key.`);
  }
  const format = PUBLIC_FORMATS[label];
  if (!format) throw new PublicKeyConfigError(`${which} is not a public key.`);
  let key: KeyObject;
  try {
    key = createPublicKey({ key: pem, format: "pem", type: format });
  } catch {
    // OpenSSL's message adds nothing useful here; it is dropped rather than risk it quoting the input.
    throw new PublicKeyConfigError(`${which} could not be read: is it complete and unchanged?`);
  }
  // rsa-pss keys are refused too: the platform signs with PKCS#1 v1.5, which such keys do not allow.
  if (key.type !== "public" || key.asymmetricKeyType !== "rsa") {
    throw new PublicKeyConfigError(
      `${which} is a ${key.asymmetricKeyType ?? "non-RSA"} key, not an RSA key.`,
    );
  }
  return key;
}

/** The same rules as a zod schema, for the settings parser. */
export const ZWebhookPublicKeys = z.string().transform((text, ctx) => {
  try {
    return parsePublicKeys(text);
  } catch (error) {
    if (!(error instanceof PublicKeyConfigError)) throw error;
    ctx.addIssue({ code: "custom", message: error.message });
    return z.NEVER;
  }
});
