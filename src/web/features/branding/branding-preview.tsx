import { type Brand, PLATFORM_NAME } from "../../../domain/branding/branding";

/** The logo, or the name in the brand's colour when there is none. */
export function BrandMark({
  brand,
  size = "h-8",
}: {
  brand: Pick<Brand, "name" | "logoUrl" | "primaryColor">;
  size?: string;
}) {
  return brand.logoUrl ? (
    <img src={brand.logoUrl} alt={brand.name} className={`${size} w-auto max-w-[200px] object-contain`} />
  ) : (
    <span className="font-bold" style={{ color: brand.primaryColor }}>
      {brand.name}
    </span>
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold text-slate-800">{title}</figcaption>
      <div className="overflow-hidden rounded-lg border border-slate-300 bg-white text-sm text-slate-900 shadow-sm">
        {children}
      </div>
    </figure>
  );
}

const contact = (b: Brand) => [b.supportEmail, b.supportPhone].filter(Boolean).join(" · ");

/**
 * Live preview of the form's values: the signer's e-mail, the signing page and the evidence page, drawn
 * with the same colours and texts the server uses (email layout, signing page, signed PDF).
 */
export function BrandingPreview({ brand }: { brand: Brand }) {
  const button = { backgroundColor: brand.primaryColor, color: "#fff" };
  return (
    <div className="grid gap-4 lg:grid-cols-3" data-testid="branding-preview">
      <Frame title="E-mail ao signatário">
        <div className="border-b-4 p-3" style={{ borderColor: brand.primaryColor }}>
          <BrandMark brand={brand} />
        </div>
        <div className="flex flex-col gap-2 p-3">
          <p>Olá, Maria.</p>
          <p>Você foi convidado(a) por {brand.name} a assinar o documento "Contrato de prestação de serviços".</p>
          <span className="self-start rounded px-3 py-2 font-semibold" style={button}>
            Ler e assinar
          </span>
          {brand.emailSignature && <p className="whitespace-pre-line">{brand.emailSignature}</p>}
          <p className="text-xs text-slate-600">
            {brand.name}
            {contact(brand) && ` · ${contact(brand)}`}
          </p>
          {!brand.whiteLabel && <p className="text-xs text-slate-600">Enviado por meio do {PLATFORM_NAME}.</p>}
        </div>
      </Frame>
      <Frame title="Página de assinatura">
        <div className="flex items-center gap-2 border-b border-slate-200 p-3">
          <BrandMark brand={brand} size="h-6" />
        </div>
        <div className="flex flex-col gap-2 p-3">
          <p className="font-semibold">Contrato de prestação de serviços</p>
          <span className="underline" style={{ color: brand.accentColor }}>
            Baixar o PDF
          </span>
          <span className="self-start rounded px-3 py-2 font-semibold" style={button}>
            Assinar
          </span>
        </div>
      </Frame>
      <Frame title="Página de evidências (PDF)">
        <div className="flex flex-col items-start gap-1 p-3 font-serif text-xs">
          <BrandMark brand={brand} size="h-6" />
          <span className="block h-1 w-full" style={{ backgroundColor: brand.primaryColor }} />
          <p style={{ color: brand.primaryColor }}>Enviado por: {brand.name}</p>
          <p className="text-base font-bold">Página de evidências</p>
          <p>Documento: Contrato de prestação de serviços</p>
          <p>Signatário 1: Maria Silva</p>
          <p className="text-slate-600">
            Assinado eletronicamente via {brand.whiteLabel ? brand.name : PLATFORM_NAME}.
          </p>
        </div>
      </Frame>
    </div>
  );
}
