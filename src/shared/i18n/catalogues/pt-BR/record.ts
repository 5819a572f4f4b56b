import type { Catalogue } from "../../translate.js";

export default {
  trackRecord: {
    title: "Histórico",
    description: "Cada sinal encerrado com seus eventos e horários, e os números calculados a partir deles.",
    heading: "Cada sinal, no histórico",
    lead: "Cada sinal encerrado e anulado, com todos os eventos e seus horários. Nada do que é publicado é apagado, e qualquer pessoa pode verificar que nada foi editado.",
  },
  free: {
    title: "Sinais grátis",
    description:
      "Sinais passados exatamente como os membros receberam, com cada evento e seu horário, depois de um atraso.",
    heading: "Nossos sinais, grátis, um pouco depois",
    lead: "Todos os sinais, vencedores e perdedores, exatamente como os membros receberam: os níveis, os alvos, o comentário e cada evento com seu horário, todos no histórico verificável.",
  },
} satisfies Catalogue;
