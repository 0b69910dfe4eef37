import { placeholderPage } from "../placeholder-page";

const { metadata, Page } = placeholderPage("/events");

export { metadata };
export default Page;
