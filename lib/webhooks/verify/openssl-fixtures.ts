import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Test fixtures made with the openssl command line, not node:crypto: keys and signatures come from an
// independent implementation, so the verifier is checked against the scheme rather than against itself.
// (Only the tests import this file.)

export type TOpensslKey = { privatePath: string; privatePem: string; spkiPem: string; pkcs1Pem: string };

export class OpensslWorkdir {
  private files = 0;

  private constructor(readonly dir: string) {}

  static create(): OpensslWorkdir {
    return new OpensslWorkdir(mkdtempSync(join(tmpdir(), "countersign-webhook-verify-")));
  }

  run(args: string[]): void {
    const result = spawnSync("openssl", args, { cwd: this.dir, encoding: "utf8" });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error(`openssl ${args[0]} failed: ${result.stderr}`);
  }

  read(name: string): string {
    return readFileSync(join(this.dir, name), "utf8");
  }

  /** A 2048-bit RSA key pair: private key (PKCS#8), public key as SPKI and as PKCS#1. */
  rsaKey(name: string): TOpensslKey {
    this.run(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", `${name}.pem`]);
    this.run(["pkey", "-in", `${name}.pem`, "-pubout", "-out", `${name}.spki.pem`]);
    this.run(["rsa", "-in", `${name}.pem`, "-RSAPublicKey_out", "-out", `${name}.pkcs1.pem`]);
    return {
      privatePath: join(this.dir, `${name}.pem`),
      privatePem: this.read(`${name}.pem`),
      spkiPem: this.read(`${name}.spki.pem`),
      pkcs1Pem: this.read(`${name}.pkcs1.pem`),
    };
  }

  /** RSASSA-PKCS1-v1_5 over SHA-256 of `data`, base64 as in a signature header. */
  sign(key: TOpensslKey, data: Buffer): string {
    const n = ++this.files;
    writeFileSync(join(this.dir, `data-${n}.bin`), data);
    this.run(["dgst", "-sha256", "-sign", key.privatePath, "-out", `sig-${n}.bin`, `data-${n}.bin`]);
    return readFileSync(join(this.dir, `sig-${n}.bin`)).toString("base64");
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
