import type { TRespondCommand } from "@/lib/domain/cancellations/respond-command";
import type { TCancellationResource } from "@/lib/domain/cancellations/cancellations";
import type { TPayment } from "@/lib/domain/payments/payments";
import type { TGatewayPort } from "@/lib/services/platform/ports";
import type { TPlatformFake } from "@/lib/services/platform/registry";
import { foundTransaction } from "./fake-gateway";

// For the cancellation services' unit tests: a gateway that reads a request in the status the test sets
// (null: the platform does not know it), the linked payment if the test gives one, and takes answers as
// scripted. It records every call in order ("get:<id>", "send:<id>") and every answer sent, as the command
// the service chose (v3 respond, v1 accept or reject), so a test sees which operation went out.

type TSend = (id: number, command: TRespondCommand) => Promise<void>;

export function fakeCancellationPlatform(
  opts: {
    status?: string | ((id: number) => string | null);
    resource?: Partial<TCancellationResource>;
    payment?: (trxId: number) => TPayment | null;
    sends?: TSend[];
  } = {},
) {
  const calls: string[] = [];
  const sent: TRespondCommand[] = [];
  const sends = [...(opts.sends ?? [])];
  const send = async (id: number, command: TRespondCommand) => {
    calls.push(`send:${id}`);
    sent.push(command);
    await sends.shift()?.(id, command);
  };
  const gateway: Partial<TGatewayPort> = {
    async getCancellationRequest(id) {
      calls.push(`get:${id}`);
      const status =
        typeof opts.status === "function" ? opts.status(id) : (opts.status ?? "CANCELLATION_IN_PROGRESS");
      if (status === null) return null;
      return {
        direction: "INBOUND",
        id,
        reason: "DUPL",
        sepaMessageId: "MSG0000000001",
        status,
        transactionId: id + 1,
        ...opts.resource,
      };
    },
    async getTransaction(trxId) {
      if (!opts.payment) throw new Error("the payment is known already");
      const payment = opts.payment(trxId);
      // The service reads only the payment; the v2 record is there because the port's answer has one.
      return payment && { payment, item: foundTransaction(trxId).item };
    },
    respondToCancellation: (id, body) => send(id, { api: "v3", body }),
    acceptCancellation: (id) => send(id, { api: "v1", op: "accept" }),
    rejectCancellation: (id, body) => send(id, { api: "v1", op: "reject", body }),
  };
  const platform: TPlatformFake = { gateway, timeoutMs: 1_000 };
  return { platform, gateway, calls, sent };
}
