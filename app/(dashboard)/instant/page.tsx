import { placeholderPage } from "../placeholder-page";

const { metadata, Page } = placeholderPage("/instant");

export { metadata };
export default Page;
