"use client";

import type { TTransactionRecord } from "@/lib/domain/payments/detail";
import { DetailSection, type THeadingLevel } from "./payment-detail-section";
import { Account, Ident, isPresent, OtherKeys, Row } from "./payment-fields-parts";

const none = <span className="text-muted-foreground">not given</span>;

/**
 * The debtor or the creditor: name, account, bank, identification code, and a non-IBAN account's scheme
 * details (ISO 20022 Othr) when the platform sent them. Which side is "ours" follows from the direction,
 * never from a BIC (docs/platform.md: the tenant's BIC is not a reliable marker).
 */
export function PaymentParty({
  role,
  t,
  level,
}: {
  role: "Debtor" | "Creditor";
  t: TTransactionRecord;
  level: THeadingLevel;
}) {
  const side = role === "Debtor" ? "debtor" : "creditor";
  const name = t[`${side}_name`];
  const account = t[`${side}_account`];
  const bic = t[`${side}_bank_bic`];
  const code = t[`${side}_code`];
  const other = t[`${side}_account_other`];
  const ours = (t.direction === "OUTBOUND") === (role === "Debtor");
  return (
    <DetailSection
      id={`payment-${side}`}
      title={role}
      level={level}
      aside={ours ? "our side" : "counterparty"}
    >
      <dl>
        <Row label="Name">{name || none}</Row>
        <Row label="Account">{account ? <Account value={account} whose={side} /> : none}</Row>
        <Row label="Bank (BIC)">{bic ? <Ident value={bic} name={`${side} BIC`} /> : none}</Row>
        <Row label="Identification code" show={isPresent(code)}>
          <Ident value={code!} name={`${side} identification code`} />
        </Row>
        {other ? (
          <>
            <Row label="Other account id" show={isPresent(other.id)}>
              <Ident value={other.id!} name={`${side} other account id`} />
            </Row>
            <Row label="Account issuer" show={isPresent(other.issuer)}>
              <span className="font-mono">{other.issuer}</span>
            </Row>
            <Row label="Account scheme" show={isPresent(other.scheme_name_code)}>
              <span className="font-mono">{other.scheme_name_code}</span>
            </Row>
            <OtherKeys obj={other} known={["id", "issuer", "scheme_name_code"]} prefix="Account" />
          </>
        ) : null}
      </dl>
    </DetailSection>
  );
}
