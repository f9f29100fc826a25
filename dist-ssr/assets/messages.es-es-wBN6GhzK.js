// src/pages/responsibleGambling/messages.es-es.json?icu
var messages_es_es_default = {
	"profile.tab.responsibleGambling": "Juego responsable",
	"rg.limits.intro": [
		{
			"type": 0,
			"value": "Fija límites para mantener el control. Un límite más bajo se aplica al instante; uno más alto, o quitarlo, solo después de "
		},
		{
			"type": 6,
			"value": "hours",
			"options": {
				"one": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " hora"
				}] },
				"other": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " horas"
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
	"rg.limit.depositDay": "Límite de depósito diario",
	"rg.limit.depositWeek": "Límite de depósito semanal",
	"rg.limit.depositMonth": "Límite de depósito mensual",
	"rg.limit.lossDay": "Límite de pérdidas diario",
	"rg.limit.lossWeek": "Límite de pérdidas semanal",
	"rg.limit.lossMonth": "Límite de pérdidas mensual",
	"rg.limit.sessionMinutes": "Límite de tiempo por sesión",
	"rg.unit.minutes": "minutos",
	"rg.limit.none": "Sin límite",
	"rg.limit.current": [
		{
			"type": 0,
			"value": "Límite: "
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
			"type": 0,
			"value": "Quedan "
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
	"rg.limit.pendingUntil": [
		{
			"type": 0,
			"value": "Aumento a "
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
			"value": " pendiente hasta el "
		},
		{
			"type": 1,
			"value": "date"
		}
	],
	"rg.limit.pendingRemoval": [{
		"type": 0,
		"value": "Eliminación pendiente hasta el "
	}, {
		"type": 1,
		"value": "date"
	}],
	"rg.limit.placeholder": [{
		"type": 0,
		"value": "Nuevo límite, "
	}, {
		"type": 1,
		"value": "unit"
	}],
	"rg.limit.save": "Fijar límite",
	"rg.limit.remove": "Quitar límite",
	"rg.limit.saved": "Tu límite ya se aplica",
	"rg.limit.savedPending": [{
		"type": 0,
		"value": "Tu nuevo límite se aplicará el "
	}, {
		"type": 1,
		"value": "date"
	}],
	"rg.limit.invalid": "Introduce un límite mayor que 0 e inténtalo de nuevo",
	"rg.realityCheck.title": "Control de realidad",
	"rg.realityCheck.intro": "Mientras juegas, te recordamos cuánto tiempo llevas jugando y cuánto has ganado o perdido.",
	"rg.realityCheck.every": [
		{
			"type": 0,
			"value": "Cada "
		},
		{
			"type": 1,
			"value": "minutes"
		},
		{
			"type": 0,
			"value": " minutos"
		}
	],
	"rg.realityCheck.saved": "Intervalo del control de realidad guardado",
	"rg.realityCheck.dialogTitle": "Control de realidad",
	"rg.realityCheck.limitTitle": "Has alcanzado tu límite de tiempo",
	"rg.realityCheck.played": [
		{
			"type": 0,
			"value": "Llevas jugando "
		},
		{
			"type": 6,
			"value": "hours",
			"options": {
				"=0": { "value": [] },
				"one": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " hora y "
				}] },
				"other": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " horas y "
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
					"value": " minuto"
				}] },
				"other": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " minutos"
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
	"rg.realityCheck.netUnknown": "Aún no se ha podido leer tu resultado neto de esta sesión.",
	"rg.realityCheck.lost": [
		{
			"type": 0,
			"value": "Resultado neto de la sesión: has perdido "
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
			"value": "Resultado neto de la sesión: has ganado "
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
	"rg.realityCheck.even": "Resultado neto de la sesión: sin ganancias ni pérdidas.",
	"rg.realityCheck.limitReached": "Has alcanzado el límite de tiempo por sesión que fijaste. Cuenta todo tu juego de hoy, aunque vuelvas a iniciar sesión: podrás volver a jugar mañana.",
	"rg.realityCheck.continue": "Seguir jugando",
	"rg.realityCheck.stop": "Dejar de jugar",
	"rg.days": [{
		"type": 6,
		"value": "days",
		"options": {
			"one": { "value": [{ "type": 7 }, {
				"type": 0,
				"value": " día"
			}] },
			"other": { "value": [{ "type": 7 }, {
				"type": 0,
				"value": " días"
			}] }
		},
		"offset": 0,
		"pluralType": "cardinal"
	}],
	"rg.timeOut.title": "Tomar un descanso",
	"rg.timeOut.intro": "Un descanso cierra tu cuenta para jugar durante un periodo corto. Se cerrará tu sesión al instante.",
	"rg.timeOut.start": "Tomar un descanso",
	"rg.timeOut.confirm": [
		{
			"type": 0,
			"value": "Tu cuenta se cerrará durante "
		},
		{
			"type": 1,
			"value": "period"
		},
		{
			"type": 0,
			"value": ". Se cerrará tu sesión ahora y no podrás entrar hasta que termine el periodo. No se puede deshacer."
		}
	],
	"rg.timeOut.yes": [{
		"type": 0,
		"value": "Sí, cerrar durante "
	}, {
		"type": 1,
		"value": "period"
	}],
	"rg.selfExclusion.title": "Autoexclusión",
	"rg.selfExclusion.intro": "La autoexclusión cierra tu cuenta durante un periodo largo si sientes que necesitas dejar de jugar.",
	"rg.selfExclusion.start": "Autoexcluirme",
	"rg.selfExclusion.confirm": [
		{
			"type": 0,
			"value": "Quedarás excluido durante "
		},
		{
			"type": 1,
			"value": "period"
		},
		{
			"type": 0,
			"value": ". Se cerrará tu sesión ahora y no podrás entrar hasta que termine el periodo. No se puede deshacer."
		}
	],
	"rg.selfExclusion.yes": [{
		"type": 0,
		"value": "Sí, excluirme durante "
	}, {
		"type": 1,
		"value": "period"
	}],
	"rg.helpLine": [
		{
			"type": 0,
			"value": "¿Necesitas hablar con alguien? Llama gratis a la línea de ayuda: "
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
	"rg.helpLine.link": "Visitar la web de la línea de ayuda",
	"rg.page.title": "Juego responsable",
	"rg.page.intro": "El juego debe ser un entretenimiento, nunca una forma de ganar dinero. Juega solo con dinero que puedas permitirte perder y haz pausas con frecuencia.",
	"rg.page.commitment": "Apoyamos el juego seguro con herramientas que controlas desde tu perfil.",
	"rg.page.toolsTitle": "Herramientas a tu alcance",
	"rg.page.tool.limits": [
		{
			"type": 0,
			"value": "Límites: "
		},
		{
			"type": 1,
			"value": "limits"
		},
		{
			"type": 0,
			"value": ". Un límite más bajo se aplica al instante; uno más alto después de "
		},
		{
			"type": 6,
			"value": "hours",
			"options": {
				"one": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " hora"
				}] },
				"other": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " horas"
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
			"value": "Control de realidad: un recordatorio de tu tiempo y tu resultado mientras juegas, cada "
		},
		{
			"type": 1,
			"value": "minutes"
		},
		{
			"type": 0,
			"value": " minutos, a tu elección."
		}
	],
	"rg.page.tool.timeOut": [
		{
			"type": 0,
			"value": "Descanso: una pausa de "
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
			"value": "Autoexclusión: "
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
	"rg.page.signs": "Señales de alerta: intentar recuperar pérdidas, jugar más de lo previsto, pedir dinero prestado para jugar u ocultar tu juego a los demás. Si te reconoces en ellas, pide ayuda.",
	"rg.page.toSettings": "Abrir mis límites",
	"rg.page.signIn": "Inicia sesión para fijar tus límites",
	"rg.deposit.left": [
		{
			"type": 0,
			"value": "Tu límite de depósito deja "
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
			"value": "Tu límite de depósito deja "
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
			"value": ". Un importe en "
		},
		{
			"type": 1,
			"value": "coin"
		},
		{
			"type": 0,
			"value": " se convierte a "
		},
		{
			"type": 1,
			"value": "currency"
		},
		{
			"type": 0,
			"value": " al cambio del momento y se comprueba con él al pagar."
		}
	],
	"rg.deposit.over": [
		{
			"type": 0,
			"value": "Este importe supera tu límite de depósito: quedan "
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
			"value": ". Introduce un importe menor."
		}
	],
	"rg.period.depositDay": "hoy",
	"rg.period.depositWeek": "esta semana",
	"rg.period.depositMonth": "este mes"
};
export { messages_es_es_default as default };
