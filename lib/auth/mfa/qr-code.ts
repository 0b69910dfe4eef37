import QRCode from "qrcode";

/**
 * The enrolment QR code as an SVG data URL, made on the server: no script draws it, so it passes a CSP
 * whose img-src allows data: (README.md, Security). Medium error correction, as authenticator apps expect.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}
