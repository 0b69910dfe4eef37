import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OpensslWorkdir, type TOpensslKey } from "./openssl-fixtures";
import { parsePublicKeys, PublicKeyConfigError, ZWebhookPublicKeys } from "./public-keys";

let openssl: OpensslWorkdir;
let first: TOpensslKey;
let second: TOpensslKey;
let traditionalPrivatePem: string;
let ecPublicPem: string;
let certificatePem: string;

beforeAll(() => {
  openssl = OpensslWorkdir.create();
  first = openssl.rsaKey("first");
  second = openssl.rsaKey("second");
  openssl.run(["rsa", "-in", "first.pem", "-traditional", "-out", "first.rsa-private.pem"]);
  traditionalPrivatePem = openssl.read("first.rsa-private.pem");
  openssl.run(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", "ec.pem"]);
  openssl.run(["pkey", "-in", "ec.pem", "-pubout", "-out", "ec.pub.pem"]);
  ecPublicPem = openssl.read("ec.pub.pem");
  openssl.run([
    "req",
    "-x509",
    "-new",
    "-key",
    "first.pem",
    "-subj",
    "/CN=test",
    "-days",
    "1",
    "-out",
    "c.pem",
  ]);
  certificatePem = openssl.read("c.pem");
});

afterAll(() => openssl?.remove());

const escaped = (pem: string) => pem.replace(/\n/g, "\\n");

/** The refusal's message, checked to repeat no 12-character run of the PEM's base64 body. */
function refusal(text: string, ...pems: string[]): string {
  let error: unknown;
  try {
    parsePublicKeys(text);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(PublicKeyConfigError);
  const message = (error as Error).message;
  for (const pem of pems) {
    const body = pem.replace(/-----[A-Z ]+-----/g, "").replace(/\s/g, "");
    for (let i = 0; i + 12 <= body.length; i += 6) expect(message).not.toContain(body.slice(i, i + 12));
  }
  expect(message).not.toMatch(/MII/);
  return message;
}

describe("parsePublicKeys", () => {
  it("reads an SPKI public key (BEGIN PUBLIC KEY)", () => {
    const keys = parsePublicKeys(first.spkiPem);
    expect(keys).toHaveLength(1);
    expect(keys[0]?.type).toBe("public");
    expect(keys[0]?.asymmetricKeyType).toBe("rsa");
  });

  it("reads a PKCS#1 public key (BEGIN RSA PUBLIC KEY) as the same key", () => {
    const [pkcs1] = parsePublicKeys(first.pkcs1Pem);
    const [spki] = parsePublicKeys(first.spkiPem);
    expect(pkcs1 && spki && pkcs1.equals(spki)).toBe(true);
  });

  it("reads two concatenated keys, in order, in either format", () => {
    const keys = parsePublicKeys(first.spkiPem + second.pkcs1Pem);
    const [a, b] = [...parsePublicKeys(first.spkiPem), ...parsePublicKeys(second.spkiPem)];
    expect(keys).toHaveLength(2);
    expect(keys[0]?.equals(a!)).toBe(true);
    expect(keys[1]?.equals(b!)).toBe(true);
  });

  it('reads keys written on one line with literal "\\n" escapes, as in a .env file', () => {
    const line = escaped(first.spkiPem + second.spkiPem);
    expect(line).not.toContain("\n");
    expect(parsePublicKeys(line)).toHaveLength(2);
    expect(parsePublicKeys(escaped(first.pkcs1Pem))).toHaveLength(1);
  });

  it("reads keys with CRLF line ends and surrounding blank lines", () => {
    expect(parsePublicKeys(`\n  ${first.spkiPem.replace(/\n/g, "\r\n")}\n\n`)).toHaveLength(1);
  });

  it("refuses a private key (PKCS#8 and traditional), without echoing it", () => {
    expect(refusal(first.privatePem, first.privatePem)).toMatch(
      /Key 1 \(BEGIN PRIVATE KEY\) is a private key/,
    );
    expect(refusal(traditionalPrivatePem, traditionalPrivatePem)).toMatch(
      /BEGIN RSA PRIVATE KEY.*private key/,
    );
    expect(refusal(escaped(first.privatePem), first.privatePem)).toMatch(/private key/);
  });

  it("refuses a private key even next to a valid public key", () => {
    expect(refusal(second.spkiPem + first.privatePem, first.privatePem, second.spkiPem)).toMatch(
      /^Key 2 .*private key/,
    );
  });

  it("refuses a public key that is not RSA, and a certificate", () => {
    expect(refusal(ecPublicPem, ecPublicPem)).toMatch(/is a ec key, not an RSA key/);
    expect(refusal(certificatePem, certificatePem)).toMatch(/BEGIN CERTIFICATE\) is not a public key/);
  });

  it("refuses an empty list and garbage", () => {
    expect(refusal("")).toMatch(/No public key given/);
    expect(refusal("  \n\\n ")).toMatch(/No public key given/);
    expect(refusal("not a key at all")).toMatch(/other text/);
    expect(refusal(`"${first.spkiPem}"`, first.spkiPem)).toMatch(/other text/);
  });

  it("refuses a key that is cut off or altered, without echoing it", () => {
    const cut = first.spkiPem.slice(0, 200);
    expect(refusal(cut, first.spkiPem)).toMatch(/no matching BEGIN\/END/);
    const altered = first.spkiPem
      .replace(/\n[A-Za-z0-9+/]{20}/, "\nAAAAAAAAAAAAAAAAAAAA")
      .replace("MII", "MIJ");
    expect(refusal(altered, first.spkiPem)).toMatch(/Key 1 \(BEGIN PUBLIC KEY\) could not be read/);
  });

  it("is available as a zod schema for the settings parser", () => {
    expect(ZWebhookPublicKeys.parse(first.spkiPem)).toHaveLength(1);
    const result = ZWebhookPublicKeys.safeParse(first.privatePem);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/private key/);
    expect(JSON.stringify(result.error?.issues)).not.toMatch(/MII/);
  });
});
