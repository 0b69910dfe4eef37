-- Why a delivery got its kind when its names and its shape disagreed (lib/webhooks/classify-kind.ts),
-- shown on the Events page. Null when they agree. Rewritten when the delivery is applied again.
ALTER TABLE "webhook_deliveries" ADD COLUMN "kind_note" TEXT;
