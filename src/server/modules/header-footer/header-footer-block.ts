import { headerFooterTemplates as hf } from "../../db/tables/header-footer";

/**
 * The columns of a header/footer as a document renders it (`HeaderFooterBlock`): what a template
 * shows of its default header/footer, and the base of the header/footer screen's own rows.
 */
export const headerFooterBlockColumns = {
  id: hf.id,
  name: hf.name,
  type: hf.type,
  layoutType: hf.layoutType,
  imageUrl: hf.imageUrl,
  imagePosition: hf.imagePosition,
  imageHeight: hf.imageHeight,
  contentHtml: hf.contentHtml,
};
