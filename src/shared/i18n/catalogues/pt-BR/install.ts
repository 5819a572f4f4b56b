import type { Catalogue } from "../../translate.js";

/**
 * O aviso que oferece instalar o app: carregado com o aviso, quando a página já responde; e o que oferece atualizá-lo,
 * quando há uma nova versão pronta.
 */
export default {
  title: "Instale o {{appName}}",
  android: "Adicione à sua tela inicial para receber alertas de sinais na hora e usar em tela cheia.",
  ios: "Para receber alertas push neste aparelho, toque em {{share}} e depois em {{add}}.",
  share: "Compartilhar",
  addToHomeScreen: "Adicionar à Tela de Início",
  dismiss: "Fechar",
  later: "Depois",
  installApp: "Instalar app",
  update: {
    title: "Atualização disponível",
    description: "Uma nova versão do app está pronta.",
    reload: "Recarregar",
  },
} satisfies Catalogue;
