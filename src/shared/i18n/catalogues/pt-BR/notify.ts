import type { Catalogue } from "../../translate.js";

export default {
  heldSummary: {
    title_one: "{{count}} atualização enquanto você estava fora",
    title_many: "{{count}} de atualizações enquanto você estava fora",
    title_other: "{{count}} atualizações enquanto você estava fora",
  },
  signal: {
    long: "COMPRA",
    short: "VENDA",
    opened: "Novo sinal: {{direction}} em {{asset}} a {{price}}",
    onRecord: "{{line}} · histórico nº {{number}}",
    headline: "{{asset}} {{direction}}",
    entry: "Entrada: {{price}}",
    target: "Alvo {{number}}: {{price}}",
    stop: "Stop: {{price}}",
    risk: "Risco: {{level}}",
    riskLevel: { low: "baixo", moderate: "moderado", high: "alto" },
  },
  status: {
    line: "Status: {{parts}}",
    planning: "Planejada",
    active: "Aberta",
    closed: "Encerrada",
    targetsHit: "{{hits}} de {{total}} alvos atingidos",
    closedShare: "{{share}} realizado",
    result: "resultado {{result}}",
    cancelled: "cancelada",
    voided: "anulada",
  },
  member: {
    open: "Abrir no {{appName}}",
  },
  room: {
    details: "Detalhes",
    accessEnded: {
      room: "Seu acesso à sala do {{appName}} terminou: {{reason}}.",
      proRoom: "Seu acesso à sala Pro do {{appName}} terminou: {{reason}}.",
      server: "Seu acesso ao servidor do {{appName}} terminou: {{reason}}.",
      renew: "Renove aqui:",
      reason: {
        unlinked: "sua conta foi excluída ou desvinculada do {{platform}}",
        inactive: "sua assinatura não está mais ativa",
        expired: "sua assinatura expirou em {{date}}",
        ended: "seu acesso terminou",
        notPro: "seu plano não inclui mais o Pro",
      },
    },
    welcome: {
      room: "Boas-vindas à sala do {{appName}}. Seu convite pessoal (de uso único, válido por uma hora):",
      proRoom: "Boas-vindas à sala Pro do {{appName}}. Seu convite pessoal (de uso único, válido por uma hora):",
      server: "Boas-vindas ao servidor do {{appName}}. Você tem o cargo {{role}}, que acompanha o seu plano.",
    },
    recordHead: {
      title: "Topo do histórico publicado",
      body: "Em {{time}}, a cadeia do histórico terminava no evento {{sequence}}, cujo hash é:",
      keep: "Guarde esta mensagem: qualquer pessoa pode conferir o histórico com ela.",
      action: "Abrir o histórico",
    },
  },
} satisfies Catalogue;
