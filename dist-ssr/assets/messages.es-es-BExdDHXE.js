// src/pages/profile/messages.es-es.json?icu
var messages_es_es_default = {
	"profile.tab.dashboard": "Resumen",
	"profile.tab.topUpHistory": "Solicitudes de depósito",
	"profile.tab.withdrawalHistory": "Solicitudes de retiro",
	"profile.tab.cashback": "Cashback",
	"profile.tab.promocode": "Código promocional",
	"profile.tab.referral": "Programa de referidos",
	"profile.tab.verification": "Verificación",
	"profile.tab.verificationConfirmed": "Verificación confirmada",
	"profile.tab.settings": "Ajustes",
	"profile.field.username": "Usuario",
	"profile.field.phone": "Teléfono",
	"profile.filter.result": "Resultado:",
	"profile.filter.type": "Tipo:",
	"profile.filter.status": "Estado:",
	"profile.filter.balance": "Saldo:",
	"profile.col.game": "Juego",
	"profile.col.status": "Estado",
	"profile.col.type": "Tipo",
	"profile.col.comment": "Comentario",
	"profile.col.code": "Código",
	"profile.col.username": "Amigo",
	"profile.col.reward": "Recompensa",
	"profile.entry.topUp": "Depósito",
	"profile.entry.withdrawal": "Retiro",
	"profile.entry.bonusTopUp": "Abono de bono",
	"profile.entry.bonusWithdrawal": "Cargo de bono",
	"profile.betHistory.noCall": "La plataforma no ofrece a esta página un historial de apuestas deportivas. Tus apuestas deportivas aparecen en el historial de la casa de apuestas.",
	"profile.bonus.terms": [
		{
			"type": 0,
			"value": "Bono de primer depósito: "
		},
		{
			"type": 1,
			"value": "percent"
		},
		{
			"type": 0,
			"value": "% de tu depósito, a apostar "
		},
		{
			"type": 1,
			"value": "multiplier"
		},
		{
			"type": 0,
			"value": " veces. "
		},
		{
			"type": 1,
			"value": "spins"
		},
		{
			"type": 0,
			"value": " giros gratis al registrarte."
		}
	],
	"profile.bonus.playingBonus": "Estás jugando con tu saldo de bono.",
	"profile.bonus.playingReal": "Estás jugando con tu saldo real.",
	"profile.bonus.switchToBonus": "Jugar con el saldo de bono",
	"profile.bonus.switchToReal": "Jugar con el saldo real",
	"profile.cashback.payout": [
		{
			"type": 0,
			"value": "El cashback se paga todos los días a las "
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
	"profile.cashback.balance": "Saldo de cashback",
	"profile.cashback.withdraw": "Pasar al saldo principal",
	"profile.cashback.withdrawn": "Cashback pasado a tu saldo principal",
	"profile.cashback.history": [
		{
			"type": 0,
			"value": "La plataforma no guarda un historial de cashback aparte: el cashback abonado aparece en tu "
		},
		{
			"type": 8,
			"value": "link",
			"children": [{
				"type": 0,
				"value": "historial de saldo"
			}]
		},
		{
			"type": 0,
			"value": "."
		}
	],
	"profile.promo.placeholder": "Código promocional",
	"profile.promo.activate": "Activar",
	"profile.promo.activated": "Código promocional activado",
	"profile.promo.history": "Códigos promocionales activados",
	"profile.referral.link": "Tu enlace de invitación",
	"profile.referral.copy": "Copiar",
	"profile.referral.copied": "Copiado correctamente",
	"profile.referral.copyFailed": "No se pudo copiar el enlace: el navegador negó el acceso al portapapeles. Selecciona el enlace y cópialo a mano.",
	"profile.referral.invited": "Amigos invitados",
	"profile.referral.reward": "Recompensa",
	"profile.referral.history": "Amigos invitados",
	"profile.referral.pages": "Páginas del historial de referidos",
	"profile.page.previous": "Página anterior",
	"profile.page.next": "Página siguiente",
	"profile.settings.theme": "Tema",
	"profile.settings.theme.light": "Claro",
	"profile.settings.theme.dark": "Oscuro",
	"profile.settings.language": "Idioma",
	"profile.settings.odds": "Formato de cuotas",
	"profile.verification.verified": "Tu correo electrónico está verificado.",
	"profile.verification.confirmed": "Tu correo electrónico está confirmado. ¡Gracias!",
	"profile.verification.notVerified": "Tu correo electrónico aún no está verificado. Abre el enlace que te enviamos o envíalo de nuevo.",
	"profile.verification.resend": "Enviar de nuevo el correo de verificación",
	"profile.verification.sent": "Correo de verificación enviado",
	"profile.where.bonus": "Mi bono:",
	"profile.where.cashback": "Cashback:",
	"profile.where.referral": "Programa de referidos:",
	"profile.where.userinfo": "Mi cuenta:",
	"profile.where.verification": "Verificación:",
	"profile.error.retry": "Recarga la página para intentarlo de nuevo.",
	"profile.bonus.betConditions": [
		{
			"type": 0,
			"value": "Las apuestas con bono cuentan con cuotas de "
		},
		{
			"type": 1,
			"value": "bonusOdds"
		},
		{
			"type": 0,
			"value": " o más; las apuestas gratis, con cuotas de "
		},
		{
			"type": 1,
			"value": "freeOdds"
		},
		{
			"type": 0,
			"value": " o más."
		}
	],
	"profile.bonus.loyaltyTitle": "Programa de fidelidad",
	"profile.bonus.loyalty": [
		{
			"type": 0,
			"value": "Acumulas puntos de fidelidad con tu pérdida neta de "
		},
		{
			"type": 6,
			"value": "days",
			"options": {
				"one": { "value": [
					{
						"type": 0,
						"value": "el último "
					},
					{ "type": 7 },
					{
						"type": 0,
						"value": " día"
					}
				] },
				"other": { "value": [
					{
						"type": 0,
						"value": "los últimos "
					},
					{ "type": 7 },
					{
						"type": 0,
						"value": " días"
					}
				] }
			},
			"offset": 0,
			"pluralType": "cardinal"
		},
		{
			"type": 0,
			"value": ". Cada "
		},
		{
			"type": 1,
			"value": "points"
		},
		{
			"type": 0,
			"value": " puntos valen "
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
			"value": " en apuesta gratis, que se entrega el "
		},
		{
			"type": 1,
			"value": "day"
		},
		{
			"type": 0,
			"value": " a las "
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
	"profile.filter.dates": "Fechas:",
	"profile.filter.from": "Desde",
	"profile.filter.to": "Hasta",
	"profile.filter.datesReversed": "La fecha de inicio es posterior a la de fin: elige una fecha de inicio igual o anterior para filtrar por fechas."
};
export { messages_es_es_default as default };
