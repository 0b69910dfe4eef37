// Domain events inside the sandbox. State changes emit them; the webhook sender turns them into signed
// deliveries (sandbox/webhooks). One synchronous emitter: order of emission is order of delivery.

import type { TCancellation, TPayment, TTransfer } from "../state/model";

export type TSandboxEvent =
  | { kind: "payment.status"; payment: TPayment; at: string }
  | { kind: "payment.pending_confirmation"; payment: TPayment; at: string }
  | { kind: "cancellation.status"; cancellation: TCancellation; at: string }
  | {
      kind: "holding.breached";
      accountBic: string;
      currency: string;
      holdingAmount: number;
      maxHoldingAmount: number;
      at: string;
    }
  | { kind: "liquidity"; transfer: TTransfer; at: string };

type TListener = (event: TSandboxEvent) => void;

export class SandboxEvents {
  private listeners: TListener[] = [];

  on(listener: TListener): () => void {
    this.listeners.push(listener);
    return () => (this.listeners = this.listeners.filter((l) => l !== listener));
  }

  emit(event: TSandboxEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
