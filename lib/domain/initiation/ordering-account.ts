// Client-safe. An ordering account an admin configured, as the New payment form offers it (docs/initiation.md).
export type TOrderingAccountOption = { id: string; iban: string; bic: string | null; name: string };
