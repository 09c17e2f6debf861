/* Repeatable rows and media pickers of the Exchange Office Site meta boxes and texts page. */
(function ($) {
  function renumber($repeater) {
    var name = $repeater.data('name');
    $repeater.children('.eos-rows').children('.eos-row').each(function (i) {
      $(this).find('[name]').each(function () {
        var n = $(this).attr('name');
        if (n.indexOf(name + '[') === 0) {
          $(this).attr('name', name + '[' + i + ']' + n.slice(n.indexOf(']', name.length) + 1));
        }
      });
    });
  }
  $(document).on('click', '.eos-add-row', function () {
    var $repeater = $(this).closest('.eos-repeater');
    var html = $repeater.children('.eos-row-template').html().replace(/__i__/g, String(Date.now()));
    $repeater.children('.eos-rows').append(html);
    renumber($repeater);
    $repeater.children('.eos-rows').children('.eos-row').last().find('input, textarea, select').first().trigger('focus');
  });
  $(document).on('click', '.eos-remove', function () {
    var $repeater = $(this).closest('.eos-repeater');
    $(this).closest('.eos-row').remove();
    renumber($repeater);
  });
  $(document).on('click', '.eos-up, .eos-down', function () {
    var $row = $(this).closest('.eos-row');
    if ($(this).hasClass('eos-up')) $row.prev('.eos-row').before($row); else $row.next('.eos-row').after($row);
    renumber($(this).closest('.eos-repeater'));
  });
  $(document).on('click', '.eos-media-pick', function (event) {
    event.preventDefault();
    var $input = $(this).siblings('input');
    var texts = window.eosAdmin || {};
    var frame = wp.media({ title: $(this).text(), button: { text: texts.choose }, multiple: false, library: $(this).data('kind') === 'file' ? {} : { type: 'image' } });
    frame.on('select', function () {
      $input.val(frame.state().get('selection').first().toJSON().url).trigger('change');
    });
    frame.open();
  });
  // The Language box: the items offered as the translation are those of the other language.
  function translationChoices() {
    var lang = $('#eos-lang').val();
    var $select = $('#eos-translation');
    $select.children('optgroup').each(function () {
      var own = $(this).data('lang') === lang;
      $(this).prop('disabled', own).prop('hidden', own);
    });
    if ($select.find('option:selected').parent('optgroup').prop('disabled')) $select.val('0');
  }
  $(document).on('change', '#eos-lang', translationChoices);
  $(translationChoices);
})(jQuery);
