// What the composition root (app.ts, jobs.ts, workers.ts, deps.ts) registers of the files module: its routes and jobs.
export { databaseFileStorage } from "./file-storage";
export { fileRoutes } from "./routes";
export { s3FileStorage } from "./s3-file-storage";
