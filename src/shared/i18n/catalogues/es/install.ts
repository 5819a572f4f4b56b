import type { Catalogue } from "../../translate.js";

/**
 * El aviso que ofrece instalar la app: se carga con el aviso, cuando la página ya responde; y el que ofrece actualizarla,
 * cuando hay una versión nueva lista.
 */
export default {
  title: "Instala {{appName}}",
  android: "Añádela a tu pantalla de inicio para recibir alertas de señales al instante y usarla a pantalla completa.",
  ios: "Para recibir alertas push en este dispositivo, toca {{share}} y luego {{add}}.",
  share: "Compartir",
  addToHomeScreen: "Añadir a pantalla de inicio",
  dismiss: "Cerrar",
  later: "Más tarde",
  installApp: "Instalar app",
  update: {
    title: "Actualización disponible",
    description: "Ya está lista una versión nueva de la app.",
    reload: "Recargar",
  },
} satisfies Catalogue;
