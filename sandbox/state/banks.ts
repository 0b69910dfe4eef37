// Names of the banks the sandbox's payments come from, by BIC: the platform reports the instructing bank
// of an inbound payment as origin_bic / origin_name (v2 search item), and a BIC alone is not a name.

const BANK_NAMES: Record<string, string> = {
  CSGNLT21XXX: "Countersign Sandbox Bank",
  CSGNLT22XXX: "Countersign Sandbox Bank, Kaunas branch",
  DEUTDEFFXXX: "Deutsche Bank AG",
  COBADEFFXXX: "Commerzbank AG",
  INGDDEFFXXX: "ING-DiBa AG",
  BNPAFRPPXXX: "BNP Paribas",
  BEXAFRPPXXX: "Banque Exemple SA",
  INGBNL2AXXX: "ING Bank N.V.",
  RABONL2UXXX: "Coöperatieve Rabobank U.A.",
  ABNANL2AXXX: "ABN AMRO Bank N.V.",
  BBVAESMMXXX: "Banco Bilbao Vizcaya Argentaria S.A.",
  CAIXESBBXXX: "CaixaBank S.A.",
  UNCRITMMXXX: "UniCredit S.p.A.",
  BPMOIT22XXX: "Banco BPM S.p.A.",
  HABALT22XXX: "Swedbank AB",
  GEBABEBBXXX: "BNP Paribas Fortis SA/NV",
  BKAUATWWXXX: "UniCredit Bank Austria AG",
  CHASUS33XXX: "JPMorgan Chase Bank, N.A.",
  BARCGB22XXX: "Barclays Bank PLC",
  UBSWCHZH80A: "UBS Switzerland AG",
  MHCBJPJTXXX: "Mizuho Bank, Ltd.",
};

/** The bank's name for an 8- or 11-character BIC, when the sandbox knows it. */
export function bankNameOf(bic: string | undefined): string | undefined {
  if (!bic) return undefined;
  const full = bic.length === 8 ? `${bic}XXX` : bic;
  return BANK_NAMES[full.toUpperCase()];
}
