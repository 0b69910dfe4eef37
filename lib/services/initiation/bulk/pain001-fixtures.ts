// Small pain.001 files for the parser's tests, shaped as banks' and ERPs' exports are.

export const NS03 = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03";
export const NS09 = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.09";

export type TTx = {
  e2e?: string;
  amount?: string;
  ccy?: string;
  name: string;
  iban: string;
  bic?: string;
  extra?: string;
};

export function tx(t: TTx, bicTag = "BIC"): string {
  return `
      <CdtTrfTxInf>
        <PmtId><InstrId>I-${t.e2e ?? "x"}</InstrId><EndToEndId>${t.e2e ?? "NOTPROVIDED"}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="${t.ccy ?? "EUR"}">${t.amount ?? "100.00"}</InstdAmt></Amt>
        ${t.bic ? `<CdtrAgt><FinInstnId><${bicTag}>${t.bic}</${bicTag}></FinInstnId></CdtrAgt>` : ""}
        <Cdtr><Nm>${t.name}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${t.iban}</IBAN></Id></CdtrAcct>
        ${t.extra ?? ""}
      </CdtTrfTxInf>`;
}

export type TBlock = {
  debtor?: string;
  iban?: string;
  bic?: string;
  date: string;
  typeInfo?: string;
  txs: string[];
};

export function block(b: TBlock, bicTag = "BIC"): string {
  return `
    <PmtInf>
      <PmtInfId>B-1</PmtInfId><PmtMtd>TRF</PmtMtd><NbOfTxs>${b.txs.length}</NbOfTxs>
      ${b.typeInfo ?? "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>"}
      <ReqdExctnDt>${b.date}</ReqdExctnDt>
      <Dbtr><Nm>${b.debtor ?? "Acme Treasury GmbH"}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${b.iban ?? "DE89370400440532013000"}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><${bicTag}>${b.bic ?? "COBADEFFXXX"}</${bicTag}></FinInstnId></DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
      ${b.txs.join("")}
    </PmtInf>`;
}

export function document(namespace: string, blocks: string[], root = "Document"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="${namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>MSG-2026-11-26-001</MsgId><CreDtTm>2026-11-26T09:30:00</CreDtTm><NbOfTxs>1</NbOfTxs>
      <InitgPty><Nm>Acme Treasury GmbH</Nm></InitgPty></GrpHdr>${blocks.join("")}
  </CstmrCdtTrfInitn>
</${root}>`;
}

/** A v03 file: one SEPA block with two transactions, one Instant block (LclInstrm INST) with one. */
export const V03 = document(NS03, [
  block({
    date: "2026-12-01",
    txs: [
      tx({
        e2e: "INV-2026-0042",
        amount: "1250.50",
        name: "Müller &amp; Söhne KG",
        iban: "DE75512108001245126199",
        bic: "SOGEDEFFXXX",
        extra: "<Purp><Cd>SUPP</Cd></Purp><RmtInf><Ustrd>Invoice 2026-0042</Ustrd></RmtInf>",
      }),
      tx({
        name: "Dupont SARL",
        iban: "FR1420041010050500013M02606",
        amount: "99.99",
        extra:
          "<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf>",
      }),
    ],
  }),
  block({
    debtor: "Acme Payroll",
    iban: "DE02120300000000202051",
    bic: "BYLADEM1001",
    date: "2026-11-27",
    typeInfo: "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>INST</Cd></LclInstrm></PmtTpInf>",
    txs: [tx({ e2e: "PAY-7", amount: "2000", name: "Jan de Vries", iban: "NL91ABNA0417164300" })],
  }),
]);
