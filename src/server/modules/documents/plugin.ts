// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the documents module: its routes and jobs.

export { documentApiRoutes } from "./api-routes";
export { pdfDocumentRoutes } from "./pdf-document-routes";
export { renderDocumentPdfJob } from "./render-pdf-job";
export { requeuePdfRendersJob } from "./requeue-pdf-renders-job";
export { documentRoutes } from "./routes";
