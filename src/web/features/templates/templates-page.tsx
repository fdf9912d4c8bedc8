import { Navigate, Route, Routes } from "react-router";
import { TemplateFormScreen } from "./template-form-screen";
import { TemplateListScreen } from "./template-list";
import { TemplateViewScreen } from "./template-view";
import { WordImportScreen } from "./word-import";

/**
 * /admin/templates/* (spec 2 §2.2): the list, the create/edit form and the read-only view. Each view
 * has its own address under /admin/templates; save, cancel and back return to the list.
 */
export default function TemplatesPage() {
  return (
    <Routes>
      <Route index element={<TemplateListScreen />} />
      <Route path="new" element={<TemplateFormScreen />} />
      <Route path="import" element={<WordImportScreen />} />
      <Route path="edit/:id" element={<TemplateFormScreen />} />
      <Route path="view/:id" element={<TemplateViewScreen />} />
      <Route path="*" element={<Navigate to="/admin/templates" replace />} />
    </Routes>
  );
}
