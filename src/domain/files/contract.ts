import { binaryBody, defineContract, noContent, uploadContract } from "../shared/contracts/define";
import { idParamsSchema, storedFileInfoSchema } from "../templates/templates";

/** Stored files: image uploads for templates and headers/footers, and the files themselves. */
export const fileContracts = {
  /** The body is the image's raw bytes (any Content-Type: the type is read from the bytes), so no body schema. */
  uploadImage: uploadContract(
    "/api/files/images",
    "Envia uma imagem (bytes no corpo, até 5 MB)",
    { 201: storedFileInfoSchema },
    ["IMAGE_TOO_LARGE", "NOT_AN_IMAGE"],
  ),
  /** Public by its unguessable id (docs/decisions/0006-stored-files-public-by-unguessable-id.md). */
  get: defineContract({
    method: "GET",
    path: "/api/files/:id",
    summary: "Um arquivo armazenado (público pelo identificador)",
    params: idParamsSchema,
    response: {
      200: binaryBody("image/*", "O arquivo, com o tipo de conteúdo com que foi armazenado"),
      302: noContent.meta({
        description: "Redireciona a um endereço assinado e de curta duração (S3_PRESIGNED_DOWNLOADS)",
      }),
    },
    errors: ["NOT_FOUND"],
  }),
};
