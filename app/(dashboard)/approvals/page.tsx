import { placeholderPage } from "../placeholder-page";

const { metadata, Page } = placeholderPage("/approvals");

export { metadata };
export default Page;
