import { BadgeCheck, FolderKanban, Gauge, PenLine, ShieldCheck, Sparkles, Users } from "lucide-react";
import { SEAL_CLAIM_TEXTS, servedSealClaim } from "../../../domain/signatures/seal-claim";

/** The landing's feature and benefit cards. */
export const FEATURES = [
  {
    icon: Sparkles,
    title: "Criação inteligente",
    text: "Modelos com variáveis tipadas geram contratos completos em minutos, sem copiar e colar.",
  },
  {
    icon: PenLine,
    title: "Assinatura eletrônica",
    text: "Envie para assinatura com um clique e acompanhe cada signatário em tempo real.",
  },
  {
    icon: FolderKanban,
    title: "Gestão centralizada",
    text: "Todos os documentos, modelos e usuários da empresa em um só lugar, com histórico de envios.",
  },
];

export const BENEFITS = [
  { icon: Gauge, value: "80%", title: "mais rápido", text: "na elaboração de contratos do dia a dia." },
  { icon: ShieldCheck, value: "100%", title: "seguro", text: "dados protegidos e tratados conforme a LGPD." },
  {
    icon: BadgeCheck,
    value: "Validade",
    title: "jurídica",
    // ICP-Brasil only while such a certificate seals: the served HTML says which (issue 48 point 3).
    get text() {
      return SEAL_CLAIM_TEXTS[servedSealClaim()];
    },
  },
  {
    icon: Users,
    value: "Colaboração",
    title: "com controle",
    text: "papéis e permissões definem quem cria, edita e aprova.",
  },
];
