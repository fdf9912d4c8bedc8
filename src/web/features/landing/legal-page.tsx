import { ArrowLeft, FileSignature } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";

/** The footer's Termos, Privacidade and LGPD pages (public). */
const PAGES: Record<string, { title: string; sections: Array<[string, string]> }> = {
  "/termos": {
    title: "Termos de Uso",
    sections: [
      [
        "Objeto",
        "A Minuta oferece a geração de contratos e documentos a partir de modelos, o envio por e-mail ou WhatsApp e a coleta de assinaturas eletrônicas por um provedor parceiro.",
      ],
      [
        "Conta e acesso",
        "Cada usuário é responsável pela guarda da sua senha. O administrador da empresa define os papéis e as permissões de quem usa a conta corporativa.",
      ],
      [
        "Conteúdo dos documentos",
        "O conteúdo dos modelos e dos documentos gerados é de responsabilidade de quem os cria. A Minuta não revisa nem presta assessoria jurídica sobre esse conteúdo.",
      ],
      [
        "Planos e cobrança",
        "Os limites de usuários, modelos e assinaturas seguem o plano contratado. A assinatura mensal ou anual pode ser cancelada a qualquer tempo, sem reembolso do período em curso.",
      ],
    ],
  },
  "/privacidade": {
    title: "Política de Privacidade",
    sections: [
      [
        "Dados que tratamos",
        "Nome, e-mail e telefone dos usuários; dados da empresa; o conteúdo dos documentos gerados e os dados dos signatários informados para cada assinatura.",
      ],
      [
        "Para que usamos",
        "Para prestar o serviço: gerar, enviar e coletar a assinatura dos documentos, autenticar usuários e enviar comunicações sobre a conta.",
      ],
      [
        "Com quem compartilhamos",
        "Somente com os operadores necessários ao serviço (hospedagem, envio de e-mail e WhatsApp configurados pela empresa, provedor de assinatura eletrônica).",
      ],
      [
        "Assistente de contratos (IA)",
        "Só nos planos com Acesso à IA e só quando um usuário pede: o texto colado ou o texto do documento escolhido, com as instruções do recurso, é enviado ao provedor de modelo de linguagem configurado pelo administrador da plataforma. Cada chamada é registrada com conta, usuário, recurso, tokens, tempo e modelo; os textos só são guardados se a empresa autorizar.",
      ],
      ["Retenção", "Os dados são mantidos enquanto a conta estiver ativa ou pelo prazo exigido em lei."],
    ],
  },
  "/lgpd": {
    title: "LGPD — Seus direitos",
    sections: [
      [
        "Direitos do titular",
        "Conforme o art. 18 da Lei nº 13.709/2018, você pode pedir confirmação do tratamento, acesso, correção, anonimização, portabilidade e eliminação dos seus dados pessoais.",
      ],
      [
        "Como exercer",
        "Envie o pedido para privacidade@minuta.com.br a partir do e-mail cadastrado. Respondemos em até 15 dias.",
      ],
      [
        "Segurança",
        "Senhas e credenciais de integração são guardadas cifradas; o acesso aos documentos segue as permissões de cada papel na empresa.",
      ],
    ],
  },
};

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
        {page.sections.map(([title, text]) => (
          <section key={title} className="mt-6">
            <h2 className="text-xl font-semibold">{title}</h2>
            <p className="mt-2 text-slate-700">{text}</p>
          </section>
        ))}
      </main>
    </div>
  );
}
