import { placeholderPage } from "../placeholder-page";

const { metadata, Page } = placeholderPage("/cancellations");

export { metadata };
export default Page;
