import { ArrowRight, FileSignature, Mail, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandLink } from "../../components/brand-link";
import { buttonClass } from "../../components/ui/button";
import { signInLink } from "../../lib/sign-in-link";
import { CopyrightLine } from "./copyright-line";
import { BENEFITS, FEATURES } from "./landing-texts";
import { Pricing } from "./pricing";

/** The header's links to the sections of this page. */
const SECTION_LINKS: Array<[string, string]> = [
  ["Recursos", "#features"],
  ["Planos", "#pricing"],
  ["Contato", "#contact"],
];

/** The footer's links to the legal pages (each opens its note in the 'legal' section below). */
const LEGAL_LINKS: Array<[string, string]> = [
  ["Termos", "/termos"],
  ["Privacidade", "/privacidade"],
  ["LGPD", "/lgpd"],
];

const nav = "text-sm font-medium text-slate-700 hover:text-blue-800";

/** Public marketing page (spec 3, "Landing page"). */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-white text-slate-900">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <BrandLink to="/landing" />
          <nav aria-label="Seções" className="hidden gap-6 md:flex">
            {SECTION_LINKS.map(([label, href]) => (
              <a key={href} href={href} className={nav}>
                {label}
              </a>
            ))}
          </nav>
          <div className="flex gap-2">
            <Link {...signInLink("login")} className={buttonClass("secondary")}>
              Entrar
            </Link>
            <Link {...signInLink("signup")} className={buttonClass("primary")}>
              Começar Agora
            </Link>
          </div>
        </div>
      </header>

      <main>
        <section className="bg-gradient-to-br from-blue-50 via-white to-slate-100">
          <div className="mx-auto max-w-6xl px-4 py-20 text-center sm:px-6">
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-blue-700">
              Contratos e documentos sem complicação
            </p>
            <h1 className="mx-auto max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
              Gere, envie e assine contratos em minutos
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
              A Minuta transforma seus modelos em documentos prontos, envia por e-mail ou WhatsApp e coleta assinaturas
              eletrônicas com validade jurídica.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link {...signInLink("signup")} className={buttonClass("primary", "px-6 py-3 text-base")}>
                Começar Agora
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <a href="#features" className={buttonClass("secondary", "px-6 py-3 text-base")}>
                Conhecer os recursos
              </a>
            </div>
          </div>
        </section>

        <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6">
          <h2 className="text-center text-3xl font-bold">Tudo o que você precisa para seus contratos</h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {FEATURES.map((f) => (
              <li key={f.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
                <f.icon aria-hidden="true" className="mb-4 size-10 rounded-lg bg-blue-100 p-2 text-blue-800" />
                <h3 className="text-lg font-semibold">{f.title}</h3>
                <p className="mt-2 text-slate-700">{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="bg-slate-50" aria-labelledby="benefits-title">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="benefits-title" className="text-center text-3xl font-bold">
              Por que escolher a Minuta
            </h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {BENEFITS.map((b) => (
                <li key={b.title} className="rounded-xl bg-white p-6 text-center shadow-sm">
                  <b.icon aria-hidden="true" className="mx-auto mb-3 size-8 text-blue-700" />
                  <p className="text-2xl font-bold text-blue-800">{b.value}</p>
                  <p className="font-semibold">{b.title}</p>
                  <p className="mt-2 text-sm text-slate-700">{b.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="bg-blue-800 text-white" aria-labelledby="cta-title">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
            <h2 id="cta-title" className="text-3xl font-bold">
              Pronto para acelerar seus contratos?
            </h2>
            <p className="mt-3 text-blue-100">Crie sua conta e gere o primeiro documento hoje mesmo.</p>
            <Link
              {...signInLink("signup")}
              className="mt-8 inline-flex items-center gap-2 rounded-md bg-white px-6 py-3 font-semibold text-blue-800 hover:bg-blue-50"
            >
              Começar Agora
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </section>

        <section id="pricing" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6">
          <h2 className="text-center text-3xl font-bold">Planos</h2>
          <p className="mt-2 text-center text-slate-700">Escolha o plano ideal para o tamanho da sua operação.</p>
          <Pricing />
        </section>

        <section id="contact" className="scroll-mt-20 bg-slate-50">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
            <h2 className="text-3xl font-bold">Fale conosco</h2>
            <p className="mt-2 text-slate-700">Tire suas dúvidas sobre planos, integrações e implantação.</p>
            <div className="mt-8 flex flex-wrap justify-center gap-4">
              <a href="mailto:contato@minuta.com.br" className={buttonClass("secondary")}>
                <Mail aria-hidden="true" className="size-4" />
                contato@minuta.com.br
              </a>
              <span className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm">
                <MessageCircle aria-hidden="true" className="size-4" />
                Atendimento de segunda a sexta, das 9h às 18h
              </span>
            </div>
          </div>
        </section>
        <section id="legal" aria-labelledby="legal-title" className="border-t border-slate-200 bg-slate-50">
          <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm text-slate-700 sm:px-6 md:grid-cols-3">
            <h2 id="legal-title" className="sr-only">
              Informações legais
            </h2>
            <LegalNote id="termos" title="Termos de uso">
              <p className="mt-2">
                A Minuta é contratada por empresas por meio de um plano de assinatura; cada conta corporativa responde
                pelos modelos, documentos e usuários que cadastra. Peça a íntegra dos termos a contato@minuta.com.br.
              </p>
            </LegalNote>
            <LegalNote id="privacidade" title="Privacidade">
              <p className="mt-2">
                Os dados ficam no banco de dados da instalação e só saem para as integrações que a empresa configura
                (e-mail, WhatsApp, provedor de assinatura). Veja o que guardamos, onde e por quanto tempo na{" "}
                <Link to="/privacidade" className="text-blue-800 underline">
                  Política de Privacidade.
                </Link>
              </p>
            </LegalNote>
            <LegalNote id="lgpd" title="LGPD">
              <p className="mt-2">
                Baixe os seus dados ou peça a exclusão da sua conta em “Meus dados”; signatários pedem pelo link do
                e-mail de assinatura. Veja{" "}
                <Link to="/lgpd" className="text-blue-800 underline">
                  os seus direitos e como exercê-los.
                </Link>
              </p>
            </LegalNote>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 bg-slate-900 text-slate-300">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 md:grid-cols-4">
          <div>
            <p className="flex items-center gap-2 text-lg font-bold text-white">
              <FileSignature aria-hidden="true" className="size-5" />
              Minuta
            </p>
            <p className="mt-2 text-sm">Contratos e documentos com assinatura eletrônica.</p>
          </div>
          <FooterColumn
            title="Produto"
            links={[
              ["Recursos", "#features"],
              ["Planos", "#pricing"],
            ]}
          />
          <FooterColumn
            title="Empresa"
            links={[
              ["Sobre a Minuta", "#features"],
              ["Contato", "#contact"],
            ]}
          />
          <FooterColumn
            title="Suporte"
            links={[
              ["Central de ajuda", "#contact"],
              ["Fale conosco", "#contact"],
            ]}
          />
        </div>
        <div className="border-t border-slate-800">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm sm:px-6">
            <CopyrightLine />
            <nav aria-label="Informações legais" className="flex gap-4">
              {LEGAL_LINKS.map(([label, to]) => (
                <Link key={to} to={to} className="hover:text-white">
                  {label}
                </Link>
              ))}
            </nav>
          </div>
        </div>
      </footer>
    </div>
  );
}

/** One note of the 'legal' section; its id is where /termos, /privacidade and /lgpd scroll to. */
function LegalNote({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

function FooterColumn({ title, links }: { title: string; links: Array<[string, string]> }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(([label, href]) => (
          <li key={label}>
            <a href={href} className="hover:text-white">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default LandingPage;
