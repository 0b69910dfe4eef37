import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

// The sandbox's webhook signing keys (docs/platform-interface.md#webhook-signatures): RSA 2048,
// one per signature version N. They live under the data dir as webhook-key-<N>.pem (private key, PKCS#8,
// mode 0600) so Countersign's configured public key keeps working across sandbox restarts. Adding a key is
// how the sandbox plays a rotation: while two keys exist every delivery carries both signature headers.

export type TSigningKey = { version: number; privateKey: KeyObject; publicKeyPem: string };

const FILE = /^webhook-key-(\d+)\.pem$/;
const fileOf = (dataDir: string, version: number) => join(dataDir, `webhook-key-${version}.pem`);

function loadKeys(dataDir: string): TSigningKey[] {
  // Only the key folder is private: a recursive mkdir with a mode would also close every parent it makes
  // (e.g. the project's .data/, which the embedded PostgreSQL's own user must be able to traverse).
  mkdirSync(dirname(dataDir), { recursive: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return readdirSync(dataDir)
    .map((name) => FILE.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => toKey(Number(m[1]), readFileSync(join(dataDir, m[0]), "utf8")))
    .sort((a, b) => a.version - b.version);
}

function toKey(version: number, privatePem: string): TSigningKey {
  const privateKey = createPrivateKey(privatePem);
  const publicKeyPem = createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString();
  return { version, privateKey, publicKeyPem };
}

/**
 * Writes a new key of that version. Several sandboxes may share a data dir (parallel test files): the key is
 * written to a private temp file and hard-linked into place, which fails atomically if another process won.
 */
function createKey(dataDir: string, version: number): TSigningKey {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const temp = join(dataDir, `.webhook-key-${version}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(temp, pem, { mode: 0o600, flag: "wx" });
  try {
    linkSync(temp, fileOf(dataDir, version));
    return toKey(version, pem);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return toKey(version, readFileSync(fileOf(dataDir, version), "utf8"));
  } finally {
    rmSync(temp, { force: true });
  }
}

export class WebhookKeyRing {
  private keys: TSigningKey[];

  constructor(private readonly dataDir: string) {
    const found = loadKeys(dataDir);
    this.keys = found.length ? found : [createKey(dataDir, 1)];
  }

  list(): TSigningKey[] {
    return [...this.keys];
  }

  /** The next version after the highest one: the rotation's new key. */
  add(): TSigningKey {
    const key = createKey(this.dataDir, (this.keys.at(-1)?.version ?? 0) + 1);
    this.keys.push(key);
    return key;
  }

  /** Ends a rotation by retiring an old key; the last key cannot go (deliveries must stay signed). */
  remove(version: number): "removed" | "unknown" | "last" {
    if (!this.keys.some((k) => k.version === version)) return "unknown";
    if (this.keys.length === 1) return "last";
    unlinkSync(fileOf(this.dataDir, version));
    this.keys = this.keys.filter((k) => k.version !== version);
    return "removed";
  }
}

/** The public keys (PEM) Countersign must configure, creating the first key if none exists yet. */
export function webhookPublicKeys(dataDir: string): { version: number; publicKeyPem: string }[] {
  return new WebhookKeyRing(dataDir).list().map(({ version, publicKeyPem }) => ({ version, publicKeyPem }));
}
