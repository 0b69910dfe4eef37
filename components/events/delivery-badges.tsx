import { Badge } from "@/components/ui/badge";
import type { TProcessingState } from "@/lib/domain/events/filters";
import { PROCESSING_BADGE } from "./delivery-wording";

/** Verified or not, in words as well as colour and icon. */
export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? <Badge status="done">verified</Badge> : <Badge status="refused">rejected</Badge>;
}

/** The stored processing state by name, in the colour of its meaning. */
export function ProcessingBadge({ state }: { state: TProcessingState }) {
  return <Badge status={PROCESSING_BADGE[state]}>{state}</Badge>;
}
