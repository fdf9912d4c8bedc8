import { ArrowLeft, FileSignature } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { type LegalText, LGPD_TEXT, PRIVACY_TEXT } from "./privacy-texts";

/** The footer's Termos, Privacidade and LGPD pages (public). */
const PAGES: Record<string, LegalText> = {
  "/termos": {
    title: "Termos de Uso",
    intro: "As regras de uso da Minuta pelas empresas que a contratam e por seus usuários.",
    sections: [
      {
        title: "Objeto",
        paragraphs: [
          "A Minuta oferece a geração de contratos e documentos a partir de modelos, o envio por e-mail ou WhatsApp e a coleta de assinaturas eletrônicas.",
        ],
      },
      {
        title: "Conta e acesso",
        paragraphs: [
          "Cada usuário é responsável pela guarda da sua senha. O administrador da empresa define os papéis e as permissões de quem usa a conta corporativa.",
        ],
      },
      {
        title: "Conteúdo dos documentos",
        paragraphs: [
          "O conteúdo dos modelos e dos documentos gerados é de responsabilidade de quem os cria. A Minuta não revisa nem presta assessoria jurídica sobre esse conteúdo.",
        ],
      },
      {
        title: "Planos e cobrança",
        paragraphs: [
          "Os limites de usuários, modelos e assinaturas seguem o plano contratado. A assinatura mensal ou anual pode ser cancelada a qualquer tempo, sem reembolso do período em curso.",
        ],
      },
    ],
  },
  "/privacidade": PRIVACY_TEXT,
  "/lgpd": LGPD_TEXT,
};

/** The other legal pages, linked at the foot of each. */
const OTHERS: Array<[string, string]> = [
  ["/termos", "Termos de Uso"],
  ["/privacidade", "Política de Privacidade"],
  ["/lgpd", "LGPD — Seus direitos"],
];

export default function LegalPage() {
  const { pathname } = useLocation();
  const page = PAGES[pathname] ?? PAGES["/termos"];
  useEffect(() => {
    if (page) document.title = `${page.title} · Minuta`;
  }, [page]);
  if (!page) return null;
  return (
    <div className="min-h-screen bg-white text-slate-900">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">
          <Link to="/landing" className="flex items-center gap-2 text-lg font-bold text-blue-800">
            <FileSignature aria-hidden="true" className="size-6" />
            Minuta
          </Link>
          <Link to="/landing" className="flex items-center gap-1 text-sm text-slate-700 hover:text-blue-800">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Voltar ao site
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">{page.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{page.intro}</p>
        {page.sections.map((section) => (
          <section key={section.title} className="mt-8">
            <h2 className="text-xl font-semibold">{section.title}</h2>
            {section.paragraphs?.map((text) => (
              <p key={text} className="mt-2 text-slate-700">
                {text}
              </p>
            ))}
            {section.items && (
              <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700">
                {section.items.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <nav
          aria-label="Outras páginas legais"
          className="mt-10 flex flex-wrap gap-4 border-t border-slate-200 pt-4 text-sm"
        >
          {OTHERS.filter(([to]) => to !== pathname).map(([to, label]) => (
            <Link key={to} to={to} className="text-blue-800 underline underline-offset-2">
              {label}
            </Link>
          ))}
        </nav>
      </main>
    </div>
  );
}
