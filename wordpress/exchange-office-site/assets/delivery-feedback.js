/*
 * Whether the site took a change: after a save in the block editor, and on a screen reloaded after
 * a save (the classic editor, Site texts), asks the plugin about the calls the save made until the
 * site has answered them, then says so in a notice (EOS_Delivery_Feedback).
 */
(function () {
  var config = window.eosDelivery;
  if (!config || !window.wp || !wp.apiFetch) return;
  var loadedAt = Date.now();
  var POLL_MS = 700;
  var POLLS = 30;
  var KINDS = { refreshed: 'success', retrying: 'warning', failed: 'error', not_configured: 'warning', timeout: 'warning' };

  /** The server's clock now, from the one it gave the page. */
  function serverNow() {
    return Number(config.serverNow) + Math.floor((Date.now() - loadedAt) / 1000);
  }

  /** Asks until the state is final; calls show(state, message) with each answer. */
  function follow(since, show) {
    var polls = 0;
    var nothing = 0;
    function ask() {
      polls += 1;
      wp.apiFetch({ path: config.path + '?since=' + since }).then(function (answer) {
        if (answer.state === 'waiting' || (answer.state === 'none' && ++nothing < 3)) {
          if (polls < POLLS) {
            setTimeout(ask, POLL_MS);
          } else {
            show('timeout', config.timeout);
          }
          return;
        }
        if (answer.state !== 'none') show(answer.state, answer.message);
      });
    }
    ask();
  }

  function classic() {
    var box = document.querySelector('.eos-delivery-notice[data-since]');
    if (!box) return;
    follow(box.getAttribute('data-since'), function (state, message) {
      box.className = 'notice notice-' + (KINDS[state] || 'info') + ' eos-delivery-notice eos-delivery-' + state;
      box.querySelector('p').textContent = message;
    });
  }

  function blockEditor() {
    var data = wp.data;
    var editor = data.select('core/editor');
    var notices = data.dispatch('core/notices');
    if (config.translated) notices.createNotice('info', config.translated, { id: 'eos-translated', isDismissible: true });
    var phase = 'idle';
    var since = 0;
    var wasPublic = false;
    var metaBoxesSaving = function () {
      var editPost = data.select('core/edit-post');
      return Boolean(editPost && editPost.isSavingMetaBoxes());
    };
    // The block editor saves the post, then the meta boxes in a request of their own: both make calls.
    function settle() {
      if (metaBoxesSaving()) {
        setTimeout(settle, 200);
        return;
      }
      phase = 'idle';
      var isPublic = editor.getCurrentPostAttribute('status') === 'publish';
      if (!editor.didPostSaveRequestSucceed() || (!isPublic && !wasPublic)) return;
      notices.createNotice('info', config.sending, { id: 'eos-delivery', isDismissible: true });
      follow(since, function (state, message) {
        notices.createNotice(KINDS[state] || 'info', message, { id: 'eos-delivery', isDismissible: true });
      });
    }
    data.subscribe(function () {
      var savingNow = editor.isSavingPost() && !editor.isAutosavingPost();
      if (savingNow && phase === 'idle') {
        phase = 'saving';
        since = serverNow() - 1;
        wasPublic = editor.getCurrentPostAttribute('status') === 'publish';
        notices.removeNotice('eos-delivery');
      } else if (!savingNow && phase === 'saving') {
        phase = 'settling';
        setTimeout(settle, 100);
      }
    });
  }

  if (config.blockEditor) {
    (wp.domReady || ((ready) => ready()))(blockEditor);
  } else if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', classic);
  } else {
    classic();
  }
})();
