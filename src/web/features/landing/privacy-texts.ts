/**
 * What /privacidade and /lgpd say (issue 27): exactly what the product does, read from its schema and
 * its integrations — nothing it does not do. Plain data, so the public page stays light.
 */
export interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}
export interface LegalText {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export const PRIVACY_TEXT: LegalText = {
  title: "Política de Privacidade",
  intro:
    "Esta página descreve o que a Minuta guarda, onde guarda, com quem compartilha e por quanto tempo. A empresa que contrata a Minuta é a controladora dos dados que cadastra; a Minuta os trata por conta dela.",
  sections: [
    {
      title: "Dados pessoais que guardamos",
      items: [
        "Usuários: nome, e-mail, telefone (opcional), papel na empresa, preferências da conta e a senha — apenas o seu resumo criptográfico (hash), nunca a senha em si.",
        "Sessões de acesso: o endereço IP e o navegador (user agent) de cada sessão aberta; sessões e links de confirmação expirados são apagados diariamente.",
        "Empresas: razão social, e-mail, telefone, endereço e CNPJ/CPF informados no cadastro da conta.",
        "Documentos: o conteúdo preenchido dos modelos (que pode conter CPF, endereço e outros dados que a empresa digitar), o e-mail e o telefone do destinatário, e os PDFs gerados.",
        "Envios: para cada e-mail ou WhatsApp enviado, o destinatário, o assunto, a mensagem, a situação do envio e o link compartilhado.",
        "Assinaturas: nome, e-mail e telefone de cada signatário; na assinatura pela própria Minuta, também o endereço IP, o navegador, a data e hora de cada etapa, a assinatura digitada ou desenhada e o motivo da recusa, quando houver — a evidência da assinatura.",
        "Trilha de auditoria: quem fez o quê e quando (usuário, conta, ação, alvo), com endereço IP e navegador.",
        "Credenciais de integração (SMTP, WhatsApp, ZapSign, certificado do selo): guardadas cifradas (AES-256-GCM); a tela mostra apenas se existem.",
      ],
    },
    {
      title: "Onde ficam",
      paragraphs: [
        "Todos esses dados ficam no banco de dados da instalação: PostgreSQL ou, em instalações pequenas, PGlite (o PostgreSQL embutido, gravado em disco no servidor). Os PDFs e as imagens enviadas ficam nesse mesmo banco ou, quando a instalação configura um armazenamento compatível com S3 (STORAGE=s3), num bucket privado dela. A instalação escolhe o servidor e o país onde ele fica.",
        "A plataforma usa apenas os cookies de sessão necessários para manter você conectado; não há cookies nem scripts de publicidade ou de análise de terceiros.",
      ],
    },
    {
      title: "Com quem compartilhamos (só quando configurado)",
      paragraphs: [
        "Nenhum dado sai da instalação sem uma integração configurada pela empresa ou pelo administrador da plataforma. Quando configurada:",
      ],
      items: [
        "Servidor de e-mail (SMTP) da empresa ou da plataforma: recebe o endereço do destinatário, o assunto, a mensagem e o link ou o PDF enviado.",
        "Evolution API (WhatsApp), quando a empresa a configura: recebe o telefone do destinatário e a mensagem com o link.",
        "ZapSign, quando o administrador da plataforma escolhe esse provedor de assinatura: recebe o PDF e o nome, o e-mail e o telefone de cada signatário.",
        "Autoridade de carimbo do tempo (TSA), quando configurada: recebe apenas o resumo criptográfico (hash) do PDF assinado, nunca o documento nem dados pessoais.",
        "Webhooks da empresa: os endereços que a própria empresa cadastra recebem identificadores e situações de documentos, envios e assinaturas.",
        "Assistente de contratos (IA), só nos planos com Acesso à IA e só quando um usuário pede: o texto colado ou o texto do documento escolhido, com as instruções do recurso, é enviado ao provedor de modelo de linguagem configurado pelo administrador da plataforma. Cada chamada é registrada com conta, usuário, recurso, tokens, tempo e modelo; os textos só são guardados se a empresa autorizar. Um texto longo é processado em segundo plano: o texto colado fica no registro só até o fim do processamento, e o resultado fica disponível ao próprio usuário por um dia.",
      ],
    },
    {
      title: "Por quanto tempo",
      paragraphs: [
        "Por padrão, os dados ficam enquanto a conta existir. O administrador da empresa pode ativar a retenção automática em Configurações → Retenção de dados: excluir rascunhos sem alteração há um número de dias e registros de envio após um número de meses. A exclusão roda uma vez por dia e cada aplicação fica registrada na trilha de auditoria, com as quantidades removidas.",
        "Documentos finalizados, enviados e assinados e a sua evidência não são excluídos pela retenção. A trilha de auditoria não pode ser alterada nem apagada pela aplicação: ela é o registro que a lei pede que seja mantido (LGPD, art. 16 e art. 37).",
      ],
    },
    {
      title: "Segurança",
      paragraphs: [
        "O acesso segue os papéis de cada usuário na empresa, e cada consulta é limitada à conta de quem consulta. Senhas ficam apenas como hash; credenciais de integração, cifradas. A trilha de auditoria é encadeada por hash, de modo que qualquer alteração ou remoção de um registro é detectável.",
      ],
    },
  ],
};

export const LGPD_TEXT: LegalText = {
  title: "LGPD — Seus direitos",
  intro:
    "A Lei nº 13.709/2018 (LGPD), no art. 18, garante a você confirmação do tratamento, acesso, correção, anonimização ou eliminação, portabilidade e informação sobre compartilhamento. Veja como exercer cada um na própria Minuta.",
  sections: [
    {
      title: "Se você usa a Minuta",
      items: [
        "Acesso e portabilidade: em \u201cMeus dados\u201d, peça o download do que a sua empresa guarda sobre você na plataforma (perfil, papéis, documentos que você criou, envios para você e assinaturas que você fez nela, com a evidência), em um arquivo ZIP com JSON e os PDFs. O link vale por 24 horas e o pedido fica na trilha de auditoria.",
        "Correção: peça ao administrador da sua empresa (ou ao da plataforma, se você não pertence a uma empresa); ele corrige nome, e-mail e telefone no Gerenciamento de Usuários.",
        "Eliminação: em \u201cMeus dados\u201d, peça a exclusão da sua conta. O administrador da sua empresa (ou o da plataforma, para usuários sem empresa) confirma; então nome, e-mail e telefone são anonimizados na sua empresa e o acesso é encerrado. O que outras empresas guardam sobre o mesmo e-mail é delas: peça a cada uma, pelo link do e-mail de assinatura.",
      ],
    },
    {
      title: "Se você assinou ou recebeu um documento",
      paragraphs: [
        "Cada e-mail de assinatura traz um link para pedir a exclusão dos seus dados. O pedido vai ao administrador da empresa que enviou o documento, que é quem decide, como controlador dos dados.",
      ],
    },
    {
      title: "O que é mantido mesmo após a eliminação",
      paragraphs: [
        "Documentos assinados e a sua evidência (quem assinou, quando, de qual endereço IP) e a trilha de auditoria são mantidos para cumprir obrigação legal e permitir a defesa em processos (LGPD, art. 16, I, e art. 7º, VI). A confirmação da exclusão informa o que foi mantido.",
      ],
    },
    {
      title: "Quem responde",
      paragraphs: [
        "A empresa que enviou o documento ou cadastrou você é a controladora dos seus dados e responde aos pedidos. Para saber o que é guardado, onde e com quem é compartilhado, veja a Política de Privacidade.",
      ],
    },
  ],
};
