import "server-only";
import type { TNewPaymentField, TRawNewPayment } from "@/lib/domain/initiation/fields";
import {
  fileErrors,
  MAX_BULK_PAYMENTS,
  tooManyPayments,
  type TBulkParseResult,
  type TBulkRow,
  type TBulkRowError,
} from "./bulk-result";
import { readPain001Document, type TPain001Version } from "./pain001-document";
import { attributeAt, element, list, REPEATED, textAt } from "./pain001-nodes";

// An ISO 20022 pain.001 (Customer Credit Transfer Initiation, 001.001.03 or .09) into raw payments: one
// per CdtTrfTxInf, with what its PmtInf gives all of its transactions (the debtor, the execution date,
// the payment type). A row's `line` is the transaction's position in the file (1-based, across PmtInf
// blocks): the error list names it "transaction N". Values are passed on as written; the new-payment
// check judges them.

export function parsePain001(text: string): TBulkParseResult {
  const read = readPain001Document(text);
  if (!read.ok) return fileErrors(read.message);
  const initiation = element(read.document, "CstmrCdtTrfInitn");
  if (initiation === undefined || initiation === REPEATED) {
    return fileErrors("The Document holds no single CstmrCdtTrfInitn (customer credit transfer initiation).");
  }
  const blocks = list(initiation, "PmtInf");
  const count = blocks.reduce((n, block) => n + list(block, "CdtTrfTxInf").length, 0);
  if (count === 0) return fileErrors("The file holds no transactions (PmtInf/CdtTrfTxInf).");
  if (count > MAX_BULK_PAYMENTS) return fileErrors(tooManyPayments(count, "transactions"));

  const rows: TBulkRow[] = [];
  const rowErrors: TBulkRowError[] = [];
  let line = 0;
  for (const block of blocks) {
    for (const transaction of list(block, "CdtTrfTxInf")) {
      line++;
      const { raw, errors } = transactionPayment(read.version, block, transaction, line);
      // As for a CSV row that cannot be read: the errors, and no payment to check.
      if (errors.length > 0) rowErrors.push(...errors);
      else rows.push({ line, raw });
    }
  }
  return { fileErrors: [], rows, rowErrors };
}

function transactionPayment(
  version: TPain001Version,
  block: unknown,
  transaction: unknown,
  line: number,
): { raw: TRawNewPayment; errors: TBulkRowError[] } {
  const raw: TRawNewPayment = {};
  const errors: TBulkRowError[] = [];
  const take = (
    field: TNewPaymentField,
    node: unknown,
    path: string,
    as = (value: string): string | undefined => value,
  ) => {
    if (raw[field] !== undefined) return;
    const value = textAt(node, path);
    if (value === REPEATED) errors.push({ line, field, message: `${path} appears more than once.` });
    else if (value !== undefined && as(value) !== undefined) raw[field] = as(value);
  };
  const bic = version === "03" ? "BIC" : "BICFI";
  const instant = isInstant(block) || isInstant(transaction);
  raw.scheme = instant ? "INST" : "SEPA";
  take("debtorName", block, "Dbtr/Nm");
  take("debtorIban", block, "DbtrAcct/Id/IBAN");
  take("debtorBic", block, `DbtrAgt/FinInstnId/${bic}`);
  // The schema requires a date even for SEPA Instant, which executes at once and takes none.
  if (!instant && version === "03") take("requestedExecutionDate", block, "ReqdExctnDt");
  if (!instant && version === "09") {
    take("requestedExecutionDate", block, "ReqdExctnDt/Dt");
    take("requestedExecutionDate", block, "ReqdExctnDt/DtTm", (v) => v.slice(0, 10));
  }
  take("endToEndId", transaction, "PmtId/EndToEndId", (v) => (v === "NOTPROVIDED" ? undefined : v));
  take("amount", transaction, "Amt/InstdAmt");
  const currency = attributeAt(transaction, "Amt/InstdAmt", "Ccy");
  if (currency !== undefined) raw.currency = currency;
  take("creditorName", transaction, "Cdtr/Nm");
  take("creditorIban", transaction, "CdtrAcct/Id/IBAN");
  take("creditorBic", transaction, `CdtrAgt/FinInstnId/${bic}`);
  take("remittanceInformation", transaction, "RmtInf/Ustrd");
  take("creditorReference", transaction, "RmtInf/Strd/CdtrRefInf/Ref");
  take("purpose", transaction, "Purp/Cd");
  return { raw, errors };
}

/** SEPA Instant when the local instrument or the service level says INST, on the PmtInf or the transaction. */
function isInstant(node: unknown): boolean {
  return textAt(node, "PmtTpInf/LclInstrm/Cd") === "INST" || textAt(node, "PmtTpInf/SvcLvl/Cd") === "INST";
}
