import { placeholderPage } from "./placeholder-page";

const { metadata, Page } = placeholderPage("/");

export { metadata };
export default Page;
