// src/i18n/locales/es-es.json?icu
var es_es_default = {
	"maintenance.badge": "Mantenimiento",
	"maintenance.endsAt": [
		{
			"type": 0,
			"value": "Volvemos el "
		},
		{
			"type": 1,
			"value": "date"
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
			"value": " (tu hora)."
		}
	],
	"maintenance.message.cashdesk": "Los depósitos y retiros están en pausa por mantenimiento. Tu saldo está a salvo; inténtalo más tarde.",
	"maintenance.message.casino": "El casino se está actualizando. Los deportes y tu cuenta siguen abiertos.",
	"maintenance.message.provider": "Este proveedor de juegos está en mantenimiento. Elige otro juego o vuelve más tarde.",
	"maintenance.message.site": "Estamos mejorando el sitio. Vuelve un poco más tarde: tu saldo y tus juegos están a salvo.",
	"maintenance.message.sport": "Las apuestas deportivas se están actualizando. El casino y tu cuenta siguen abiertos.",
	"maintenance.noEnd": "Volveremos lo antes posible.",
	"maintenance.tile": "En mantenimiento",
	"maintenance.title": "En mantenimiento",
	"common.close": "Cerrar",
	"common.yes": "Sí",
	"common.no": "No",
	"common.backToCasino": "Volver al casino",
	"header.greeting": [
		{
			"type": 0,
			"value": "¡Hola, "
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
	"header.greetingGuest": "¡Bienvenido! Inicia sesión para jugar.",
	"header.balance": "Saldo",
	"header.bonusBalance": "Bono",
	"header.login": "Iniciar sesión",
	"header.logout": "Cerrar sesión",
	"header.profile": "Mi perfil",
	"header.language": "Idioma",
	"header.search": "Buscar juegos",
	"header.menu": "Menú",
	"shell.skipToContent": "Saltar al contenido",
	"header.themeDark": "Cambiar al tema oscuro",
	"header.themeLight": "Cambiar al tema claro",
	"menu.label": "Menú principal",
	"menu.collapse": "Contraer menú",
	"menu.expand": "Expandir menú",
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
			"value": ". Todos los derechos reservados."
		}
	],
	"footer.backToTop": "Volver arriba",
	"notify.title.warning": "¡Atención!",
	"notify.title.success": "¡Éxito!",
	"notify.title.error": "¡Error!",
	"auth.signIn.title": "Iniciar sesión",
	"auth.signIn.submit": "Entrar",
	"auth.signIn.notPlayer": "Esta cuenta no puede iniciar sesión en el sitio de jugadores.",
	"auth.username": "Usuario",
	"auth.usernamePlaceholder": "Tu correo o nombre de usuario",
	"auth.password": "Contraseña",
	"auth.showPassword": "Mostrar contraseña",
	"auth.hidePassword": "Ocultar contraseña",
	"auth.logOut.title": "Cerrar sesión",
	"auth.logOut.question": "¿Seguro que quieres cerrar sesión?",
	"contacts.title": "Contáctanos",
	"contacts.description": [
		{
			"type": 0,
			"value": "Nuestro equipo de soporte está disponible las 24 horas. Escríbenos por "
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
	"contacts.backToCasino": "Volver al casino",
	"contacts.none": "No hay canales de contacto disponibles en este momento.",
	"header.deposit": "Depositar",
	"cashdesk.title": "Caja",
	"cashdesk.tab.deposit": "Depósito",
	"cashdesk.tab.withdrawal": "Retiro",
	"cashdesk.section.text": "Recarga tu saldo o retira tus ganancias. La caja se abre en una ventana; puedes volver a abrirla aquí en cualquier momento.",
	"cashdesk.amount": "Importe",
	"cashdesk.amount.placeholder": "Introduce un importe",
	"cashdesk.amount.invalid": "Introduce un importe entre el mínimo y el máximo indicados abajo.",
	"amount.unreadable": [
		{
			"type": 0,
			"value": "No podemos leer este número. Escríbelo con cifras así: "
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
			"value": "Mínimo: "
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
			"value": "Máximo: "
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
	"cashdesk.required": "Rellena este campo.",
	"cashdesk.cancel": "Cancelar",
	"cashdesk.next": "Siguiente",
	"cashdesk.back": "Atrás",
	"cashdesk.ok": "Aceptar",
	"cashdesk.copy": "Copiar al portapapeles",
	"cashdesk.copied": "Copiado correctamente",
	"cashdesk.copyFailed": "No se pudo copiar al portapapeles. Selecciona el texto y cópialo a mano.",
	"cashdesk.failed": "El pago no fue aceptado",
	"cashdesk.writeToSupport": "Escribe a soporte en el chat en vivo",
	"cashdesk.deposit.method": "Método de pago",
	"cashdesk.deposit.selectAmount": "Elige un importe",
	"cashdesk.deposit.transfer": [
		{
			"type": 0,
			"value": "Transfiere "
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
			"value": " a la cuenta indicada abajo."
		}
	],
	"cashdesk.deposit.accountName": "Titular de la cuenta",
	"cashdesk.deposit.requisite": "Número de cuenta",
	"cashdesk.deposit.unverified": [
		{
			"type": 0,
			"value": "Tu cuenta aún no está verificada, por eso no podemos mostrarte los datos de pago. Escribe a nuestro equipo de soporte y te ayudará con tu depósito. Después de "
		},
		{
			"type": 1,
			"value": "count"
		},
		{
			"type": 0,
			"value": " depósitos realizados podrás elegir tú mismo los datos de pago."
		}
	],
	"cashdesk.deposit.afterPayment": "Después de pagar, introduce el IBAN de la cuenta desde la que pagaste y pulsa el botón de depósito para que podamos identificar tu pago.",
	"cashdesk.deposit.iban": "Tu número IBAN",
	"cashdesk.deposit.iban.placeholder": "p. ej. TR00 0000 0000 0000 0000 0000 00",
	"cashdesk.deposit.iban.invalid": "Introduce el IBAN de la cuenta desde la que pagaste.",
	"cashdesk.deposit.success": "Tu solicitud de depósito se ha enviado.",
	"cashdesk.withdrawal.bank": "Nombre del banco",
	"cashdesk.withdrawal.country": "País",
	"cashdesk.withdrawal.accountName": "Titular de la cuenta",
	"cashdesk.withdrawal.accountId": "ID de cuenta (IBAN)",
	"cashdesk.withdrawal.submit": "Retirar",
	"cashdesk.withdrawal.success": "Tu solicitud de retiro se ha enviado.",
	"cashdesk.withdrawal.blocked.title": "El retiro está bloqueado por tu bono",
	"cashdesk.withdrawal.blocked.left": [
		{
			"type": 0,
			"value": "Aún debes apostar "
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
			"value": " de tu bono antes de poder retirar. Sigue jugando o escribe a soporte si tienes dudas."
		}
	],
	"cashdesk.complete.deposit": "Solicitud de depósito enviada",
	"cashdesk.complete.withdrawal": "Solicitud de retiro enviada",
	"cashdesk.complete.operationTime": [
		{
			"type": 0,
			"value": "Las operaciones de pago tardan entre "
		},
		{
			"type": 1,
			"value": "from"
		},
		{
			"type": 0,
			"value": " minutos y "
		},
		{
			"type": 1,
			"value": "to"
		},
		{
			"type": 0,
			"value": " horas."
		}
	],
	"configError.title": "Este sitio no puede iniciarse",
	"configError.intro": [
		{
			"type": 0,
			"value": "La configuración de la marca \""
		},
		{
			"type": 1,
			"value": "brand"
		},
		{
			"type": 0,
			"value": "\" tiene "
		},
		{
			"type": 6,
			"value": "count",
			"options": {
				"one": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " problema"
				}] },
				"other": { "value": [{ "type": 7 }, {
					"type": 0,
					"value": " problemas"
				}] }
			},
			"offset": 0,
			"pluralType": "cardinal"
		},
		{
			"type": 0,
			"value": " y no hay una copia anterior válida que usar."
		}
	],
	"configError.source": [{
		"type": 0,
		"value": "Cargada desde "
	}, {
		"type": 1,
		"value": "url"
	}],
	"configError.help": "Corrige los archivos de la marca (npm run validate muestra los mismos problemas) y recarga la página.",
	"routeError.title": "Algo salió mal",
	"routeError.text": "No se pudo mostrar esta página. Inténtalo de nuevo en un momento.",
	"notFound.title": "Página no encontrada",
	"notFound.text": "La página que buscas no existe o se ha movido.",
	"casino.lobby.title": "Casino",
	"verify.title": "Verificación de correo",
	"verify.success": "Tu correo electrónico ha sido verificado. ¡Gracias!",
	"verify.failure": "Este enlace de verificación no es válido o ha caducado.",
	"promotions.title": "Promociones",
	"promotions.failed": "No se pudieron cargar las promociones. Inténtalo más tarde.",
	"promotions.empty": "No hay promociones en este momento. ¡Vuelve pronto!",
	"promotions.more": "Más información",
	"promotions.notFound": "Promoción no encontrada",
	"promotions.backToList": "Todas las promociones",
	"cashback.title": "Cashback de casino",
	"cashback.intro": [
		{
			"type": 0,
			"value": "Recupera parte de tus pérdidas diarias. El cashback se paga cada día a las "
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
	"flatPage.notFound": "Página no encontrada",
	"referral.title": "Programa de referidos",
	"referral.intro": "Invita a tus amigos y gana una recompensa por cada amigo que se registre y juegue.",
	"referral.payout": [
		{
			"type": 0,
			"value": "Las recompensas se pagan cada "
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
	"referral.open": "Mi enlace de referido",
	"majorVip.title": "Club VIP",
	"majorVip.intro": "Nuestros jugadores VIP disfrutan de un gestor personal, límites más altos, retiros más rápidos y ofertas exclusivas. Contáctanos para unirte.",
	"sportRules.title": "Reglas deportivas",
	"sportRules.missing": "Las reglas deportivas no están disponibles en este idioma.",
	"sportRules.allSections": "Todas las secciones",
	"betRules.title": [
		{
			"type": 0,
			"value": "Regla "
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
	"sport.pleaseAuth": "Inicia sesión para realizar apuestas.",
	"sport.frameTitle": "Apuestas deportivas",
	"sport.unavailable": "Las apuestas deportivas no están disponibles en este momento. Inténtalo más tarde.",
	"profile.tab.casinoHistory": "Historial de casino",
	"profile.tab.betHistory": "Historial de apuestas",
	"profile.tab.transactions": "Transacciones",
	"profile.tab.balanceHistory": "Historial de saldo",
	"profile.tab.bonus": "Mi bono",
	"profile.tab.userInfo": "Mi cuenta",
	"profile.tab.changeLanguage": "Idioma",
	"profile.tab.contacts": "Contactos",
	"profile.field.name": "Nombre",
	"profile.field.email": "Correo electrónico",
	"profile.field.id": "ID de jugador",
	"profile.field.currency": "Moneda",
	"profile.bonus.total": "Apuesta requerida",
	"profile.bonus.played": "Ya apostado",
	"profile.bonus.left": "Falta por apostar",
	"profile.history.empty": "Todavía no hay nada aquí.",
	"profile.history.failed": "No se pudo cargar el historial.",
	"profile.history.moreFailed": "No se pudieron cargar las filas siguientes.",
	"profile.history.retry": "Reintentar",
	"profile.col.date": "Fecha",
	"profile.col.provider": "Proveedor",
	"profile.col.amount": "Importe",
	"profile.col.balanceAfter": "Saldo después",
	"profile.col.system": "Sistema de pago",
	"sport.frameOwnOrigin": "La dirección de las apuestas deportivas apunta a este mismo sitio, lo que no está permitido, así que no se ha abierto. Contacta con soporte.",
	"sport.frameRefused": "Las apuestas deportivas se sirven desde una dirección en la que el sitio no confía, así que no se han abierto. Contacta con soporte.",
	"shell.offline": "Estás sin conexión. El sitio se reconectará solo cuando vuelva la conexión.",
	"degraded.blocklist": "No hemos podido comprobar qué proveedores de juegos están disponibles, así que por ahora no se pueden iniciar juegos. Puedes seguir viendo el lobby; vuelve a intentarlo en unos minutos.",
	"degraded.settings": "No se han podido cargar algunos ajustes del sitio, así que por ahora los límites y las monedas siguen los valores por defecto. Recarga la página en unos minutos para obtener los actuales.",
	"configError.player": "El sitio no ha podido cargar su configuración, así que no puede abrirse ahora mismo. Vuelve a intentarlo en unos minutos.",
	"configError.reload": "Reintentar",
	"header.balanceUnknown": "desconocido",
	"header.balanceStale": "(puede no estar al día: la última actualización falló)",
	"auth.signUp.title": "Registrarse",
	"auth.signUp.firstName": "Nombre",
	"auth.signUp.lastName": "Apellido",
	"auth.signUp.username": "Nombre de usuario",
	"auth.signUp.phone": "Teléfono",
	"auth.signUp.country": "Prefijo del país",
	"auth.signUp.phoneInvalid": [
		{
			"type": 0,
			"value": "Introduce el número de teléfono con "
		},
		{
			"type": 1,
			"value": "digits"
		},
		{
			"type": 0,
			"value": " dígitos, sin el prefijo del país."
		}
	],
	"auth.signUp.email": "Correo electrónico",
	"auth.signUp.sendCode": "Enviar código",
	"auth.signUp.code": "Código de confirmación del correo",
	"auth.signUp.confirmCode": "Confirmar",
	"auth.signUp.codeConfirmed": "Confirmado",
	"auth.signUp.codeSent": "Si esta dirección puede usarse para una cuenta nueva, le hemos enviado un código de confirmación: introdúcelo abajo y pulsa Confirmar. Si ya tienes una cuenta, inicia sesión o restablece tu contraseña.",
	"auth.signUp.terms": "Soy mayor de edad y acepto los términos y condiciones",
	"auth.signUp.submit": "Crear cuenta",
	"auth.signUp.success": "Tu cuenta está creada. ¡Bienvenido!",
	"auth.signUp.promoActivated": "Tu código promocional está activado.",
	"auth.signUp.haveAccount": "¿Ya tienes una cuenta?",
	"auth.emailInvalid": "Introduce un correo válido, por ejemplo nombre@ejemplo.com.",
	"auth.passwordRule": [
		{
			"type": 0,
			"value": "La contraseña requiere "
		},
		{
			"type": 1,
			"value": "min"
		},
		{
			"type": 0,
			"value": " caracteres, de los cuales "
		},
		{
			"type": 1,
			"value": "digits"
		},
		{
			"type": 0,
			"value": " son dígitos."
		}
	],
	"auth.repeatPassword": "Repite la contraseña",
	"auth.passwordsDoNotMatch": "Las contraseñas no coinciden",
	"auth.oldPassword": "Contraseña actual",
	"auth.newPassword": "Nueva contraseña",
	"auth.forgotPassword": "¿Olvidaste tu contraseña?",
	"auth.backToSignIn": "Volver a iniciar sesión",
	"auth.reset.title": "Restablecer contraseña",
	"auth.reset.steps": "Pasos del restablecimiento",
	"auth.reset.stepN": [{
		"type": 0,
		"value": "Paso "
	}, {
		"type": 1,
		"value": "n"
	}],
	"auth.reset.hint0": "Introduce el correo de tu cuenta; te enviaremos un código.",
	"auth.reset.hint1": "Introduce el código del correo.",
	"auth.reset.hint2": "Elige una nueva contraseña.",
	"auth.reset.continue": "Continuar",
	"auth.reset.submit": "Guardar nueva contraseña",
	"auth.reset.codeSent": "Si existe una cuenta con esta dirección, le hemos enviado un código.",
	"auth.reset.codeChecked": "El código es correcto. Elige una nueva contraseña.",
	"auth.reset.done": "Tu contraseña se cambió. Inicia sesión con la nueva contraseña.",
	"auth.changePassword.title": "Cambiar contraseña",
	"auth.changePassword.submit": "Cambiar contraseña",
	"auth.changePassword.done": "Contraseña cambiada. Inicia sesión con la nueva contraseña.",
	"auth.changedPasswordDoNotMatch": "La nueva contraseña y su repetición no coinciden. Escribe la misma contraseña en ambos campos.",
	"profile.tab.changePassword": "Cambiar contraseña",
	"downMenu.label": "Menú rápido",
	"loginMenu.title": "Tu cuenta",
	"loginMenu.text": "Inicia sesión para jugar o crea una cuenta.",
	"loginMenu.signIn": "Iniciar sesión",
	"loginMenu.signUp": "Registrarse",
	"slider.label": "Promociones destacadas",
	"slider.prev": "Diapositiva anterior",
	"slider.next": "Diapositiva siguiente",
	"slider.slide": [
		{
			"type": 0,
			"value": "Diapositiva "
		},
		{
			"type": 1,
			"value": "index"
		},
		{
			"type": 0,
			"value": " de "
		},
		{
			"type": 1,
			"value": "count"
		}
	],
	"slider.open": [{
		"type": 0,
		"value": "Abrir promoción "
	}, {
		"type": 1,
		"value": "index"
	}],
	"referralNotice.label": "Avisos del programa de referidos",
	"referralNotice.title": "Solicitud al programa de referidos",
	"referralNotice.accepted": "Tu solicitud para unirte al programa de referidos fue aceptada.",
	"referralNotice.declined": [{
		"type": 0,
		"value": "Tu solicitud para unirte al programa de referidos fue rechazada: "
	}, {
		"type": 1,
		"value": "reason"
	}],
	"referralNotice.declinedNoReason": "Tu solicitud para unirte al programa de referidos fue rechazada.",
	"referralNotice.dismiss": "Descartar",
	"cashdesk.method.bank": "Transferencia bancaria",
	"cashdesk.method.support": "Transferencia bancaria con ayuda del soporte",
	"cashdesk.withdrawal.method": "Método de retiro",
	"cashdesk.withdrawal.wallet": "Dirección de la billetera",
	"cashdesk.crypto.unavailable": "No pudimos cargar los pagos con criptomonedas, así que por ahora solo se ofrecen los métodos bancarios. Inténtalo de nuevo o escribe al soporte si sigue fallando.",
	"cashdesk.crypto.retry": "Reintentar",
	"cashdesk.crypto.limitLoading": [
		{
			"type": 0,
			"value": "Cargando los límites de "
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
			"value": "No pudimos cargar los importes mínimo y máximo de "
		},
		{
			"type": 1,
			"value": "currency"
		},
		{
			"type": 0,
			"value": ", así que no se puede usar ahora. Reinténtalo o elige otro método."
		}
	],
	"cashdesk.crypto.deposit": [
		{
			"type": 0,
			"value": "Pagarás "
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
			"value": ". Pulsa el botón de depósito y te daremos el enlace a la página de pago."
		}
	],
	"cashdesk.crypto.invoiceText": "Tu depósito está listo para pagar. Abre la página de pago y envía allí las criptomonedas; tu saldo se actualiza cuando se confirme el pago.",
	"cashdesk.crypto.invoiceOpen": "Abrir la página de pago",
	"cashdesk.crypto.invoiceBlocked": "No pudimos abrir una página de pago para este depósito. Escribe al soporte y te ayudarán a completarlo.",
	"cashdesk.bonus.agreement": [
		{
			"type": 0,
			"value": "Quiero el bono de primer depósito: "
		},
		{
			"type": 1,
			"value": "percent"
		},
		{
			"type": 0,
			"value": "% de mi depósito, a apostar "
		},
		{
			"type": 1,
			"value": "multiplier"
		},
		{
			"type": 0,
			"value": " veces, y "
		},
		{
			"type": 1,
			"value": "spins"
		},
		{
			"type": 0,
			"value": " giros gratis."
		}
	],
	"cashdesk.bonus.agreementHint": "Sin esta marca tu depósito se acredita sin el bono.",
	"auth.bannedLoggedOut": "Tu cuenta ha sido bloqueada y se ha cerrado tu sesión. Si crees que es un error, escribe a soporte.",
	"auth.reset.channel": "Enviar el código por",
	"auth.reset.by.email": "Correo electrónico",
	"auth.reset.by.phone": "Teléfono",
	"auth.reset.hint0Phone": "Introduce el número de teléfono de tu cuenta; te enviaremos un código por SMS.",
	"auth.reset.hint1Phone": "Introduce el código del SMS.",
	"auth.reset.smsSent": "Si existe una cuenta con este número, le hemos enviado un código por SMS.",
	"auth.firstAuth.hint": "Es tu primer inicio de sesión: elige tu propia contraseña antes de continuar. Introduce la contraseña con la que has entrado y después la nueva.",
	"auth.firstAuth.logOut": "Cerrar sesión",
	"auth.changePassword.doneSignedIn": "Contraseña cambiada. Ya puedes usar el sitio.",
	"auth.banner.alt": "Bienvenido al casino",
	"cashdesk.deposit.submit": [
		{
			"type": 0,
			"value": "Depositar "
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
	"cashdesk.outcome.checking": "No recibimos respuesta sobre tu pago. Estamos comprobando si se realizó; espera un momento.",
	"cashdesk.outcome.unknown.title": "No pudimos comprobar si tu pago se realizó",
	"cashdesk.outcome.unknown.text": "Vuelve a comprobarlo en un momento. Enviarlo de nuevo es seguro: el mismo pago nunca se registra dos veces.",
	"cashdesk.outcome.checkAgain": "Comprobar de nuevo",
	"cashdesk.outcome.retry": "Enviarlo de nuevo",
	"cashdesk.outcome.notBooked": "Tu pago no se registró y no se cobró nada. Puedes enviarlo de nuevo.",
	"cashdesk.sessionEnded": "Tu sesión ha terminado, así que el pago no se envió y no se perdió nada. Inicia sesión de nuevo para continuar.",
	"cashdesk.signIn": "Iniciar sesión",
	"cashdesk.otherTab": [
		{
			"type": 0,
			"value": "Se acaba de enviar "
		},
		{
			"type": 5,
			"value": "kind",
			"options": {
				"Deposit": { "value": [{
					"type": 0,
					"value": "un depósito"
				}] },
				"other": { "value": [{
					"type": 0,
					"value": "un retiro"
				}] }
			}
		},
		{
			"type": 0,
			"value": " de "
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
			"value": " desde otra pestaña de este sitio. Revisa primero tu historial; pulsa el botón de nuevo solo si quieres enviar también este pago."
		}
	],
	"auth.signIn.failed": "Correo electrónico o contraseña incorrectos",
	"auth.reset.codeInvalid": "Este código no es válido, ha caducado o se ha intentado demasiadas veces. Compruébalo o pide uno nuevo.",
	"auth.signUp.notCreated": "No hemos podido crear la cuenta con estos datos. Si ya tienes una cuenta, inicia sesión o restablece tu contraseña."
};
export { es_es_default as default };
