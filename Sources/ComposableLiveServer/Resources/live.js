// ComposableLiveServer's page script: wire protocol version 1 (Docs/LiveServer.md).
// It sends the person's events over a WebSocket and applies the server's patches, keeping what
// the person is typing, the focus and the caret, and keeps browser history in step with the
// app's navigation stacks.
(() => {
  "use strict";

  // The names this script shares with the server's views (event kinds, attributes, tags, ids),
  // as the server wrote them into the page from its one definition (`PageContract`): this script
  // spells none of them itself.
  const contract = JSON.parse(document.getElementById("tca-contract").textContent);
  const events = contract.events;
  const attributes = contract.attributes;
  const body = contract.body;

  const version = Number(document.body.getAttribute(body.protocol) || 1);
  const root = document.getElementById(contract.ids.root);
  const status = document.getElementById(contract.ids.status);
  let session = document.body.getAttribute(body.session);

  let socket = null;
  let synced = false; // the current socket has sent its first message
  let retries = 0;
  let refusals = 0; // events the server refused in a row (each dropped, never resent)
  let leaving = false;
  let seq = 0; // the last event number given
  let ack = 0; // the last event number the server took
  const unacked = []; // events not yet acknowledged, oldest first; resent after a reconnect
  const lastInput = new Map(); // element id -> seq of its last `input` event

  // ---- Socket ---------------------------------------------------------------------------------

  function connect() {
    const url = new URL("/live", location.href);
    url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    url.search = "";
    url.searchParams.set("v", String(version));
    url.searchParams.set("session", session);
    url.searchParams.set("path", location.pathname);
    url.searchParams.set("query", location.search.slice(1));
    let ws;
    try {
      ws = new WebSocket(url);
    } catch (error) {
      console.warn("tca: could not open the socket", error);
      reconnectLater();
      return;
    }
    socket = ws;
    synced = false;
    ws.onmessage = (message) => {
      if (ws !== socket) return;
      let parsed;
      try {
        parsed = JSON.parse(message.data);
      } catch (error) {
        console.error("tca: a message that is not JSON", error);
        return;
      }
      receive(parsed);
    };
    ws.onclose = (event) => {
      if (ws !== socket) return;
      const wasSynced = synced;
      socket = null;
      synced = false;
      if (leaving) return;
      if (wasSynced && refusedCodes.includes(event.code)) {
        refused(event.reason);
        return;
      }
      reconnectLater();
    };
  }

  // Close codes that say the server refused what the page sent: unacceptable data, a message
  // too large, a policy violation.
  const refusedCodes = [1003, 1008, 1009];

  // The server closed the socket over the oldest event it had not acknowledged (it reads them in
  // order, and acknowledges each before reading the next): that event is dropped, never resent,
  // so a refused event cannot close socket after socket. The page says so, waits longer after
  // each refusal in a row, and reconnects; the person can go on.
  function refused(reason) {
    const dropped = unacked.shift();
    if (dropped && dropped.kind === events.input) lastInput.delete(dropped.target);
    refusals += 1;
    console.error("tca: the server refused an event", dropped, reason);
    showStatus("That action could not be sent to the server and was dropped. Reconnecting…", "error");
    setBusy(true);
    const delay = Math.min(10000, 250 * 2 ** (refusals - 1));
    setTimeout(connect, delay);
  }

  function reconnectLater() {
    showStatus("Reconnecting…", "reconnecting");
    setBusy(true);
    const delay = Math.min(5000, 100 * 2 ** (retries + refusals));
    retries += 1;
    setTimeout(connect, delay);
  }

  // While no socket is in step, the screen is marked busy: what the person does is kept and
  // sent once the page is connected again.
  function setBusy(busy) {
    if (busy) {
      root.setAttribute("aria-busy", "true");
      document.body.setAttribute(body.connection, "offline");
    } else {
      root.removeAttribute("aria-busy");
      document.body.removeAttribute(body.connection);
    }
  }

  function transmit(event) {
    if (socket && synced && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify(event));
    }
  }

  function send(kind, target, value) {
    seq += 1;
    const event = { v: version, seq, kind, target, value: value === undefined ? null : value };
    unacked.push(event);
    if (kind === events.input) lastInput.set(target, seq);
    transmit(event);
  }

  function receive(message) {
    if (message.v !== version) {
      console.error("tca: the server speaks protocol version", message.v);
      return;
    }
    if (message.type === "render" && message.expired) {
      // A new session: the old one's unacknowledged events mean nothing to it.
      unacked.length = 0;
      lastInput.clear();
      routeSeq = 0;
    }
    if (unacked.length > 0 && unacked[0].seq <= message.ack) refusals = 0;
    ack = Math.max(ack, message.ack);
    while (unacked.length > 0 && unacked[0].seq <= ack) unacked.shift();
    for (const [id, last] of lastInput) if (last <= ack) lastInput.delete(id);

    switch (message.type) {
      case "render":
        session = message.session;
        document.body.setAttribute(body.session, session);
        keepingLiveInput(() => replaceChildren(root, message.html));
        if (message.expired) {
          showStatus("Your session had expired, so this page was rebuilt from its address.", "notice");
        } else if (status.dataset.kind !== "error") {
          showStatus(null);
        }
        break;
      case "patch":
        if (message.patches && message.patches.length > 0) {
          keepingLiveInput(() => message.patches.forEach(applyPatch));
        }
        break;
      case "error":
        console.warn("tca:", message.code, message.message);
        if (message.code === "rate-limited") {
          showStatus("Too many actions at once: some were not taken.", "error");
        }
        break;
      default:
        console.warn("tca: unknown message type", message.type);
    }
    if (typeof message.title === "string") document.title = message.title;
    syncHistory();

    if (!synced) {
      synced = true;
      retries = 0;
      setBusy(false);
      if (status.dataset.kind === "reconnecting") showStatus(null);
      for (const event of unacked) transmit(event);
    }
  }

  // ---- Patches --------------------------------------------------------------------------------
  // A patch is morphed into the page: elements that are still there stay the same DOM nodes
  // (matched by id where they have one, else by place and tag), only what differs is changed.
  // So a button under the pointer or being pressed, the focus, a selection and scroll positions
  // survive a patch, as they do under Phoenix LiveView's morphing.

  function parse(html) {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content;
  }

  // The fragment with each <tca-keep id=X> replaced by the element X the page has now (moved in,
  // unchanged): for content that replaces rather than morphs.
  function fragmentFrom(html) {
    const fragment = parse(html);
    for (const keep of Array.from(fragment.querySelectorAll(contract.tags.keep))) {
      const existing = keep.id ? document.getElementById(keep.id) : null;
      if (existing) {
        keep.replaceWith(existing);
      } else {
        console.warn("tca: nothing to keep for", keep.id);
        keep.remove();
      }
    }
    return fragment;
  }

  function applyPatch(patch) {
    const target = document.getElementById(patch.target);
    if (!target) {
      console.warn("tca: a patch for a missing element", patch.target);
      return;
    }
    const fragment = parse(patch.html);
    const next = fragment.firstElementChild;
    if (fragment.childNodes.length === 1 && next && sameKind(target, next)) {
      morph(target, next);
    } else {
      target.replaceWith(fragmentFrom(patch.html));
    }
  }

  function replaceChildren(element, html) {
    morphChildren(element, parse(html));
  }

  // Whether the page's node `old` can become `next` in place: the same kind of node, and for
  // elements the same tag and the same id (or none).
  function sameKind(old, next) {
    if (old.nodeType !== next.nodeType) return false;
    if (old.nodeType !== Node.ELEMENT_NODE) return true;
    return old.tagName === next.tagName && old.id === next.id;
  }

  // Makes the page's element `old` look like `next` (not in the page), keeping `old`.
  function morph(old, next) {
    for (const attribute of Array.from(old.attributes)) {
      if (!next.hasAttribute(attribute.name)) old.removeAttribute(attribute.name);
    }
    for (const attribute of Array.from(next.attributes)) {
      if (old.getAttribute(attribute.name) !== attribute.value) {
        old.setAttribute(attribute.name, attribute.value);
      }
    }
    // A field shows its value property, which its attribute no longer sets once it was edited.
    // (Typing the server has not seen yet is put back afterwards: keepingLiveInput.)
    if (old.tagName === "TEXTAREA") {
      if (old.value !== next.textContent) old.value = next.textContent;
      return;
    }
    morphChildren(old, next);
    if (old.tagName === "INPUT") {
      if (old.type === "checkbox" || old.type === "radio") {
        const checked = next.hasAttribute("checked");
        if (old.checked !== checked) old.checked = checked;
      } else {
        const value = next.getAttribute("value") || "";
        if (old.value !== value) old.value = value;
      }
    } else if (old.tagName === "SELECT") {
      const chosen = Array.from(next.options).findIndex((option) => option.hasAttribute("selected"));
      if (chosen >= 0 && old.selectedIndex !== chosen) old.selectedIndex = chosen;
    }
  }

  // Makes the children of the page's node `parent` those of `next`, in order: each new child
  // takes the page's element with its id, or the `<tca-keep>`'s element unchanged, or the node at
  // the same place when it is of the same kind; others are inserted; what is left is removed.
  function morphChildren(parent, next) {
    const byID = new Map();
    for (const child of parent.children) if (child.id) byID.set(child.id, child);
    let cursor = parent.firstChild;
    for (const child of Array.from(next.childNodes)) {
      if (child.nodeType === Node.ELEMENT_NODE && child.tagName === "TCA-KEEP") {
        const kept = child.id ? document.getElementById(child.id) : null;
        if (!kept) {
          console.warn("tca: nothing to keep for", child.id);
          continue;
        }
        if (kept !== cursor) parent.insertBefore(kept, cursor);
        cursor = kept.nextSibling;
        continue;
      }
      let match = null;
      if (child.nodeType === Node.ELEMENT_NODE && child.id) {
        const old = byID.get(child.id);
        if (old && old.tagName === child.tagName) match = old;
      } else if (cursor && sameKind(cursor, child)) {
        match = cursor;
      }
      if (!match) {
        parent.insertBefore(child, cursor);
        continue;
      }
      if (match !== cursor) parent.insertBefore(match, cursor);
      cursor = match.nextSibling;
      if (match.nodeType === Node.ELEMENT_NODE) {
        morph(match, child);
      } else if (match.nodeValue !== child.nodeValue) {
        match.nodeValue = child.nodeValue;
      }
    }
    while (cursor) {
      const following = cursor.nextSibling;
      cursor.remove();
      cursor = following;
    }
  }

  function isTextField(element) {
    if (!element) return false;
    if (element.tagName === "TEXTAREA") return true;
    if (element.tagName !== "INPUT") return false;
    return !["checkbox", "radio", "button", "submit", "reset", "file", "image", "range", "color"]
      .includes(element.type);
  }

  // Runs `apply` (which replaces parts of the page) so that the person loses nothing: fields
  // whose typing the server has not acknowledged yet keep their live value, and the focused
  // field keeps focus and caret. A field whose input is acknowledged shows the server's value:
  // the patch already reflects that typing, so the value is not stale.
  function keepingLiveInput(apply) {
    const active = document.activeElement;
    const focusedID = active && active !== document.body && active.id ? active.id : null;
    const selection =
      focusedID && isTextField(active)
        ? { start: active.selectionStart, end: active.selectionEnd, direction: active.selectionDirection, value: active.value }
        : null;
    const live = new Map();
    for (const [id, last] of lastInput) {
      const element = document.getElementById(id);
      if (last > ack && element && "value" in element) live.set(id, element.value);
    }

    apply();

    for (const [id, value] of live) {
      const element = document.getElementById(id);
      if (element && element.value !== value) element.value = value;
    }
    if (!focusedID) return;
    const now = document.getElementById(focusedID);
    if (!now) return;
    if (document.activeElement !== now) now.focus({ preventScroll: true });
    if (selection && isTextField(now)) {
      if (now.value === selection.value) {
        now.setSelectionRange(selection.start, selection.end, selection.direction);
      } else {
        const end = now.value.length;
        now.setSelectionRange(end, end);
      }
    }
  }

  // ---- Events ---------------------------------------------------------------------------------

  function reactsTo(element, kind) {
    const kinds = element.getAttribute(attributes.on);
    return kinds !== null && kinds.split(/\s+/).includes(kind);
  }

  function topDialog() {
    const dialogs = document.querySelectorAll(`dialog[open][${attributes.dismiss}]`);
    return dialogs.length > 0 ? dialogs[dialogs.length - 1] : null;
  }

  document.addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (target.matches(`dialog[open][${attributes.dismiss}]`) && target.id) {
      // A click on the dialog itself, not its content: its backdrop.
      event.preventDefault();
      send(events.dismiss, target.id);
      return;
    }
    const element = target.closest(`[${attributes.on}]`);
    if (!element || !reactsTo(element, events.click) || !element.id) return;
    event.preventDefault();
    if (element.disabled || element.getAttribute("aria-disabled") === "true") return;
    send(events.click, element.id);
  });

  document.addEventListener("input", (event) => {
    const element = event.target;
    if (!(element instanceof Element) || !element.id || !reactsTo(element, events.input)) return;
    send(events.input, element.id, element.value);
  });

  document.addEventListener("change", (event) => {
    const element = event.target;
    if (!(element instanceof Element) || !element.id || !reactsTo(element, events.change)) return;
    const value = element.type === "checkbox" ? String(element.checked) : element.value;
    send(events.change, element.id, value);
  });

  document.addEventListener("submit", (event) => {
    const form = event.target;
    event.preventDefault();
    if (form instanceof Element && form.id && reactsTo(form, events.submit)) send(events.submit, form.id);
  });

  document.addEventListener("keydown", (event) => {
    if (event.isComposing) return;
    if (event.key === "Escape") {
      const dialog = topDialog();
      if (dialog && dialog.id) {
        event.preventDefault();
        send(events.dismiss, dialog.id);
      }
      return;
    }
    if (event.key === "Enter") {
      const element = event.target;
      if (!(element instanceof Element) || element.tagName !== "INPUT" || !element.id) return;
      if (!isTextField(element) || element.closest(`form[${attributes.on}]`)) return;
      if (element.hasAttribute(attributes.submit) || reactsTo(element, events.submit)) {
        event.preventDefault();
        send(events.submit, element.id);
      }
    }
  });

  // ---- History --------------------------------------------------------------------------------
  // The stack that writes the address (`data-tca-route`, an app's `.navigationRoute`): after a
  // patch that changes it, the address becomes its route: a push adds a history entry, a pop back
  // to the entry before goes back to it, anything else replaces the entry. Back and Forward send
  // the address they land on (`route`), and the server sets the stack to it.
  // Other stacks: a NavigationStack's depth N maps to N history entries of this page: a push adds
  // one, the browser's back button pops through the store, and a pop made in the page goes back
  // too.

  const knownDepth = new Map(); // stack id -> depth history reflects (stacks without a route)
  let routeDepth = null; // the depth of the stack that writes the address, as last seen
  let ownPops = 0; // popstate events caused by our own history.go
  let routeSeq = 0; // the seq of the last `route` event: until it is acknowledged, the address leads

  function routedStack() {
    return root.querySelector(`[${attributes.stack}][${attributes.route}]`);
  }

  function totalDepth() {
    let total = 0;
    for (const depth of knownDepth.values()) total += depth;
    return total;
  }

  function syncHistory() {
    const routed = routedStack();
    if (routed) syncAddress(routed);
    const seen = new Set();
    for (const stack of document.querySelectorAll(`[${attributes.stack}]`)) {
      if (!stack.id || stack === routed) continue;
      seen.add(stack.id);
      const depth = Number(stack.getAttribute(attributes.depth) || 0);
      if (!knownDepth.has(stack.id)) {
        knownDepth.set(stack.id, depth);
        continue;
      }
      const known = knownDepth.get(stack.id);
      if (depth > known) {
        for (let level = known + 1; level <= depth; level += 1) {
          knownDepth.set(stack.id, level);
          history.pushState({ tca: true, depth: totalDepth(), route: routeOf(history.state) }, "");
        }
      } else if (depth < known) {
        knownDepth.set(stack.id, depth);
        ownPops += 1;
        history.go(depth - known);
      }
    }
    for (const id of Array.from(knownDepth.keys())) if (!seen.has(id)) knownDepth.delete(id);
  }

  function routeOf(state) {
    return state && state.tca && typeof state.route === "string" ? state.route : null;
  }

  // Puts the routed stack's address in the page's address bar and history.
  function syncAddress(stack) {
    const route = stack.getAttribute(attributes.route) || "/";
    const depth = Number(stack.getAttribute(attributes.depth) || 0);
    const grew = routeDepth !== null && depth > routeDepth;
    routeDepth = depth;
    // Back or Forward the server has not answered yet: the page shows the stack before it.
    if (routeSeq > ack) return;
    const state = history.state;
    const previous = state && state.tca ? state.previous : null;
    if (route === location.pathname) {
      // The first page, or Back and Forward: note the entry's route for later pops.
      if (routeOf(state) !== route) {
        history.replaceState({ tca: true, route, previous: previous ?? null }, "");
      }
      return;
    }
    if (!grew && previous === route) {
      ownPops += 1;
      history.back();
    } else if (grew) {
      history.pushState({ tca: true, route, previous: location.pathname }, "", route);
    } else {
      // Another screen at the same depth, or an address that names none (the root is shown).
      history.replaceState({ tca: true, route, previous: previous ?? null }, "", route);
    }
  }

  window.addEventListener("popstate", (event) => {
    if (ownPops > 0) {
      ownPops -= 1;
      return;
    }
    const state = event.state;
    const depth = state && state.tca && typeof state.depth === "number" ? state.depth : 0;
    if (depth < totalDepth()) {
      // Back from a screen of a stack that writes no address.
      const stacks = Array.from(document.querySelectorAll(`[${attributes.stack}]`)).filter(
        (stack) =>
          Number(stack.getAttribute(attributes.depth) || 0) > 0 &&
          stack.id &&
          !stack.hasAttribute(attributes.route),
      );
      const stack = stacks[stacks.length - 1];
      if (stack) {
        knownDepth.set(stack.id, (knownDepth.get(stack.id) || 1) - 1);
        send(events.back, stack.id);
        return;
      }
    }
    const routed = routedStack();
    if (routed && routed.id) {
      if (routed.getAttribute(attributes.route) !== location.pathname) {
        send(events.route, routed.id, location.pathname);
        routeSeq = seq;
      }
    }
    // Forward on a stack without an address: the store decides what is on screen.
  });

  // ---- Status and lifetime --------------------------------------------------------------------

  // The banner over the page (`role="status"`, so a screen reader reads it out): `kind` is
  // `reconnecting`, `notice` (the session expired) or `error` (an event was refused); a notice
  // or an error stays until the person closes it or the next one replaces it.
  let statusTimer = null;
  function showStatus(text, kind) {
    clearTimeout(statusTimer);
    if (text === null) {
      status.hidden = true;
      status.textContent = "";
      delete status.dataset.kind;
      return;
    }
    status.hidden = false;
    status.textContent = text;
    status.dataset.kind = kind;
    if (kind !== "reconnecting") {
      const close = document.createElement("button");
      close.type = "button";
      close.className = contract.classes.statusClose;
      close.setAttribute("aria-label", "Dismiss");
      close.textContent = "×";
      close.addEventListener("click", () => showStatus(null));
      status.append(close);
      // An error clears itself once the page is in step again for a while.
      if (kind === "error") statusTimer = setTimeout(() => socket && synced && showStatus(null), 8000);
    }
  }

  // The heartbeat: the server closes a socket it has heard nothing on for three periods (a tab
  // whose network went away without a word). It is not an event: its seq is 0.
  const heartbeat = Number(document.body.getAttribute(body.heartbeat) || 30000);
  setInterval(() => {
    if (socket && synced && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({ v: version, seq: 0, kind: contract.messages.heartbeat, target: "", value: null }));
    }
  }, heartbeat);

  window.addEventListener("pagehide", (event) => {
    if (event.persisted) return;
    leaving = true;
    if (socket && socket.readyState === WebSocket.OPEN) {
      seq += 1;
      socket.send(JSON.stringify({ v: version, seq, kind: contract.messages.leave, target: "", value: null }));
    }
  });

  // For tests and debugging: drop the socket (the page reconnects) and read the state.
  window.tcaLive = {
    drop() {
      if (socket) socket.close();
    },
    get session() {
      return session;
    },
    get ack() {
      return ack;
    },
    get connected() {
      return socket !== null && synced;
    },
  };

  syncHistory();
  connect();
})();
