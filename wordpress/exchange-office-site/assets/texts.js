/* Site texts: asks before unsaved changes are dropped, by leaving the page or by opening other texts or the other language. */
(function ($) {
  var $form = $('.eos-texts-form');
  var dirty = false;
  var leaving = false;
  $form.on('input change', ':input', function () { dirty = true; });
  $form.on('click', '.eos-add-row, .eos-remove, .eos-up, .eos-down', function () { dirty = true; });
  $form.on('submit', function () { leaving = true; });
  window.addEventListener('beforeunload', function (event) {
    if (dirty && !leaving) {
      event.preventDefault();
      event.returnValue = '';
    }
  });
  var $switch = $('.eos-texts-switch');
  $switch.find('select').each(function () { $(this).data('eos-was', $(this).val()); });
  function open() {
    if (dirty && !window.confirm(window.eosTexts.leave)) {
      $switch.find('select').each(function () { $(this).val($(this).data('eos-was')); });
      return false;
    }
    leaving = true;
    return true;
  }
  $switch.on('change', 'select', function () {
    if (open()) $switch.trigger('submit');
  });
  $switch.on('submit', function (event) {
    if (!leaving && !open()) event.preventDefault();
  });
})(jQuery);
