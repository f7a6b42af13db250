// A test LMS, as an LMS holds a SCORM package: the API object on this window (window.API for SCORM
// 1.2, window.API_1484_11 for SCORM 2004, from scorm-again), the package's launch page in a frame.
// The browser test drives it with page.evaluate: open, close (removing the frame, as closing an LMS
// player does), and read what the LMS received.
/* global window, document, Scorm12API, Scorm2004API */
(function () {
  'use strict';
  var log = [];

  function watch(api, kind) {
    var calls = kind === 'scorm12' ? ['LMSInitialize', 'LMSCommit', 'LMSFinish'] : ['Initialize', 'Commit', 'Terminate'];
    calls.forEach(function (name) {
      api.on(name, function () {
        log.push(name);
      });
    });
    // The status the package writes, as `SetValue element=value` (a session that writes none is
    // marked completed by some LMSs).
    var set = kind === 'scorm12' ? 'LMSSetValue' : 'SetValue';
    var status = kind === 'scorm12' ? ['cmi.core.lesson_status'] : ['cmi.completion_status', 'cmi.success_status'];
    status.forEach(function (element) {
      api.on(set + '.' + element, function (cmiElement, value) {
        log.push(set + ' ' + cmiElement + '=' + value);
      });
    });
  }

  /** Opens the package at `url` with the LMS holding `data` (the cmi tree from an earlier session). */
  window.openCourse = function (kind, url, data) {
    log = [];
    delete window.API;
    delete window.API_1484_11;
    var settings = { logLevel: 5, autocommit: false };
    var api = kind === 'scorm12' ? new Scorm12API(settings) : new Scorm2004API(settings);
    if (data) api.loadFromJSON(data, 'cmi');
    watch(api, kind);
    if (kind === 'scorm12') window.API = api;
    else window.API_1484_11 = api;
    var frame = document.createElement('iframe');
    frame.id = 'course';
    frame.title = 'Course';
    frame.style.width = '1240px';
    frame.style.height = '740px';
    frame.style.border = '0';
    frame.src = url;
    document.getElementById('slot').appendChild(frame);
  };

  /** Closes the course window the way an LMS player does: the frame goes away. */
  window.closeCourse = function () {
    var frame = document.getElementById('course');
    if (frame) frame.remove();
  };

  /** What the LMS holds now (write-only elements too), and the calls it received. */
  window.lmsData = function () {
    var api = window.API || window.API_1484_11;
    return { cmi: JSON.parse(JSON.stringify(api.cmi)), calls: log.slice() };
  };
})();
