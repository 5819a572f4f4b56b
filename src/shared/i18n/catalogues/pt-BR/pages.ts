import type { Catalogue } from "../../translate.js";

/** As páginas públicas além do destaque: as seções de baixo da página inicial e os avisos de risco predefinidos. */
export default {
  landing: {
    howItWorks: {
      eyebrow: "Como funciona",
      title: "Veja cada operação no momento em que ela acontece",
      description:
        "Nada de newsletters atrasadas ou dicas vagas: as mesmas posições que o trader abre, num formato que você pode seguir.",
      realTime: {
        title: "Posições compartilhadas em tempo real",
        text: "Cada operação é publicada assim que é aberta: ativo, direção, entrada, alvo, stop loss e nível de risco, com o raciocínio por trás dela.",
      },
      notifications: {
        title: "Notificações instantâneas",
        text: "Um alerta push chega ao seu celular ou computador no momento em que uma posição é aberta, alterada ou encerrada, mesmo com o app fechado.",
      },
      tracking: {
        title: "Acompanhamento de resultados",
        text: "As posições encerradas ficam registradas com o resultado, para você avaliar o histórico por conta própria.",
      },
    },
    example: {
      label: "Posição de exemplo: compra em {{symbol}}",
      kind: "Posição de exemplo",
      long: "Compra",
      risk: "Risco moderado",
      entry: "Entrada",
      target: "Alvo",
      stopLoss: "Stop loss",
      commentary:
        "Comprando o pullback no suporte depois do rompimento. Stop abaixo do último fundo; realizo metade no alvo.",
      caption: "Exemplo apenas ilustrativo. Não é um sinal ao vivo nem recomendação de investimento.",
    },
    markets: {
      eyebrow: "Mercados",
      title: "Uma assinatura, todos os grandes mercados",
      description: "As posições são publicadas onde estiver a oportunidade, em cinco classes de ativos.",
      examplesOf: "Exemplos de {{market}}",
      forex: { name: "Forex", text: "Pares de moedas principais e secundários." },
      commodities: {
        name: "Commodities",
        text: "Metais e energia.",
        gold: "Ouro",
        silver: "Prata",
        oil: "Petróleo",
      },
      crypto: { name: "Cripto", text: "Os ativos digitais mais líquidos." },
      indices: { name: "Índices", text: "Os principais índices de ações." },
      stocks: { name: "Ações", text: "Grandes empresas listadas, com alta liquidez." },
    },
    testimonials: {
      rated: "Avaliação: {{stars}} de {{max}}",
      eyebrow: "Depoimentos",
      title: "O que os membros dizem",
      description:
        "Exemplos ilustrativos do que os membros valorizam, não falas de membros reais nem resultados que eles obtiveram.",
      illustrative: "Exemplo ilustrativo",
      daniel: {
        quote:
          "Trabalho em tempo integral, então não dá para ficar olhando gráfico o dia todo. Os alertas me dizem exatamente o que foi aberto e por quê, e a decisão é minha.",
        role: "Trader de forex nas horas vagas",
      },
      aisha: {
        quote:
          "Toda posição vem com stop loss e nível de risco. Só isso já mudou a forma como dimensiono as minhas operações.",
        role: "Membro, opera commodities e índices",
      },
      tom: {
        quote:
          "Ver as operações encerradas com os resultados, incluindo as perdas, foi o que me convenceu a continuar depois do teste.",
        role: "Membro Pro",
      },
    },
    pricing: {
      eyebrow: "Preços",
      title: "Planos simples, sem surpresas",
      description: "Comece com um mês de acesso completo em um único pagamento, ou vá de Pro para ter tudo, mês a mês.",
      trialPeriod_one: "pagamento único · {{count}} dia",
      trialPeriod_many: "pagamento único · {{count}} dias",
      trialPeriod_other: "pagamento único · {{count}} dias",
      perMonth: "por mês",
      upgrade: "Mude para o Pro",
      guarantee_one: "Garantia de reembolso de {{count}} dia no seu primeiro pagamento.",
      guarantee_many: "Garantia de reembolso de {{count}} dias no seu primeiro pagamento.",
      guarantee_other: "Garantia de reembolso de {{count}} dias no seu primeiro pagamento.",
      compare: "Comparar planos",
      record_one: "{{count}} sinal encerrado, {{winRate}} com ganho.",
      record_many: "{{count}} sinais encerrados, {{winRate}} com ganho.",
      record_other: "{{count}} sinais encerrados, {{winRate}} com ganho.",
      seeRecord: "Ver o histórico completo e verificável",
      seeFree: "Ver sinais anteriores de graça",
    },
    faq: {
      eyebrow: "Dúvidas",
      title: "Perguntas frequentes",
      membership: {
        question: "O que eu recebo como membro?",
        answer:
          "Cada posição que o trader abre, no momento em que ela é aberta: o ativo, a direção, a entrada, o alvo, o stop loss, o nível de risco e um breve comentário. Você também vê as atualizações enquanto as posições são conduzidas e o resultado quando são encerradas.",
      },
      speed: {
        question: "Com que rapidez as posições são compartilhadas?",
        answer:
          "Os membros Pro veem uma nova posição no momento em que ela é publicada; nos outros planos ela chega depois do acesso antecipado do Pro (os planos dizem quanto tempo, quando ele está ativo). Ela aparece no seu painel ao vivo, e uma notificação push vai para cada dispositivo em que você ativou os alertas.",
      },
      markets: {
        question: "Quais mercados vocês cobrem?",
        answer:
          "Forex, commodities, cripto, índices e ações: pares de moedas principais como EUR/USD, ouro e petróleo, Bitcoin e Ethereum, índices de referência como o S&P 500 e o DAX, e grandes empresas listadas.",
      },
      trial: {
        question: "Como funciona o Acesso de teste de {{price}}?",
        answer_one:
          "Você paga {{price}} uma única vez e tem acesso completo por {{count}} dia. Não há cobrança automática: quando ele termina, o acesso simplesmente acaba, a menos que você escolha um plano.",
        answer_many:
          "Você paga {{price}} uma única vez e tem acesso completo por {{count}} dias. Não há cobrança automática: quando eles terminam, o acesso simplesmente acaba, a menos que você escolha um plano.",
        answer_other:
          "Você paga {{price}} uma única vez e tem acesso completo por {{count}} dias. Não há cobrança automática: quando eles terminam, o acesso simplesmente acaba, a menos que você escolha um plano.",
      },
      upgrade: {
        question: "Posso passar do teste para o Pro?",
        answer:
          "Sim, a qualquer momento. O plano Pro ({{price}} por mês) começa assim que você muda e substitui o teste.",
      },
      cancel: {
        question: "Como cancelo o plano Pro?",
        answer:
          "Nas configurações da sua conta, a qualquer momento e sem taxas. A assinatura deixa de ser renovada e você mantém o acesso até o fim do mês que já pagou.",
      },
      guarantee: {
        question: "Existe garantia de reembolso?",
        answer_one:
          'Sim. Se o serviço não for para você, é possível receber de volta todo o seu primeiro pagamento em até {{count}} dia após ele, desde que seja o seu único pagamento: toque em "Reembolsar meu primeiro pagamento" em Garantia de reembolso, nas configurações da sua conta, e confirme com a sua senha. O acesso termina na hora e nada mais é cobrado. A garantia pode ser usada uma vez por membro; para qualquer pagamento posterior, fale com o suporte.',
        answer_many:
          'Sim. Se o serviço não for para você, é possível receber de volta todo o seu primeiro pagamento em até {{count}} dias após ele, desde que seja o seu único pagamento: toque em "Reembolsar meu primeiro pagamento" em Garantia de reembolso, nas configurações da sua conta, e confirme com a sua senha. O acesso termina na hora e nada mais é cobrado. A garantia pode ser usada uma vez por membro; para qualquer pagamento posterior, fale com o suporte.',
        answer_other:
          'Sim. Se o serviço não for para você, é possível receber de volta todo o seu primeiro pagamento em até {{count}} dias após ele, desde que seja o seu único pagamento: toque em "Reembolsar meu primeiro pagamento" em Garantia de reembolso, nas configurações da sua conta, e confirme com a sua senha. O acesso termina na hora e nada mais é cobrado. A garantia pode ser usada uma vez por membro; para qualquer pagamento posterior, fale com o suporte.',
      },
      advice: {
        question: "Isso é recomendação de investimento?",
        answer:
          "Não. As posições mostram o que o trader está fazendo e por quê, para fins de informação e educação. Não são recomendações personalizadas: você decide o que operar e quanto arriscar, e operar pode dar prejuízo.",
      },
    },
  },
  about: {
    title: "Sobre nós",
    description:
      "Quem está por trás do {{appName}}, o que fazemos e como compartilhamos posições de trading ao vivo com os membros.",
    eyebrow: "Sobre o {{appName}}",
    heading: "Trading às claras",
    lead: "Compartilhamos com os membros as posições ao vivo de um trader profissional, no momento em que acontecem, com o raciocínio e o risco explicados.",
    story: {
      title: "Nossa história",
      first:
        "O {{appName}} nasceu de uma frustração simples: a maioria dos “sinais” de trading chega atrasada, vem sem stop loss e some discretamente quando dá errado. Nosso trader principal compartilhava posições por mensagem com um pequeno grupo de amigos havia anos, e eles sempre pediam as mesmas coisas: os níveis exatos, o motivo da operação e um registro honesto de como ela terminou.",
      second:
        "Então criamos o serviço que nós mesmos queríamos usar. Cada posição é publicada no momento em que é aberta, cada atualização e encerramento fica registrado, e os membros recebem um alerta no celular em vez de ficar olhando um chat o dia inteiro.",
    },
    whatWeDo: "O que fazemos",
    values: {
      transparency: {
        title: "Transparência total",
        text: "Cada posição é publicada com entrada, alvo, stop loss e raciocínio, e continua registrada depois de encerrada, incluindo as perdas.",
      },
      delivery: {
        title: "Entrega em tempo real",
        text: "As posições chegam aos membros Pro no momento em que são abertas, e aos membros do Acesso de teste após o breve atraso indicado na página de planos, no painel e como alerta push, não horas depois numa newsletter.",
      },
      risk: {
        title: "Risco em primeiro lugar",
        text: "Nenhuma posição sai sem stop loss e nível de risco, para você sempre saber o que está em jogo antes de agir.",
      },
      education: {
        title: "Aprendizado incluído",
        text: "Um comentário curto explica o setup de cada operação, para você aprender o raciocínio em vez de copiar às cegas.",
      },
      phone: {
        title: "Feito para o seu celular",
        text: "Instale o app na tela inicial e acompanhe os mercados de qualquer lugar, com alertas que chegam mesmo com ele fechado.",
      },
      results: {
        title: "Resultados verificáveis",
        text: "As posições encerradas mantêm o resultado e o histórico, então o histórico é algo que você pode conferir, não algo em que precisa confiar.",
      },
    },
    team: {
      title: "A equipe",
      marcus: {
        role: "Trader principal",
        bio: "Opera forex, índices e commodities e publica cada posição que você vê, com o raciocínio por trás dela.",
      },
      elena: {
        role: "Análise e risco",
        bio: "Revisa cada setup antes da publicação e define o nível de risco e a posição do stop que o acompanham.",
      },
      sam: {
        role: "Suporte aos membros",
        bio: "Responde às dúvidas dos membros sobre o serviço, o plano e a conta, geralmente em até um dia útil.",
      },
    },
    philosophy: {
      title: "Nossa filosofia",
      text: "Operar bem é, acima de tudo, gerenciar risco, não prever o futuro. Preferimos perder um movimento a abrir uma posição sem um nível de invalidação claro, e preferimos mostrar uma operação perdedora a escondê-la. Os membros devem entender cada posição bem o suficiente para decidir sozinhos se ela faz sentido para eles.",
    },
    disclaimer: {
      title: "Não é recomendação de investimento",
      text: "O {{appName}} compartilha as posições de um trader para fins de informação e educação. Nada neste site é recomendação de investimento ou sugestão adequada à sua situação. Operar envolve alto risco de perda: opere apenas com dinheiro que você pode perder e considere buscar orientação financeira independente.",
    },
  },
  riskWarning: {
    hypothetical: {
      title: "Resultados hipotéticos",
      text: "Resultados de desempenho hipotéticos ou simulados têm certas limitações. Diferentemente de um histórico de desempenho real, resultados simulados não representam operações reais. Como as operações não foram executadas, os resultados podem ter compensado para menos ou para mais o impacto, se houver, de certos fatores de mercado, como falta de liquidez, slippage e taxas. Eles também são calculados com o benefício da visão em retrospecto. Não se afirma que qualquer conta vá obter, ou provavelmente obtenha, lucros ou prejuízos semelhantes aos apresentados.",
    },
    uk: {
      long: "Operar CFDs, forex e cripto é de alto risco e você pode perder todo o seu dinheiro. A alavancagem torna as perdas maiores e mais rápidas, então opere apenas com dinheiro que você pode perder. Nossos sinais são informações gerais, não uma recomendação personalizada: não levam em conta a sua situação. Rentabilidade passada não é indicador confiável de resultados futuros.",
      short:
        "Alto risco: você pode perder todo o seu dinheiro. Rentabilidade passada não é indicador confiável de resultados futuros.",
    },
    eu: {
      long: "CFDs, forex e criptoativos são instrumentos complexos e envolvem alto risco de perder dinheiro rapidamente por causa da alavancagem. Avalie se você entende como eles funcionam e se pode correr o alto risco de perder o seu dinheiro. Os criptoativos são em grande parte não regulamentados e você pode perder todo o dinheiro que aplicar. Os sinais são informações gerais que não levam em conta a sua situação. Rentabilidade passada não é indicador confiável de resultados futuros.",
      short:
        "Alto risco de perder dinheiro rapidamente por causa da alavancagem. Rentabilidade passada não é indicador confiável de resultados futuros.",
    },
    us: {
      long: "Operar futuros, forex e criptoativos envolve risco substancial de perda e não é adequado para todo investidor. Você pode perder todo o seu dinheiro e, com alavancagem, mais do que o seu depósito inicial; use apenas capital de risco para operar. Os sinais são informação geral e educação, não recomendação de investimento individualizada. Resultados passados não são necessariamente indicativos de resultados futuros.",
      short:
        "Operar envolve risco substancial de perda. Resultados passados não são necessariamente indicativos de resultados futuros.",
    },
  },
} satisfies Catalogue;
