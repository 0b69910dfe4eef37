// Client-safe: the alert kinds in words, with what to do about each.
export const ALERT_WORDING: Record<string, { title: string; action: string }> = {
  MAX_HOLDING_AMOUNT_BREACHED: {
    title: "Maximum holding amount breached",
    action:
      "The settlement account at the central-bank connection holds more than its maximum. Move funds out (Liquidity).",
  },
  LIQUIDITY: {
    title: "Liquidity transfer rejected",
    action:
      "A transfer between settlement accounts was rejected. Check the transfer and create it again if it is still needed.",
  },
  VERIFICATION_FAILING: {
    title: "Webhook verification failing",
    action:
      "Recent webhooks failed verification. A rotated platform key may be missing from WEBHOOK_PUBLIC_KEYS: check the Events page for the reasons.",
  },
};

export function alertWording(kind: string) {
  return ALERT_WORDING[kind] ?? { title: kind, action: "An alert Countersign does not describe yet." };
}
