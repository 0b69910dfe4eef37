import { placeholderPage } from "../placeholder-page";

const { metadata, Page } = placeholderPage("/ledger");

export { metadata };
export default Page;
