// src/i18n/locales/en-US.json?icu
var en_US_default = {
	"maintenance.badge": "Maintenance",
	"maintenance.endsAt": [
		{
			"type": 0,
			"value": "Expected back on "
		},
		{
			"type": 1,
			"value": "date"
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
			"value": " (your time)."
		}
	],
	"maintenance.message.cashdesk": "Deposits and withdrawals are paused for maintenance. Your balance is safe; please try again later.",
	"maintenance.message.casino": "The casino is being updated. Sport and your account are still open.",
	"maintenance.message.provider": "This game provider is under maintenance. Please pick another game or come back later.",
	"maintenance.message.site": "We are improving the site. Please come back a little later: your balance and your games are safe.",
	"maintenance.message.sport": "Sports betting is being updated. The casino and your account are still open.",
	"maintenance.noEnd": "We will be back as soon as possible.",
	"maintenance.tile": "Under maintenance",
	"maintenance.title": "Under maintenance",
	"common.close": "Close",
	"common.yes": "Yes",
	"common.no": "No",
	"common.backToCasino": "Back to casino",
	"header.greeting": [
		{
			"type": 0,
			"value": "Hello, "
		},
		{
			"type": 1,
			"value": "name"
		},
		{
			"type": 0,
			"value": "!"
		}
	],
	"header.greetingGuest": "Welcome! Sign in to play.",
	"header.balance": "Balance",
	"header.bonusBalance": "Bonus",
	"header.login": "Sign in",
	"header.logout": "Log out",
	"header.profile": "My profile",
	"header.language": "Language",
	"header.search": "Search games",
	"header.menu": "Menu",
	"shell.skipToContent": "Skip to content",
	"header.themeDark": "Switch to dark theme",
	"header.themeLight": "Switch to light theme",
	"menu.label": "Main menu",
	"menu.collapse": "Collapse menu",
	"menu.expand": "Expand menu",
	"footer.copyright": [
		{
			"type": 0,
			"value": "© "
		},
		{
			"type": 1,
			"value": "years"
		},
		{
			"type": 0,
			"value": " "
		},
		{
			"type": 1,
			"value": "brand"
		},
		{
			"type": 0,
			"value": ". All rights reserved."
		}
	],
	"footer.backToTop": "Back to top",
	"notify.title.warning": "Warning!",
	"notify.title.success": "Success!",
	"notify.title.error": "Error!",
	"auth.signIn.title": "Sign in",
	"auth.signIn.submit": "Sign in",
	"auth.signIn.notPlayer": "This account cannot sign in to the player site.",
	"auth.username": "Username",
	"auth.usernamePlaceholder": "Your e-mail or username",
	"auth.password": "Password",
	"auth.showPassword": "Show password",
	"auth.hidePassword": "Hide password",
	"auth.logOut.title": "Log out",
	"auth.logOut.question": "Do you really want to log out?",
	"contacts.title": "Contact us",
	"contacts.description": [
		{
			"type": 0,
			"value": "Our support team is here for you around the clock. Write to us by "
		},
		{
			"type": 1,
			"value": "channels"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"contacts.backToCasino": "Back to casino",
	"contacts.none": "No contact channels are available right now.",
	"header.deposit": "Deposit",
	"cashdesk.title": "Cash desk",
	"cashdesk.tab.deposit": "Deposit",
	"cashdesk.tab.withdrawal": "Withdrawal",
	"cashdesk.section.text": "Top up your balance or withdraw your winnings. The cash desk opens in a window; open it again here at any time.",
	"cashdesk.amount": "Amount",
	"cashdesk.amount.placeholder": "Enter an amount",
	"cashdesk.amount.invalid": "Enter an amount between the minimum and the maximum shown below.",
	"amount.unreadable": [
		{
			"type": 0,
			"value": "This is not a number we can read. Write it with digits like "
		},
		{
			"type": 1,
			"value": "example"
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"cashdesk.min": [
		{
			"type": 0,
			"value": "Minimum: "
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
		}
	],
	"cashdesk.max": [
		{
			"type": 0,
			"value": "Maximum: "
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
		}
	],
	"cashdesk.required": "Please fill in this field.",
	"cashdesk.cancel": "Cancel",
	"cashdesk.next": "Next",
	"cashdesk.back": "Back",
	"cashdesk.ok": "OK",
	"cashdesk.copy": "Copy to clipboard",
	"cashdesk.copied": "Copied successfully",
	"cashdesk.copyFailed": "Could not copy to the clipboard. Please select the text and copy it by hand.",
	"cashdesk.failed": "The payment was not accepted",
	"cashdesk.writeToSupport": "Write to support in the live chat",
	"cashdesk.deposit.method": "Payment method",
	"cashdesk.deposit.selectAmount": "Select an amount",
	"cashdesk.deposit.transfer": [
		{
			"type": 0,
			"value": "Transfer "
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
			"value": " to the account below."
		}
	],
	"cashdesk.deposit.accountName": "Account name",
	"cashdesk.deposit.requisite": "Account number",
	"cashdesk.deposit.unverified": [
		{
			"type": 0,
			"value": "Your account is not verified yet, so we cannot show you payment details. Write to our support team and they will help you with your deposit. After "
		},
		{
			"type": 1,
			"value": "count"
		},
		{
			"type": 0,
			"value": " successful deposits you can choose the payment details yourself."
		}
	],
	"cashdesk.deposit.afterPayment": "After paying, enter the IBAN of the account you paid from and press the deposit button so we can match your payment.",
	"cashdesk.deposit.iban": "Your IBAN number",
	"cashdesk.deposit.iban.placeholder": "e.g. TR00 0000 0000 0000 0000 0000 00",
	"cashdesk.deposit.iban.invalid": "Enter the IBAN of the account you paid from.",
	"cashdesk.deposit.success": "Your deposit request has been sent.",
	"cashdesk.withdrawal.bank": "Bank name",
	"cashdesk.withdrawal.country": "Country",
	"cashdesk.withdrawal.accountName": "Account holder name",
	"cashdesk.withdrawal.accountId": "Account ID (IBAN)",
	"cashdesk.withdrawal.submit": "Withdraw",
	"cashdesk.withdrawal.success": "Your withdrawal request has been sent.",
	"cashdesk.withdrawal.blocked.title": "Withdrawal is blocked by your bonus",
	"cashdesk.withdrawal.blocked.left": [
		{
			"type": 0,
			"value": "You still need to wager "
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
			"value": " of your bonus before you can withdraw. Keep playing, or write to support if you have questions."
		}
	],
	"cashdesk.complete.deposit": "Deposit request sent",
	"cashdesk.complete.withdrawal": "Withdrawal request sent",
	"cashdesk.complete.operationTime": [
		{
			"type": 0,
			"value": "Payment operations take from "
		},
		{
			"type": 1,
			"value": "from"
		},
		{
			"type": 0,
			"value": " minutes to "
		},
		{
			"type": 1,
			"value": "to"
		},
		{
			"type": 0,
			"value": " hours."
		}
	],
	"configError.title": "This site cannot start",
	"configError.intro": [
		{
			"type": 0,
			"value": "The configuration of brand \""
		},
		{
			"type": 1,
			"value": "brand"
		},
		{
			"type": 0,
			"value": "\" has "
		},
		{
			"type": 6,
			"value": "count",
			"options": {
				"one": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " problem"
				}] },
				"other": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " problems"
				}] }
			},
			"offset": 0,
			"pluralType": "cardinal"
		},
		{
			"type": 0,
			"value": " and there is no earlier working copy to fall back on."
		}
	],
	"configError.source": [{
		"type": 0,
		"value": "Loaded from "
	}, {
		"type": 1,
		"value": "url"
	}],
	"configError.help": "Fix the brand files (npm run validate lists the same problems) and reload the page.",
	"routeError.title": "Something went wrong",
	"routeError.text": "This page could not be shown. Please try again in a moment.",
	"notFound.title": "Page not found",
	"notFound.text": "The page you are looking for does not exist or has moved.",
	"casino.lobby.title": "Casino",
	"verify.title": "E-mail verification",
	"verify.success": "Your e-mail address is verified. Thank you!",
	"verify.failure": "This verification link is invalid or has expired.",
	"promotions.title": "Promotions",
	"promotions.failed": "Promotions could not be loaded. Please try again later.",
	"promotions.empty": "There are no promotions right now. Check back soon!",
	"promotions.more": "Learn more",
	"promotions.notFound": "Promotion not found",
	"promotions.backToList": "All promotions",
	"cashback.title": "Casino cashback",
	"cashback.intro": [
		{
			"type": 0,
			"value": "Get part of your daily losses back. Cashback is paid every day at "
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
	"flatPage.notFound": "Page not found",
	"referral.title": "Referral programme",
	"referral.intro": "Invite your friends and earn a reward for every friend who joins and plays.",
	"referral.payout": [
		{
			"type": 0,
			"value": "Rewards are paid every "
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
	"referral.open": "My referral link",
	"majorVip.title": "VIP club",
	"majorVip.intro": "Our VIP players enjoy a personal manager, higher limits, faster withdrawals and exclusive offers. Contact us to join.",
	"sportRules.title": "Sport rules",
	"sportRules.missing": "The sport rules are not available in this language.",
	"sportRules.allSections": "All sections",
	"betRules.title": [
		{
			"type": 0,
			"value": "Rule "
		},
		{
			"type": 1,
			"value": "n"
		},
		{
			"type": 0,
			"value": ": "
		},
		{
			"type": 1,
			"value": "name"
		}
	],
	"sport.pleaseAuth": "Please sign in to place bets.",
	"sport.frameTitle": "Sportsbook",
	"sport.unavailable": "Sports betting is not available right now. Please try again later.",
	"profile.tab.casinoHistory": "Casino history",
	"profile.tab.betHistory": "Bet history",
	"profile.tab.transactions": "Transactions",
	"profile.tab.balanceHistory": "Balance history",
	"profile.tab.bonus": "My bonus",
	"profile.tab.userInfo": "My account",
	"profile.tab.changeLanguage": "Language",
	"profile.tab.contacts": "Contacts",
	"profile.field.name": "Name",
	"profile.field.email": "E-mail",
	"profile.field.id": "Player ID",
	"profile.field.currency": "Currency",
	"profile.bonus.total": "Wagering required",
	"profile.bonus.played": "Already wagered",
	"profile.bonus.left": "Left to wager",
	"profile.history.empty": "Nothing here yet.",
	"profile.history.failed": "The history could not be loaded.",
	"profile.history.moreFailed": "The next rows could not be loaded.",
	"profile.history.retry": "Try again",
	"profile.col.date": "Date",
	"profile.col.provider": "Provider",
	"profile.col.amount": "Amount",
	"profile.col.balanceAfter": "Balance after",
	"profile.col.system": "Payment system",
	"sport.frameOwnOrigin": "The sportsbook address points at this site itself, which is not allowed, so it was not opened. Please contact support.",
	"sport.frameRefused": "The sportsbook is served from an address the site does not trust, so it was not opened. Please contact support.",
	"shell.offline": "You are offline. The site will reconnect by itself when your connection is back.",
	"degraded.blocklist": "We could not check which game providers are available, so games cannot be started for now. You can still browse the lobby; please try again in a few minutes.",
	"degraded.settings": "Some site settings could not be loaded, so limits and currencies follow the site's defaults for now. Reload the page in a few minutes to get the current ones.",
	"configError.player": "The site could not load its settings, so it cannot open right now. Please try again in a few minutes.",
	"configError.reload": "Try again",
	"header.balanceUnknown": "unknown",
	"header.balanceStale": "(may be out of date: the last update failed)",
	"auth.signUp.title": "Sign up",
	"auth.signUp.firstName": "First name",
	"auth.signUp.lastName": "Surname",
	"auth.signUp.username": "Username",
	"auth.signUp.phone": "Phone",
	"auth.signUp.country": "Country dial code",
	"auth.signUp.phoneInvalid": [
		{
			"type": 0,
			"value": "Enter the phone number with "
		},
		{
			"type": 1,
			"value": "digits"
		},
		{
			"type": 0,
			"value": " digits, without the country code."
		}
	],
	"auth.signUp.email": "E-mail",
	"auth.signUp.sendCode": "Send code",
	"auth.signUp.code": "Confirmation code from the e-mail",
	"auth.signUp.confirmCode": "Confirm",
	"auth.signUp.codeConfirmed": "Confirmed",
	"auth.signUp.codeSent": "If this address can be used for a new account, we sent a confirmation code to it: enter it below and press Confirm. If you already have an account, sign in or reset your password.",
	"auth.signUp.terms": "I am of legal age and accept the terms and conditions",
	"auth.signUp.submit": "Create account",
	"auth.signUp.success": "Your account is created. Welcome!",
	"auth.signUp.promoActivated": "Your promo code is activated.",
	"auth.signUp.haveAccount": "Already have an account?",
	"auth.emailInvalid": "Enter a valid e-mail address, for example name@example.com.",
	"auth.passwordRule": [
		{
			"type": 0,
			"value": "The password requires "
		},
		{
			"type": 1,
			"value": "min"
		},
		{
			"type": 0,
			"value": " characters, of which "
		},
		{
			"type": 1,
			"value": "digits"
		},
		{
			"type": 0,
			"value": " are digits."
		}
	],
	"auth.repeatPassword": "Repeat password",
	"auth.passwordsDoNotMatch": "Passwords do not match",
	"auth.oldPassword": "Current password",
	"auth.newPassword": "New password",
	"auth.forgotPassword": "Forgot password?",
	"auth.backToSignIn": "Back to sign in",
	"auth.reset.title": "Reset password",
	"auth.reset.steps": "Reset steps",
	"auth.reset.stepN": [{
		"type": 0,
		"value": "Step "
	}, {
		"type": 1,
		"value": "n"
	}],
	"auth.reset.hint0": "Enter the e-mail of your account; we will send a code to it.",
	"auth.reset.hint1": "Enter the code from the e-mail.",
	"auth.reset.hint2": "Choose a new password.",
	"auth.reset.continue": "Continue",
	"auth.reset.submit": "Set new password",
	"auth.reset.codeSent": "If an account exists for this address, we sent a code to it.",
	"auth.reset.codeChecked": "The code is correct. Choose a new password.",
	"auth.reset.done": "Your password is changed. Sign in with the new password.",
	"auth.changePassword.title": "Change password",
	"auth.changePassword.submit": "Change password",
	"auth.changePassword.done": "Password changed. Sign in with the new password.",
	"auth.changedPasswordDoNotMatch": "The new password and its repeat do not match. Type the same password in both fields.",
	"profile.tab.changePassword": "Change password",
	"downMenu.label": "Quick menu",
	"loginMenu.title": "Your account",
	"loginMenu.text": "Sign in to play, or create an account.",
	"loginMenu.signIn": "Sign in",
	"loginMenu.signUp": "Sign up",
	"slider.label": "Featured promotions",
	"slider.prev": "Previous slide",
	"slider.next": "Next slide",
	"slider.slide": [
		{
			"type": 0,
			"value": "Slide "
		},
		{
			"type": 1,
			"value": "index"
		},
		{
			"type": 0,
			"value": " of "
		},
		{
			"type": 1,
			"value": "count"
		}
	],
	"slider.open": [{
		"type": 0,
		"value": "Open promotion "
	}, {
		"type": 1,
		"value": "index"
	}],
	"referralNotice.label": "Referral programme notifications",
	"referralNotice.title": "Referral programme request",
	"referralNotice.accepted": "Your request to join the referral programme was accepted.",
	"referralNotice.declined": [{
		"type": 0,
		"value": "Your request to join the referral programme was declined: "
	}, {
		"type": 1,
		"value": "reason"
	}],
	"referralNotice.declinedNoReason": "Your request to join the referral programme was declined.",
	"referralNotice.dismiss": "Dismiss",
	"cashdesk.method.bank": "Bank transfer",
	"cashdesk.method.support": "Bank transfer with the help of support",
	"cashdesk.withdrawal.method": "Withdrawal method",
	"cashdesk.withdrawal.wallet": "Wallet address",
	"cashdesk.crypto.unavailable": "Crypto payments could not be loaded, so only bank methods are offered right now. Try again, or write to support if it keeps failing.",
	"cashdesk.crypto.retry": "Try again",
	"cashdesk.crypto.limitLoading": [
		{
			"type": 0,
			"value": "Loading the limits of "
		},
		{
			"type": 1,
			"value": "currency"
		},
		{
			"type": 0,
			"value": "…"
		}
	],
	"cashdesk.crypto.limitFailed": [
		{
			"type": 0,
			"value": "We could not load the minimum and maximum amounts of "
		},
		{
			"type": 1,
			"value": "currency"
		},
		{
			"type": 0,
			"value": ", so it cannot be used right now. Try again or choose another method."
		}
	],
	"cashdesk.crypto.deposit": [
		{
			"type": 0,
			"value": "You pay "
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
			"value": ". Press the deposit button and we will give you the link to the payment page."
		}
	],
	"cashdesk.crypto.invoiceText": "Your deposit is ready to pay. Open the payment page and send the crypto there; your balance is updated once the payment is confirmed.",
	"cashdesk.crypto.invoiceOpen": "Open the payment page",
	"cashdesk.crypto.invoiceBlocked": "We could not open a payment page for this deposit. Write to support and they will help you finish it.",
	"cashdesk.bonus.agreement": [
		{
			"type": 0,
			"value": "I want the first-deposit bonus: "
		},
		{
			"type": 1,
			"value": "percent"
		},
		{
			"type": 0,
			"value": "% of my deposit, to be wagered "
		},
		{
			"type": 1,
			"value": "multiplier"
		},
		{
			"type": 0,
			"value": " times, and "
		},
		{
			"type": 1,
			"value": "spins"
		},
		{
			"type": 0,
			"value": " free spins."
		}
	],
	"cashdesk.bonus.agreementHint": "Without this tick your deposit is credited without the bonus.",
	"auth.bannedLoggedOut": "Your account has been blocked, so you were signed out. If you think this is a mistake, write to support.",
	"auth.reset.channel": "Send the code by",
	"auth.reset.by.email": "E-mail",
	"auth.reset.by.phone": "Phone",
	"auth.reset.hint0Phone": "Enter the phone number of your account; we will send a code to it by SMS.",
	"auth.reset.hint1Phone": "Enter the code from the SMS.",
	"auth.reset.smsSent": "If an account exists for this number, we sent a code to it by SMS.",
	"auth.firstAuth.hint": "This is your first sign-in: choose your own password before you continue. Enter the password you signed in with, then the new one.",
	"auth.firstAuth.logOut": "Sign out instead",
	"auth.changePassword.doneSignedIn": "Password changed. You can use the site now.",
	"auth.banner.alt": "Welcome to the casino",
	"cashdesk.deposit.submit": [
		{
			"type": 0,
			"value": "Deposit "
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
		}
	],
	"cashdesk.outcome.checking": "We did not get an answer about your payment. We are checking whether it went through — please wait.",
	"cashdesk.outcome.unknown.title": "We could not find out whether your payment went through",
	"cashdesk.outcome.unknown.text": "Check again in a moment. Sending it again is safe: the same payment is never booked twice.",
	"cashdesk.outcome.checkAgain": "Check again",
	"cashdesk.outcome.retry": "Send it again",
	"cashdesk.outcome.notBooked": "Your payment was not booked and nothing was charged. You can send it again.",
	"cashdesk.sessionEnded": "Your session has ended, so the payment was not sent and nothing was lost. Sign in again to continue.",
	"cashdesk.signIn": "Sign in",
	"cashdesk.otherTab": [
		{
			"type": 5,
			"value": "kind",
			"options": {
				"Deposit": { "value": [{
					"type": 0,
					"value": "A deposit"
				}] },
				"other": { "value": [{
					"type": 0,
					"value": "A withdrawal"
				}] }
			}
		},
		{
			"type": 0,
			"value": " of "
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
			"value": " was just sent from another tab of this site. Check your history first; press the button again only if you want to send this payment too."
		}
	],
	"auth.signIn.failed": "Incorrect e-mail or password",
	"auth.reset.codeInvalid": "This code is not valid, has expired or was tried too many times. Check it, or ask for a new one.",
	"auth.signUp.notCreated": "We could not create the account with these details. If you already have an account, sign in or reset your password."
};
export { en_US_default as default };
