import type { Catalogue } from "../../translate.js";

export default {
  trackRecord: {
    title: "Historial",
    description: "Cada señal terminada con sus eventos y horas, y las cifras calculadas a partir de ellos.",
    heading: "Cada señal, en el historial",
    lead: "Cada señal cerrada y anulada, con todos sus eventos y su hora. Nada de lo publicado se borra nunca, y cualquiera puede comprobar que nada se ha editado.",
  },
  free: {
    title: "Señales gratis",
    description: "Señales pasadas tal como las recibieron los miembros, con cada evento y su hora, tras un retraso.",
    heading: "Nuestras señales, gratis, un poco más tarde",
    lead: "Todas las señales, ganadoras y perdedoras, tal como las recibieron los miembros: los niveles, los objetivos, el comentario y cada evento con su hora, todo dentro del historial verificable.",
  },
} satisfies Catalogue;
