/** The popup markup the server prints (includes/Popups/Output.php), for handler tests. */
export function popupMarkup( id: string, settings: Record< string, unknown > = {} ): string {
	return `<div id="vitrine-popup-${ id }" class="vitrine-popup" data-vitrine="popup" data-popup-id="${ id }" hidden
		data-settings='${ JSON.stringify( settings ) }'>
		<div class="vitrine-popup__overlay"></div>
		<div class="vitrine-popup__dialog" role="dialog" aria-modal="true" aria-label="Popup ${ id }">
			<div class="vitrine-popup__content"><p>Hello</p><a href="#x" class="inside">Inside</a></div>
			<button type="button" class="vitrine-popup__close" aria-label="Close">×</button>
		</div>
	</div>`;
}
