// Session time rules, shared by the next-auth callbacks, the proxy and the guards.

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** True when the sign-in is older than the absolute limit, or its time is unknown. */
export function isSessionExpired(authTime: unknown, maxHours: number, now = nowSeconds()): boolean {
  return typeof authTime !== "number" || now - authTime >= maxHours * 3600 || authTime > now + 60;
}
