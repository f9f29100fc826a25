/**
 * Platform API paths the casino stores call. They are the platform's contract, the same for
 * every brand on it (DESIGN §9), so they live here rather than in brand config.
 * Paths under base 'api' start with "/api/".
 */
export const API_PATHS = Object.freeze({
  favoritesList: '/api/favorite_slots/get_list',
  favoritesAdd: '/api/favorite_slots/add',
  favoritesRemove: '/api/favorite_slots/remove',
  recentlyPlayedList: '/api/user/recently_played_games/list',
  recentlyPlayedAdd: '/api/user/recently_played_games/add',
  jackpots: '/api/user/jackpot_data',
  jackpotInfo: '/api/jackpot/info',
  /** Not shown in the spec: chosen here once, served by the sandbox. */
  fakeJackpots: '/api/jackpot/fake',
  dailyWinnings: '/api/user/daily_winnings',
  /** Followed by `/<language api code>`. */
  flatPages: '/api/site/flatpages/list',
  /** Followed by `/<language api code>`. */
  promotions: '/api/site/promotions/list',
  slides: '/api/site/slides',
  referralNotifications: '/api/user/referral_system/request/notification',
  /** Followed by `/<e-mail code>`. */
  verifyEmail: '/api/user/verify/email',
  casinoBetHistory: '/api/user/getSlotsBetHistory',
  paymentHistory: '/api/payment/history/payment-with-withdrawal',
  depositRequests: '/api/payment/deposit_request',
  withdrawalRequests: '/api/payment/withdrawal_request',
  /** Not shown in the spec: chosen here once, served by the sandbox. */
  promocodeHistory: '/api/payment/promocode/history',
  promocodeActivation: '/api/payment/promocode/activation',
  profile: '/api/user/profile',
  /** Body: the changed personal fields (first_name, last_name, birthday, city, address, phone and its code); answers the profile. */
  profileUpdate: '/api/user/profile/update',
  /** GET: when the password was last changed ({password_changed, changed_at}); POST changes it. */
  passwordChange: '/api/user/password/change',
  /** Form data: the player's application to the referral programme. */
  referralRequest: '/api/user/referral_system/request',
  bonusBalanceRequest: '/api/user/bonus_balance_request',
  /** Body {country_code, phone}: sends a code to the phone, which proves the number (profile phone change). */
  phoneCode: '/api/user/phone/code',
  freespinsHistory: '/api/payment/freespins/history',
  /** Not shown in the spec (its cashback history is mocked data): chosen here once, served by the sandbox. */
  cashbackHistory: '/api/cashback/history',
  switchBalance: '/api/user/switch_balance',
  referrals: '/api/user/referral_system/referrals',
  referralStatistic: '/api/user/referral_system/statistic',
  cashbackBalance: '/api/cashback/balance',
  cashbackWithdrawal: '/api/cashback/withdrawal',
  sendVerifyEmail: '/api/user/verify/email',
  /** Not shown in the spec: a country's flag image by ISO alpha-2 code appended to this path. */
  countryFlag: '/api/site/flag/',
  /** Taking part in the deposit bonus (promotion type DEPOSIT_BONUS_PROMOTION_TYPE) (body promotion_type, promotion_is_active). */
  promotionChange: '/api/user/promotion/change',
  /** The crypto-payment service: line-style answers, partner-name header. */
  cryptoServices: '/nowpayments/withdrawal/services',
  cryptoDepositLimit: '/nowpayments/deposit/{currency}/limit',
  cryptoWithdrawalLimit: '/nowpayments/withdrawal/{currency}/limit',
  /** Responsible gambling (not in the spec: chosen here once, served by the sandbox): limits, pending changes, exclusion. */
  responsibleGambling: '/api/user/responsible_gambling',
  /** Body {kind: deposit_day|deposit_week|deposit_month|loss_day|loss_week|loss_month|session_minutes, amount: number | null}. */
  responsibleGamblingLimit: '/api/user/responsible_gambling/limit',
  /** Body {kind: time_out|self_exclusion, days}; ends the player's sessions. */
  responsibleGamblingExclude: '/api/user/responsible_gambling/exclude',
});

/** The platform's promotion type of the deposit bonus in PUT promotionChange. */
export const DEPOSIT_BONUS_PROMOTION_TYPE = 0;
