import { placeholderPage } from "../placeholder-page";

const { metadata, Page } = placeholderPage("/restriction-orders");

export { metadata };
export default Page;
