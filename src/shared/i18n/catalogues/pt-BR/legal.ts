import type { Catalogue } from "../../translate.js";

export default {
  eyebrow: "Jurídico",
  email: "E-mail:",
  address: "Endereço: {{address}}",
  phone: "Telefone: {{phone}}",
  updated: "Última atualização: {{date}}",
  translation:
    "Esta é uma tradução para sua conveniência. Se ela divergir da {{english}}, prevalece a versão em inglês.",
  englishVersion: "versão em inglês",
  terms: {
    title: "Termos de Serviço",
    description:
      "Os termos que valem para a assinatura do {{appName}}: planos, cobrança, reembolsos, uso aceitável e risco.",
    intro:
      "Estes termos regem o seu uso do {{appName}} (“nós”), o site e o app em que compartilhamos posições de trading com os membros. Ao criar uma conta ou comprar um plano, você concorda com eles. Se não concordar, não use o serviço.",
    service: {
      heading: "1. O serviço",
      text: "O {{appName}} publica as posições de um trader profissional, com níveis de entrada, alvo e stop loss, nível de risco e comentários, e avisa os membros quando uma posição é aberta, alterada ou encerrada. Para ver as posições é preciso ter um plano ativo.",
    },
    advice: {
      heading: "2. Não é recomendação de investimento",
      text: "Tudo o que publicamos é informação geral e conteúdo educativo sobre o que um trader está fazendo. Não é recomendação de investimento nem aconselhamento financeiro, jurídico ou tributário, e não leva em conta seus objetivos, suas finanças ou suas necessidades. Só você decide se vai operar, o quê e quanto. {{risk}}, inclusive a perda de mais do que você deposita em alguns produtos. Resultados passados não garantem resultados futuros.",
      risk: "Operar forex, commodities, cripto, índices e ações envolve alto risco de perda",
    },
    eligibility: {
      heading: "3. Requisitos e sua conta",
      text: "Você precisa ter pelo menos 18 anos para usar o {{appName}}. Mantenha sua senha em segredo e avise a gente na hora se achar que outra pessoa usou sua conta. Cada conta é de uma só pessoa; não é permitido compartilhar o acesso nem republicar as posições.",
    },
    plans: {
      heading: "4. Planos e pagamento",
      trial_one:
        "{{price}} pagos uma única vez por {{count}} dia de acesso completo. Não renova e nunca é cobrado de novo; quando o {{count}} dia termina, o acesso termina.",
      trial_many:
        "{{price}} pagos uma única vez por {{count}} de dias de acesso completo. Não renova e nunca é cobrado de novo; quando os {{count}} de dias terminam, o acesso termina.",
      trial_other:
        "{{price}} pagos uma única vez por {{count}} dias de acesso completo. Não renova e nunca é cobrado de novo; quando os {{count}} dias terminam, o acesso termina.",
      pro: "{{price}} por mês, cobrados no início de cada período mensal e renovados automaticamente até você cancelar.",
      text: "Você pode passar do {{trial}} para o {{pro}} a qualquer momento; o {{pro}} começa na hora e substitui o teste. Os pagamentos são processados pelo nosso provedor de pagamentos com cartão; não guardamos os dados do seu cartão. Os preços são em dólares americanos e podem incluir impostos quando exigido.",
    },
    cancellation: {
      heading: "5. Cancelamento",
      text: "Você pode cancelar o {{pro}} a qualquer momento nas configurações da sua conta, sem taxas. O cancelamento interrompe as próximas renovações; você mantém o acesso até o fim do período que já pagou.",
    },
    guarantee: {
      heading: "6. Garantia de reembolso",
      rule_one:
        'Se o serviço não for para você, é possível receber de volta todo o seu primeiro pagamento em até {{count}} dia após ele, desde que seja o seu único pagamento: toque em "Reembolsar meu primeiro pagamento" em Garantia de reembolso, nas configurações da sua conta, e confirme com a sua senha. O acesso termina na hora e nada mais é cobrado. A garantia pode ser usada uma vez por membro; para qualquer pagamento posterior, fale com o suporte.',
      rule_many:
        'Se o serviço não for para você, é possível receber de volta todo o seu primeiro pagamento em até {{count}} de dias após ele, desde que seja o seu único pagamento: toque em "Reembolsar meu primeiro pagamento" em Garantia de reembolso, nas configurações da sua conta, e confirme com a sua senha. O acesso termina na hora e nada mais é cobrado. A garantia pode ser usada uma vez por membro; para qualquer pagamento posterior, fale com o suporte.',
      rule_other:
        'Se o serviço não for para você, é possível receber de volta todo o seu primeiro pagamento em até {{count}} dias após ele, desde que seja o seu único pagamento: toque em "Reembolsar meu primeiro pagamento" em Garantia de reembolso, nas configurações da sua conta, e confirme com a sua senha. O acesso termina na hora e nada mais é cobrado. A garantia pode ser usada uma vez por membro; para qualquer pagamento posterior, fale com o suporte.',
      text: "Escreva para {{email}} se algo deu errado. O reembolso volta para o meio de pagamento original.",
    },
    use: {
      heading: "7. Uso aceitável",
      text: "Não copie, revenda nem redistribua publicamente as posições ou os comentários, não tente acessar sem permissão as contas de outros membros ou os nossos sistemas e não use o serviço violando qualquer lei. Podemos suspender ou encerrar as contas que fizerem isso.",
    },
    property: {
      heading: "8. Propriedade intelectual",
      text: "O serviço, o conteúdo e o design pertencem ao {{appName}} ou aos seus licenciadores. Seu plano dá a você um direito pessoal e intransferível de ver o conteúdo para uso próprio enquanto durar o seu acesso.",
    },
    liability: {
      heading: "9. Responsabilidade",
      text: "Prestamos o serviço com cuidado, mas “no estado em que se encontra”: as posições podem atrasar, mudar ou ser retiradas, e o serviço pode ficar indisponível de vez em quando. Na medida em que a lei permitir, não respondemos por perdas de trading nem por perdas indiretas ou consequentes, e nossa responsabilidade total perante você se limita ao valor que você nos pagou nos doze meses anteriores à reclamação. Nada nestes termos limita direitos que você tem como consumidor e que não podem ser limitados.",
    },
    changes: {
      heading: "10. Alterações destes termos",
      text: "Podemos atualizar estes termos. Se fizermos uma alteração relevante, avisaremos por e-mail ou no app antes que ela entre em vigor; continuar usando o serviço depois disso significa aceitar os novos termos.",
    },
    law: {
      heading: "11. Lei aplicável",
      text: "Estes termos são regidos pelas leis de {{jurisdiction}}, e os tribunais de lá são competentes para qualquer disputa, sem tirar de você a proteção das normas obrigatórias de defesa do consumidor do lugar onde você mora.",
    },
    referrals: {
      heading: "12. Indicações e afiliados",
      attribution_one:
        "Um cadastro feito em até {{count}} dia após a primeira visita pelo link de indicação de um membro conta para esse membro: vale o primeiro link seguido, e um link posterior não o substitui.",
      attribution_many:
        "Um cadastro feito em até {{count}} de dias após a primeira visita pelo link de indicação de um membro conta para esse membro: vale o primeiro link seguido, e um link posterior não o substitui.",
      attribution_other:
        "Um cadastro feito em até {{count}} dias após a primeira visita pelo link de indicação de um membro conta para esse membro: vale o primeiro link seguido, e um link posterior não o substitui.",
      text: "Todo membro tem um link de indicação. {{attribution}} Indicar a si mesmo (a mesma conta, endereço ou meio de pagamento) não conta. Os afiliados ganham a comissão que o provedor define sobre os pagamentos dos membros que indicam; a comissão aguarda o fim da garantia de reembolso e é estornada se o pagamento for reembolsado ou contestado. {{responsibility}}",
      responsibility:
        "Os afiliados divulgam o serviço em troca de uma comissão. O provedor responde pelas divulgações dos seus afiliados: um afiliado deve mostrar o aviso que o provedor define e não pode prometer resultados nem fazer afirmações que o provedor não faria.",
    },
    contact: {
      heading: "13. Contato",
      text: "Dúvidas sobre estes termos? Fale com a gente. Nossa {{privacy}} explica como tratamos os seus dados.",
      privacy: "Política de Privacidade",
    },
  },
  privacy: {
    title: "Política de Privacidade",
    description: "Quais dados pessoais o {{appName}} coleta, por quê, com quem compartilha e quais direitos você tem.",
    intro:
      "Esta política explica quais dados pessoais o {{appName}} (“nós”) coleta quando você usa nosso site e nosso app, por que coletamos e quais escolhas e direitos você tem. Coletamos só o que precisamos para prestar o serviço.",
    collect: {
      heading: "1. Dados que coletamos",
      account: "{{name}}: seu nome e sobrenome, seu e-mail e uma senha protegida por hash seguro.",
      accountName: "Dados da conta",
      subscription:
        "{{name}}: seu plano, o status e o vencimento dele, e o registro dos seus pagamentos e reembolsos. Os dados do cartão ficam com o nosso provedor de pagamentos e nunca chegam aos nossos servidores.",
      subscriptionName: "Dados da assinatura",
      usage:
        "{{name}}: quais posições você vê ou acompanha, suas configurações de notificação e sua inscrição push, e dados técnicos como navegador, dispositivo e endereço IP, guardados nos logs do servidor.",
      usageName: "Dados de uso",
    },
    use: {
      heading: "2. Como usamos",
      text: "Para criar e proteger sua conta, dar o acesso do seu plano, enviar as notificações que você pedir, processar pagamentos e reembolsos, responder ao suporte, evitar abusos e entender, de forma agregada, como o serviço é usado para melhorá-lo. Não vendemos seus dados pessoais nem os usamos para publicidade de terceiros.",
    },
    bases: {
      heading: "3. Bases legais",
      text: "Tratamos seus dados para cumprir nosso contrato com você (sua conta e seu plano), para cumprir obrigações legais (por exemplo, registros fiscais dos pagamentos) e pelo nosso legítimo interesse em manter o serviço seguro e funcionando bem. Quando dependemos do seu consentimento, como nas notificações push, você pode retirá-lo a qualquer momento.",
    },
    cookies: {
      heading: "4. Cookies e armazenamento local",
      text: "Usamos um único cookie essencial para manter você conectado, e o armazenamento local do navegador para preferências como um convite de instalação dispensado. Não usamos cookies de publicidade nem de rastreamento entre sites.",
    },
    sharing: {
      heading: "5. Com quem compartilhamos",
      text: "Com prestadores de serviço que tratam dados por nós sob contrato: nosso provedor de pagamentos, nossos provedores de hospedagem e de e-mail, e os serviços push do fabricante do seu navegador, que entregam as notificações no seu dispositivo. Só repassamos dados às autoridades quando a lei exige.",
    },
    retention: {
      heading: "6. Por quanto tempo guardamos",
      text: "Os dados da conta ficam guardados enquanto a conta existir. Os registros de pagamento, pelo tempo que a legislação fiscal e contábil exigir. Os logs do servidor, por um período limitado, por segurança. Quando você exclui sua conta, apagamos ou anonimizamos seus dados pessoais, a não ser que a lei nos obrigue a mantê-los.",
    },
    security: {
      heading: "7. Segurança",
      text: "As senhas são guardadas apenas como hashes fortes de mão única, as conexões são criptografadas e o acesso aos dados pessoais fica restrito às pessoas que precisam dele para operar o serviço.",
    },
    rights: {
      heading: "8. Seus direitos",
      text_one:
        "Dependendo de onde você mora, você pode ter o direito de acessar, corrigir, excluir ou exportar seus dados, de se opor ao tratamento ou restringi-lo e de reclamar a uma autoridade de proteção de dados. Escreva para {{email}} e responderemos em até {{count}} dia.",
      text_many:
        "Dependendo de onde você mora, você pode ter o direito de acessar, corrigir, excluir ou exportar seus dados, de se opor ao tratamento ou restringi-lo e de reclamar a uma autoridade de proteção de dados. Escreva para {{email}} e responderemos em até {{count}} de dias.",
      text_other:
        "Dependendo de onde você mora, você pode ter o direito de acessar, corrigir, excluir ou exportar seus dados, de se opor ao tratamento ou restringi-lo e de reclamar a uma autoridade de proteção de dados. Escreva para {{email}} e responderemos em até {{count}} dias.",
    },
    children: {
      heading: "9. Menores de idade",
      text: "O {{appName}} não é destinado a menores de 18 anos. Não coletamos intencionalmente dados de menores de 18 anos; se você acredita que um menor criou uma conta, fale com a gente e nós a excluiremos.",
    },
    transfers: {
      heading: "10. Transferências internacionais",
      text: "Nossos provedores podem tratar dados fora do seu país. Quando isso acontece, garantimos que haja salvaguardas adequadas, como cláusulas contratuais padrão. Esta política é regida pelas leis de {{jurisdiction}}.",
    },
    changes: {
      heading: "11. Alterações",
      text: "Publicaremos aqui qualquer alteração desta política com uma nova data e avisaremos por e-mail ou no app quando a alteração for significativa. Veja também nossos {{terms}}.",
      terms: "Termos de Serviço",
    },
    contact: { heading: "12. Contato" },
  },
} satisfies Catalogue;
