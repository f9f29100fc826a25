/** Height of the phone bottom bar, its top border included; the page is padded by as much so the bar never covers content. */
export const DOWN_MENU_HEIGHT = '61px';
