/** What one field check gives: the cleaned value, or the one sentence the person needs to fix it. */
export type TCheck<T> = { ok: true; value: T } | { ok: false; error: string };
