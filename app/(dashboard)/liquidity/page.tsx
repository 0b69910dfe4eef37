import { placeholderPage } from "../placeholder-page";

const { metadata, Page } = placeholderPage("/liquidity");

export { metadata };
export default Page;
