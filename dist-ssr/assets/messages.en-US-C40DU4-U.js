// src/pages/responsibleGambling/messages.en-US.json?icu
var messages_en_US_default = {
	"profile.tab.responsibleGambling": "Responsible gambling",
	"rg.limits.intro": [
		{
			"type": 0,
			"value": "Set limits to stay in control. A lower limit applies at once; a higher limit, or removing one, applies only after "
		},
		{
			"type": 6,
			"value": "hours",
			"options": {
				"one": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " hour"
				}] },
				"other": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " hours"
				}] }
			},
			"offset": 0,
			"pluralType": "cardinal"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"rg.limit.depositDay": "Deposit limit per day",
	"rg.limit.depositWeek": "Deposit limit per week",
	"rg.limit.depositMonth": "Deposit limit per month",
	"rg.limit.lossDay": "Loss limit per day",
	"rg.limit.lossWeek": "Loss limit per week",
	"rg.limit.lossMonth": "Loss limit per month",
	"rg.limit.sessionMinutes": "Session time limit",
	"rg.unit.minutes": "minutes",
	"rg.limit.none": "No limit set",
	"rg.limit.current": [
		{
			"type": 0,
			"value": "Limit: "
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
			"value": "unit"
		}
	],
	"rg.limit.left": [
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
			"value": "unit"
		},
		{
			"type": 0,
			"value": " left"
		}
	],
	"rg.limit.pendingUntil": [
		{
			"type": 0,
			"value": "Raise to "
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
			"value": "unit"
		},
		{
			"type": 0,
			"value": " pending until "
		},
		{
			"type": 1,
			"value": "date"
		}
	],
	"rg.limit.pendingRemoval": [{
		"type": 0,
		"value": "Removal pending until "
	}, {
		"type": 1,
		"value": "date"
	}],
	"rg.limit.placeholder": [{
		"type": 0,
		"value": "New limit, "
	}, {
		"type": 1,
		"value": "unit"
	}],
	"rg.limit.save": "Set limit",
	"rg.limit.remove": "Remove limit",
	"rg.limit.saved": "Your limit applies now",
	"rg.limit.savedPending": [{
		"type": 0,
		"value": "Your new limit applies on "
	}, {
		"type": 1,
		"value": "date"
	}],
	"rg.limit.invalid": "Enter a limit above 0 and try again",
	"rg.realityCheck.title": "Reality check",
	"rg.realityCheck.intro": "While you play, we remind you how long you have played and what you have won or lost.",
	"rg.realityCheck.every": [
		{
			"type": 0,
			"value": "Every "
		},
		{
			"type": 1,
			"value": "minutes"
		},
		{
			"type": 0,
			"value": " minutes"
		}
	],
	"rg.realityCheck.saved": "Reality check interval saved",
	"rg.realityCheck.dialogTitle": "Reality check",
	"rg.realityCheck.limitTitle": "Session time limit reached",
	"rg.realityCheck.played": [
		{
			"type": 0,
			"value": "You have been playing for "
		},
		{
			"type": 6,
			"value": "hours",
			"options": {
				"=0": { "value": [] },
				"one": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " hour "
				}] },
				"other": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " hours "
				}] }
			},
			"offset": 0,
			"pluralType": "cardinal"
		},
		{
			"type": 6,
			"value": "minutes",
			"options": {
				"one": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " minute"
				}] },
				"other": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " minutes"
				}] }
			},
			"offset": 0,
			"pluralType": "cardinal"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"rg.realityCheck.netUnknown": "Your net result for this session could not be read yet.",
	"rg.realityCheck.lost": [
		{
			"type": 0,
			"value": "Net result this session: lost "
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
			"value": "."
		}
	],
	"rg.realityCheck.won": [
		{
			"type": 0,
			"value": "Net result this session: won "
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
			"value": "."
		}
	],
	"rg.realityCheck.even": "Net result this session: even, nothing won or lost.",
	"rg.realityCheck.limitReached": "You reached the session time limit you set. It counts all your play today, across sign-ins: you can play again tomorrow.",
	"rg.realityCheck.continue": "Continue playing",
	"rg.realityCheck.stop": "Stop playing",
	"rg.days": [{
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
	}],
	"rg.timeOut.title": "Take a break",
	"rg.timeOut.intro": "A time-out closes your account for play for a short period. You are signed out at once.",
	"rg.timeOut.start": "Take a break",
	"rg.timeOut.confirm": [
		{
			"type": 0,
			"value": "Your account will be closed for "
		},
		{
			"type": 1,
			"value": "period"
		},
		{
			"type": 0,
			"value": ". You are signed out now and cannot sign in until the period ends. This cannot be undone."
		}
	],
	"rg.timeOut.yes": [{
		"type": 0,
		"value": "Yes, close for "
	}, {
		"type": 1,
		"value": "period"
	}],
	"rg.selfExclusion.title": "Self-exclusion",
	"rg.selfExclusion.intro": "Self-exclusion closes your account for a long period if you feel you need to stop gambling.",
	"rg.selfExclusion.start": "Exclude myself",
	"rg.selfExclusion.confirm": [
		{
			"type": 0,
			"value": "You will be excluded for "
		},
		{
			"type": 1,
			"value": "period"
		},
		{
			"type": 0,
			"value": ". You are signed out now and cannot sign in until the period ends. This cannot be undone."
		}
	],
	"rg.selfExclusion.yes": [{
		"type": 0,
		"value": "Yes, exclude me for "
	}, {
		"type": 1,
		"value": "period"
	}],
	"rg.helpLine": [
		{
			"type": 0,
			"value": "Need to talk to someone? Call the free help line on "
		},
		{
			"type": 1,
			"value": "phone"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"rg.helpLine.link": "Visit the help line's website",
	"rg.page.title": "Responsible gambling",
	"rg.page.intro": "Gambling should be entertainment, never a way to make money. Only play with money you can afford to lose, and take regular breaks.",
	"rg.page.commitment": "We support safer play with tools you control from your profile.",
	"rg.page.toolsTitle": "Tools you can use",
	"rg.page.tool.limits": [
		{
			"type": 0,
			"value": "Limits: "
		},
		{
			"type": 1,
			"value": "limits"
		},
		{
			"type": 0,
			"value": ". A lower limit applies at once; a higher one after "
		},
		{
			"type": 6,
			"value": "hours",
			"options": {
				"one": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " hour"
				}] },
				"other": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " hours"
				}] }
			},
			"offset": 0,
			"pluralType": "cardinal"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"rg.page.tool.realityCheck": [
		{
			"type": 0,
			"value": "Reality check: a reminder of your time and result while you play, every "
		},
		{
			"type": 1,
			"value": "minutes"
		},
		{
			"type": 0,
			"value": " minutes as you choose."
		}
	],
	"rg.page.tool.timeOut": [
		{
			"type": 0,
			"value": "Time-out: a break of "
		},
		{
			"type": 1,
			"value": "periods"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"rg.page.tool.selfExclusion": [
		{
			"type": 0,
			"value": "Self-exclusion: "
		},
		{
			"type": 1,
			"value": "periods"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"rg.page.signs": "Warning signs: chasing losses, playing longer than planned, borrowing money to play, or hiding your play from others. If you recognise these, ask for help.",
	"rg.page.toSettings": "Open my limits",
	"rg.page.signIn": "Sign in to set your limits",
	"rg.deposit.left": [
		{
			"type": 0,
			"value": "Your deposit limit leaves "
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
			"value": " "
		},
		{
			"type": 1,
			"value": "period"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"rg.deposit.leftCrypto": [
		{
			"type": 0,
			"value": "Your deposit limit leaves "
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
			"value": " "
		},
		{
			"type": 1,
			"value": "period"
		},
		{
			"type": 0,
			"value": ". A "
		},
		{
			"type": 1,
			"value": "coin"
		},
		{
			"type": 0,
			"value": " amount is converted to "
		},
		{
			"type": 1,
			"value": "currency"
		},
		{
			"type": 0,
			"value": " at the current rate and checked against it when you pay."
		}
	],
	"rg.deposit.over": [
		{
			"type": 0,
			"value": "This amount is over your deposit limit: "
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
			"value": " left "
		},
		{
			"type": 1,
			"value": "period"
		},
		{
			"type": 0,
			"value": ". Enter a smaller amount."
		}
	],
	"rg.period.depositDay": "today",
	"rg.period.depositWeek": "this week",
	"rg.period.depositMonth": "this month"
};
export { messages_en_US_default as default };
