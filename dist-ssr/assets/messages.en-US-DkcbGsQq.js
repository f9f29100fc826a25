// src/pages/casino/messages.en-US.json?icu
var messages_en_US_default = {
	"casino.tile.playNow": "Play now!",
	"casino.tile.playGame": [{
		"type": 0,
		"value": "Play "
	}, {
		"type": 1,
		"value": "name"
	}],
	"casino.tile.addFavourite": [
		{
			"type": 0,
			"value": "Add "
		},
		{
			"type": 1,
			"value": "name"
		},
		{
			"type": 0,
			"value": " to favourites"
		}
	],
	"casino.tile.removeFavourite": [
		{
			"type": 0,
			"value": "Remove "
		},
		{
			"type": 1,
			"value": "name"
		},
		{
			"type": 0,
			"value": " from favourites"
		}
	],
	"casino.badge.hot": "Hot",
	"casino.badge.featured": "Featured",
	"casino.loadMore": "Load more",
	"casino.retry": "Try again",
	"casino.back": "Back",
	"casino.close": "Close",
	"casino.seeAll": "See all",
	"casino.games": "Games",
	"casino.providers": "Providers",
	"casino.provider.failed": [{
		"type": 1,
		"value": "provider"
	}, {
		"type": 0,
		"value": " games could not be loaded right now."
	}],
	"casino.provider.games": [{
		"type": 1,
		"value": "provider"
	}, {
		"type": 0,
		"value": " games"
	}],
	"casino.provider.unknown": "This provider is not available.",
	"casino.providers.empty": "No providers are available right now.",
	"casino.categories": "Categories",
	"casino.providerFilter": "Filter by provider",
	"casino.filters": "Filters",
	"casino.filters.clear": "Clear filters",
	"casino.filters.categories": "Categories",
	"casino.filters.providers": "Providers",
	"casino.filters.empty": "No games match these filters. Try another category or provider.",
	"casino.list.empty": "There are no games here yet.",
	"casino.lobby.title": "Casino",
	"casino.allGames": "All games",
	"casino.badge.new": "New",
	"casino.topGames": "Top games",
	"casino.recommended": "Recommended",
	"casino.recentlyPlayed": "Recently played",
	"casino.recentlyPlayed.empty": "Recently played is empty. Games you play will show up here.",
	"casino.favourites": "Favourites",
	"casino.favourites.empty": "You have no favourite games yet. Tap the star on a game to add it.",
	"casino.favourites.guest": "Sign in to keep your favourite games.",
	"casino.recentlyPlayed.guest": "Sign in to see the games you played recently.",
	"casino.signIn": "Sign in",
	"casino.jackpots": "Jackpots",
	"casino.jackpots.lastWinner": [
		{
			"type": 0,
			"value": "Last won by "
		},
		{
			"type": 1,
			"value": "name"
		},
		{
			"type": 0,
			"value": ": "
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
		"value": " won"
	}],
	"casino.jackpots.recentlyWon": "Recently won",
	"casino.jackpots.wonItem": [
		{
			"type": 0,
			"value": "won "
		},
		{
			"type": 1,
			"value": "amount"
		},
		{
			"type": 0,
			"value": " on the "
		},
		{
			"type": 1,
			"value": "jackpot"
		},
		{
			"type": 0,
			"value": " jackpot"
		}
	],
	"casino.jackpots.wonItemNoName": [
		{
			"type": 0,
			"value": "won a "
		},
		{
			"type": 1,
			"value": "amount"
		},
		{
			"type": 0,
			"value": " jackpot"
		}
	],
	"casino.dailyWinnings": "Today's big wins",
	"casino.dailyWinnings.win": [
		{
			"type": 0,
			"value": "Won "
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
	"casino.dailyWinnings.tier.gold": "Gold",
	"casino.dailyWinnings.tier.silver": "Silver",
	"casino.dailyWinnings.tier.bronze": "Bronze",
	"casino.dailyWinnings.tier.diamond": "Diamond",
	"casino.dailyWinnings.tier.other": "Other",
	"casino.dailyWinnings.tierSection": [{
		"type": 1,
		"value": "tier"
	}, {
		"type": 0,
		"value": " wins"
	}],
	"casino.search": "Search",
	"casino.search.title": "Search games",
	"casino.search.placeholder": "Search for a game or provider",
	"casino.search.history": "Recent searches",
	"casino.search.removeHistory": [
		{
			"type": 0,
			"value": "Remove \""
		},
		{
			"type": 1,
			"value": "term"
		},
		{
			"type": 0,
			"value": "\" from recent searches"
		}
	],
	"casino.search.nothingFound": [
		{
			"type": 0,
			"value": "Nothing found for \""
		},
		{
			"type": 1,
			"value": "term"
		},
		{
			"type": 0,
			"value": "\". Check the spelling or try another name."
		}
	],
	"casino.search.noRecommended": "There are no recommendations right now.",
	"casino.search.showAll": "Show all",
	"casino.game.launching": "Starting the game…",
	"casino.game.back": "Back to the casino",
	"casino.game.pleaseAuth": "Please sign in to play.",
	"casino.game.notAllowed": "Your account is not allowed to place bets.",
	"casino.game.providerDown": "The game provider is not answering right now. Please try again in a moment.",
	"casino.game.failed": [{
		"type": 0,
		"value": "The game could not be started. "
	}, {
		"type": 1,
		"value": "message"
	}],
	"casino.game.blockedHost": "This game is served from an address the site does not trust, so it was not opened.",
	"casino.game.unavailable": "This game is not available.",
	"casino.pleaseAuth": "Please sign in to use the casino.",
	"casino.favorites.added": "Added to your favourites.",
	"casino.favorites.removed": "Removed from your favourites.",
	"casino.game.ownOrigin": "The game answered with an address on this site itself instead of the provider's, so it was not opened to keep your account safe. Try again later or choose another game.",
	"casino.game.bansUnknown": "We could not check which game providers are available right now, so games cannot be started. The lists still show; please try again in a few minutes.",
	"casino.game.demoBanner": "Demo play: for fun, with no real money. Sign in to play for real.",
	"casino.game.demoBannerPlayer": "Demo play: for fun, with no real money. Open the game from its tile to play for real.",
	"casino.game.demoUnavailable": "This game has no demo play. Sign in to play it for real.",
	"casino.provider.loading": [
		{
			"type": 0,
			"value": "Still loading games from "
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
	"casino.jackpots.info.title": "Jackpots",
	"casino.jackpots.info.text": "Every bet on slots feeds the Mini, Major and Mega jackpots: the next one could be yours.",
	"casino.strip.previous": [
		{
			"type": 0,
			"value": "Scroll "
		},
		{
			"type": 1,
			"value": "label"
		},
		{
			"type": 0,
			"value": " back"
		}
	],
	"casino.strip.next": [
		{
			"type": 0,
			"value": "Scroll "
		},
		{
			"type": 1,
			"value": "label"
		},
		{
			"type": 0,
			"value": " on"
		}
	],
	"casino.tile.demo": "Demo",
	"casino.tile.playDemo": [
		{
			"type": 0,
			"value": "Play "
		},
		{
			"type": 1,
			"value": "name"
		},
		{
			"type": 0,
			"value": " for fun (demo)"
		}
	]
};
export { messages_en_US_default as default };
