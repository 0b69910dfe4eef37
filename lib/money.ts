// Client-safe money helpers. Money is stored and sent in minor units (bigint here, a JSON number on the
// wire) and shown with the currency's precision, the user's locale and the ISO code; people type major
// units (docs/pages.md#amounts-and-identifiers). The pieces live in lib/money/.

export {
  currencyDecimals,
  isCurrencyCode,
  MAX_DECIMALS,
  parseLedgerCurrency,
  resolveCurrency,
  type Currency,
} from "./money/currencies";
export { formatMinor, localeNumbers, MINUS, type FormatOptions, type LocaleNumbers } from "./money/format";
export {
  MAX_MINOR,
  parseMajorAmount,
  toMinorNumber,
  type ParseOptions,
  type ParseResult,
} from "./money/parse";
export { toPlainDecimal } from "./money/plain";
