// src/pages/profile/messages.en-US.json?icu
var messages_en_US_default = {
	"profile.tab.dashboard": "Dashboard",
	"profile.tab.topUpHistory": "Deposit requests",
	"profile.tab.withdrawalHistory": "Withdrawal requests",
	"profile.tab.cashback": "Cashback",
	"profile.tab.promocode": "Promo code",
	"profile.tab.referral": "Referral programme",
	"profile.tab.verification": "Verification",
	"profile.tab.verificationConfirmed": "Verification confirmed",
	"profile.tab.settings": "Settings",
	"profile.field.username": "Username",
	"profile.field.phone": "Phone",
	"profile.filter.result": "Result:",
	"profile.filter.type": "Type:",
	"profile.filter.status": "Status:",
	"profile.filter.balance": "Balance:",
	"profile.col.game": "Game",
	"profile.col.status": "Status",
	"profile.col.type": "Type",
	"profile.col.comment": "Comment",
	"profile.col.code": "Code",
	"profile.col.username": "Friend",
	"profile.col.reward": "Reward",
	"profile.entry.topUp": "Deposit",
	"profile.entry.withdrawal": "Withdrawal",
	"profile.entry.bonusTopUp": "Bonus credit",
	"profile.entry.bonusWithdrawal": "Bonus debit",
	"profile.betHistory.noCall": "The platform offers no sport bet history to this page. Your sport bets are listed in the sportsbook's own bet history.",
	"profile.bonus.terms": [
		{
			"type": 0,
			"value": "First deposit bonus: "
		},
		{
			"type": 1,
			"value": "percent"
		},
		{
			"type": 0,
			"value": "% of your deposit, to be wagered "
		},
		{
			"type": 1,
			"value": "multiplier"
		},
		{
			"type": 0,
			"value": " times. "
		},
		{
			"type": 1,
			"value": "spins"
		},
		{
			"type": 0,
			"value": " free spins on registration."
		}
	],
	"profile.bonus.playingBonus": "You are playing with your bonus balance.",
	"profile.bonus.playingReal": "You are playing with your real balance.",
	"profile.bonus.switchToBonus": "Play with bonus balance",
	"profile.bonus.switchToReal": "Play with real balance",
	"profile.cashback.payout": [
		{
			"type": 0,
			"value": "Cashback is paid every day at "
		},
		{
			"type": 1,
			"value": "time"
		},
		{
			"type": 0,
			"value": ", "
		},
		{
			"type": 1,
			"value": "zone"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"profile.cashback.balance": "Cashback balance",
	"profile.cashback.withdraw": "Move to main balance",
	"profile.cashback.withdrawn": "Cashback moved to your main balance",
	"profile.cashback.history": [
		{
			"type": 0,
			"value": "The platform keeps no separate cashback history: cashback credited to you appears in your "
		},
		{
			"type": 8,
			"value": "link",
			"children": [{
				"type": 0,
				"value": "balance history"
			}]
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"profile.promo.placeholder": "Promo code",
	"profile.promo.activate": "Activate",
	"profile.promo.activated": "Promo code activated",
	"profile.promo.history": "Activated promo codes",
	"profile.referral.link": "Your invite link",
	"profile.referral.copy": "Copy",
	"profile.referral.copied": "Copied successfully",
	"profile.referral.copyFailed": "The link could not be copied: your browser refused access to the clipboard. Select the link and copy it by hand.",
	"profile.referral.invited": "Friends invited",
	"profile.referral.reward": "Reward",
	"profile.referral.history": "Invited friends",
	"profile.referral.pages": "Referral history pages",
	"profile.page.previous": "Previous page",
	"profile.page.next": "Next page",
	"profile.settings.theme": "Theme",
	"profile.settings.theme.light": "Light",
	"profile.settings.theme.dark": "Dark",
	"profile.settings.language": "Language",
	"profile.settings.odds": "Odds format",
	"profile.verification.verified": "Your e-mail address is verified.",
	"profile.verification.confirmed": "Your e-mail address is confirmed. Thank you!",
	"profile.verification.notVerified": "Your e-mail address is not verified yet. Open the link we sent you, or send it again.",
	"profile.verification.resend": "Send the verification e-mail again",
	"profile.verification.sent": "Verification e-mail sent",
	"profile.where.bonus": "My bonus:",
	"profile.where.cashback": "Cashback:",
	"profile.where.referral": "Referral programme:",
	"profile.where.userinfo": "My account:",
	"profile.where.verification": "Verification:",
	"profile.error.retry": "Reload the page to try again.",
	"profile.bonus.betConditions": [
		{
			"type": 0,
			"value": "Bonus bets count at odds of "
		},
		{
			"type": 1,
			"value": "bonusOdds"
		},
		{
			"type": 0,
			"value": " or higher; free bets at odds of "
		},
		{
			"type": 1,
			"value": "freeOdds"
		},
		{
			"type": 0,
			"value": " or higher."
		}
	],
	"profile.bonus.loyaltyTitle": "Loyalty programme",
	"profile.bonus.loyalty": [
		{
			"type": 0,
			"value": "You collect loyalty points from your net loss over the last "
		},
		{
			"type": 6,
			"value": "days",
			"options": {
				"one": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " day"
				}] },
				"other": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " days"
				}] }
			},
			"offset": 0,
			"pluralType": "cardinal"
		},
		{
			"type": 0,
			"value": ". Every "
		},
		{
			"type": 1,
			"value": "points"
		},
		{
			"type": 0,
			"value": " points are worth "
		},
		{
			"type": 1,
			"value": "amount"
		},
		{
			"type": 0,
			"value": " "
		},
		{
			"type": 1,
			"value": "currency"
		},
		{
			"type": 0,
			"value": " as a free bet, given on "
		},
		{
			"type": 1,
			"value": "day"
		},
		{
			"type": 0,
			"value": " at "
		},
		{
			"type": 1,
			"value": "time"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"profile.filter.dates": "Dates:",
	"profile.filter.from": "From",
	"profile.filter.to": "To",
	"profile.filter.datesReversed": "The start date is after the end date: pick a start date on or before the end date to filter by dates."
};
export { messages_en_US_default as default };
