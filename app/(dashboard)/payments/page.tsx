import { placeholderPage } from "../placeholder-page";

const { metadata, Page } = placeholderPage("/payments");

export { metadata };
export default Page;
