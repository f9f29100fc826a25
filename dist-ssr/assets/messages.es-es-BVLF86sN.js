// src/pages/casino/messages.es-es.json?icu
var messages_es_es_default = {
	"casino.tile.playNow": "¡Jugar ahora!",
	"casino.tile.playGame": [{
		"type": 0,
		"value": "Jugar a "
	}, {
		"type": 1,
		"value": "name"
	}],
	"casino.tile.addFavourite": [
		{
			"type": 0,
			"value": "Añadir "
		},
		{
			"type": 1,
			"value": "name"
		},
		{
			"type": 0,
			"value": " a favoritos"
		}
	],
	"casino.tile.removeFavourite": [
		{
			"type": 0,
			"value": "Quitar "
		},
		{
			"type": 1,
			"value": "name"
		},
		{
			"type": 0,
			"value": " de favoritos"
		}
	],
	"casino.badge.hot": "Popular",
	"casino.badge.featured": "Destacado",
	"casino.loadMore": "Cargar más",
	"casino.retry": "Reintentar",
	"casino.back": "Volver",
	"casino.close": "Cerrar",
	"casino.seeAll": "Ver todo",
	"casino.games": "Juegos",
	"casino.providers": "Proveedores",
	"casino.provider.failed": [
		{
			"type": 0,
			"value": "Ahora mismo no se pueden cargar los juegos de "
		},
		{
			"type": 1,
			"value": "provider"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"casino.provider.games": [{
		"type": 0,
		"value": "Juegos de "
	}, {
		"type": 1,
		"value": "provider"
	}],
	"casino.provider.unknown": "Este proveedor no está disponible.",
	"casino.providers.empty": "Ahora mismo no hay proveedores disponibles.",
	"casino.categories": "Categorías",
	"casino.providerFilter": "Filtrar por proveedor",
	"casino.filters": "Filtros",
	"casino.filters.clear": "Quitar filtros",
	"casino.filters.categories": "Categorías",
	"casino.filters.providers": "Proveedores",
	"casino.filters.empty": "Ningún juego coincide con estos filtros. Prueba con otra categoría u otro proveedor.",
	"casino.list.empty": "Todavía no hay juegos aquí.",
	"casino.lobby.title": "Casino",
	"casino.allGames": "Todos los juegos",
	"casino.badge.new": "Nuevo",
	"casino.topGames": "Los mejores juegos",
	"casino.recommended": "Recomendados",
	"casino.recentlyPlayed": "Jugados recientemente",
	"casino.recentlyPlayed.empty": "No has jugado a nada todavía. Aquí aparecerán los juegos a los que juegues.",
	"casino.favourites": "Favoritos",
	"casino.favourites.empty": "Aún no tienes juegos favoritos. Toca la estrella de un juego para añadirlo.",
	"casino.favourites.guest": "Inicia sesión para guardar tus juegos favoritos.",
	"casino.recentlyPlayed.guest": "Inicia sesión para ver los juegos a los que has jugado.",
	"casino.signIn": "Iniciar sesión",
	"casino.jackpots": "Botes",
	"casino.jackpots.lastWinner": [
		{
			"type": 0,
			"value": "Último ganador: "
		},
		{
			"type": 1,
			"value": "name"
		},
		{
			"type": 0,
			"value": ", "
		},
		{
			"type": 1,
			"value": "amount"
		}
	],
	"casino.jackpots.won": [{
		"type": 1,
		"value": "name"
	}, {
		"type": 0,
		"value": " ha ganado"
	}],
	"casino.jackpots.recentlyWon": "Ganados recientemente",
	"casino.jackpots.wonItem": [
		{
			"type": 0,
			"value": "ganó "
		},
		{
			"type": 1,
			"value": "amount"
		},
		{
			"type": 0,
			"value": " en el bote "
		},
		{
			"type": 1,
			"value": "jackpot"
		}
	],
	"casino.jackpots.wonItemNoName": [{
		"type": 0,
		"value": "ganó un bote de "
	}, {
		"type": 1,
		"value": "amount"
	}],
	"casino.dailyWinnings": "Grandes premios de hoy",
	"casino.dailyWinnings.win": [
		{
			"type": 0,
			"value": "Ganó "
		},
		{
			"type": 1,
			"value": "amount"
		},
		{
			"type": 0,
			"value": " (x"
		},
		{
			"type": 1,
			"value": "multiple"
		},
		{
			"type": 0,
			"value": ")"
		}
	],
	"casino.dailyWinnings.tier.gold": "Oro",
	"casino.dailyWinnings.tier.silver": "Plata",
	"casino.dailyWinnings.tier.bronze": "Bronce",
	"casino.dailyWinnings.tier.diamond": "Diamante",
	"casino.dailyWinnings.tier.other": "Otros",
	"casino.dailyWinnings.tierSection": [{
		"type": 0,
		"value": "Premios "
	}, {
		"type": 1,
		"value": "tier"
	}],
	"casino.search": "Buscar",
	"casino.search.title": "Buscar juegos",
	"casino.search.placeholder": "Busca un juego o un proveedor",
	"casino.search.history": "Búsquedas recientes",
	"casino.search.removeHistory": [
		{
			"type": 0,
			"value": "Quitar «"
		},
		{
			"type": 1,
			"value": "term"
		},
		{
			"type": 0,
			"value": "» de las búsquedas recientes"
		}
	],
	"casino.search.nothingFound": [
		{
			"type": 0,
			"value": "No hemos encontrado nada para «"
		},
		{
			"type": 1,
			"value": "term"
		},
		{
			"type": 0,
			"value": "». Revisa cómo lo has escrito o prueba con otro nombre."
		}
	],
	"casino.search.noRecommended": "Ahora mismo no hay recomendaciones.",
	"casino.search.showAll": "Ver todo",
	"casino.game.launching": "Iniciando el juego…",
	"casino.game.back": "Volver al casino",
	"casino.game.pleaseAuth": "Inicia sesión para jugar.",
	"casino.game.notAllowed": "Tu cuenta no tiene permiso para hacer apuestas.",
	"casino.game.providerDown": "El proveedor del juego no responde ahora mismo. Vuelve a intentarlo en un momento.",
	"casino.game.failed": [{
		"type": 0,
		"value": "No se ha podido iniciar el juego. "
	}, {
		"type": 1,
		"value": "message"
	}],
	"casino.game.blockedHost": "Este juego se sirve desde una dirección en la que el sitio no confía, así que no se ha abierto.",
	"casino.game.unavailable": "Este juego no está disponible.",
	"casino.pleaseAuth": "Inicia sesión para usar el casino.",
	"casino.favorites.added": "Añadido a tus favoritos.",
	"casino.favorites.removed": "Eliminado de tus favoritos.",
	"casino.game.ownOrigin": "El juego respondió con una dirección de este mismo sitio en lugar de la del proveedor, así que no se ha abierto para proteger tu cuenta. Inténtalo más tarde o elige otro juego.",
	"casino.game.bansUnknown": "No hemos podido comprobar qué proveedores de juegos están disponibles ahora mismo, así que los juegos no se pueden iniciar. Las listas siguen visibles; vuelve a intentarlo en unos minutos.",
	"casino.game.demoBanner": "Modo demo: por diversión, sin dinero real. Inicia sesión para jugar de verdad.",
	"casino.game.demoBannerPlayer": "Modo demo: por diversión, sin dinero real. Abre el juego desde su ficha para jugar de verdad.",
	"casino.game.demoUnavailable": "Este juego no tiene modo demo. Inicia sesión para jugar de verdad.",
	"casino.provider.loading": [
		{
			"type": 0,
			"value": "Todavía cargando juegos de "
		},
		{
			"type": 1,
			"value": "providers"
		},
		{
			"type": 0,
			"value": "…"
		}
	],
	"casino.jackpots.info.title": "Botes",
	"casino.jackpots.info.text": "Cada apuesta en tragamonedas alimenta los botes Mini, Major y Mega: el próximo puede ser tuyo.",
	"casino.strip.previous": [
		{
			"type": 0,
			"value": "Desplazar "
		},
		{
			"type": 1,
			"value": "label"
		},
		{
			"type": 0,
			"value": " hacia atrás"
		}
	],
	"casino.strip.next": [
		{
			"type": 0,
			"value": "Desplazar "
		},
		{
			"type": 1,
			"value": "label"
		},
		{
			"type": 0,
			"value": " hacia delante"
		}
	],
	"casino.tile.demo": "Demo",
	"casino.tile.playDemo": [
		{
			"type": 0,
			"value": "Jugar a "
		},
		{
			"type": 1,
			"value": "name"
		},
		{
			"type": 0,
			"value": " por diversión (demo)"
		}
	]
};
export { messages_es_es_default as default };
