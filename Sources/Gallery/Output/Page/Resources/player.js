// The page's player: per demo a canvas that shows recorded frame `i` at `i / fps` seconds of play,
// scaled by the speed; play/pause, one-frame steps, scrubbers by frame and by time, the trace
// highlighted at the current time (a click seeks to an event's frame), key frames, the permalink
// `#<demo>@<seconds>`, and the layout overlay: when toggled on, each view of the frame shown is outlined
// on the canvas and listed with its frame and the constraints that placed it (`LayoutOverlay` in the
// demo's data), and the layer tree: when toggled on, every layer of the frame shown is listed with its
// presentation frame, opacity and the animations running on it (`LayerTreeOverlay`). A demo's data script is loaded and its frames decoded when the demo comes into
// view or is first used; at most `keepDecoded` demos stay decoded. `OpenUIKitGallery` is the hook
// scripts and tests use (`decodeAll()`, `seek(name, seconds)`, `state(name)`, `frameDataURL(name)`).
const loading = new Map();
const players = new Map();
const decodedOrder = [];
const visible = new Set();
const keepDecoded = 4;

function loadData(name, src) {
  if (!loading.has(name)) {
    const entry = {};
    entry.promise = new Promise((resolve, reject) => { entry.resolve = resolve; entry.reject = reject; });
    loading.set(name, entry);
    const script = document.createElement("script");
    script.src = src;
    script.onerror = () => entry.reject(new Error(`cannot load ${src}`));
    document.head.appendChild(script);
  }
  return loading.get(name).promise;
}

function base64Bytes(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// The frame a time falls on; an event's frame is the first one at or after it.
const frameAt = (seconds, fps) => Math.round(seconds * fps);
const frameAfter = (seconds, fps) => Math.ceil(seconds * fps - 1e-6);

class Player {
  constructor(section) {
    this.section = section;
    this.name = section.id;
    this.fps = Number(section.dataset.fps);
    this.frameCount = Number(section.dataset.frames);
    this.canvas = section.querySelector("canvas");
    this.frame = 0;
    this.playing = false;
    this.speed = 1;
    this.animation = null;
    this.decoding = null;
    this.events = [...section.querySelectorAll(".trace li")].map((li) => ({ li, time: Number(li.dataset.time) }));
    this.traceList = section.querySelector(".trace");
    const find = (selector) => section.querySelector(selector);
    this.layout = null;
    this.overlay = find(".overlay");
    this.layoutList = find(".layout");
    this.layoutToggle = find(".layout-toggle");
    this.layoutToggle.addEventListener("change", () => this.showLayout(this.layoutToggle.checked));
    this.layerTree = null;
    this.layersList = find(".layers");
    this.layersToggle = find(".layers-toggle");
    this.layersToggle.addEventListener("change", () => this.showLayers(this.layersToggle.checked));
    this.playButton = find(".play");
    this.frameScrubber = find(".frame-scrubber");
    this.timeScrubber = find(".time-scrubber");
    this.position = find(".position");
    this.playButton.addEventListener("click", () => (this.playing ? this.pause() : this.play()));
    find(".back").addEventListener("click", () => this.step(-1));
    find(".forward").addEventListener("click", () => this.step(1));
    this.frameScrubber.addEventListener("input", () => this.seek(Number(this.frameScrubber.value)));
    this.timeScrubber.addEventListener("input", () =>
      this.seek(frameAt(Number(this.timeScrubber.value), this.fps)));
    find(".speed").addEventListener("change", (event) => {
      this.speed = Number(event.target.value);
      this.anchor();
    });
    for (const event of this.events) {
      event.li.addEventListener("click", () => this.seek(frameAfter(event.time, this.fps)));
    }
    for (const key of section.querySelectorAll(".keys button")) {
      key.addEventListener("click", () => this.seek(Number(key.dataset.frame)));
    }
    this.render();
  }

  get time() { return this.frame / this.fps; }

  decode() {
    if (!this.decoding) {
      this.decoding = (async () => {
        const data = await loadData(this.name, this.section.dataset.src);
        const animation = await APNGAnimation.decode(base64Bytes(data.apng), data.fps, this.canvas);
        if (animation.timeline.length !== this.frameCount) {
          animation.close();
          throw new Error(`${this.name}: ${animation.timeline.length} frames decoded, ${this.frameCount} recorded`);
        }
        this.animation = animation;
        this.layout = data.layout ?? null;
        this.layerTree = data.layerTree ?? null;
        this.section.classList.add("decoded");
        this.render();
        remember(this);
        return { frames: animation.timeline.length, apngFrames: animation.frames.length,
          width: animation.width, height: animation.height };
      })();
      this.decoding.catch((error) => {
        this.decoding = null;
        console.error(`OpenUIKit gallery: ${error.message}`);
      });
    }
    return this.decoding;
  }

  release() {
    this.pause();
    this.animation?.close();
    this.animation = null;
    this.decoding = null;
    this.section.classList.remove("decoded");
  }

  seek(frame, updateHash = true) {
    this.frame = Math.min(this.frameCount - 1, Math.max(0, Math.round(frame)));
    this.anchor();
    this.render();
    if (updateHash) history.replaceState(null, "", `#${this.name}@${this.time.toFixed(3)}`);
    this.prefetch();
  }

  // Starts decoding without waiting; a failure is reported once, by decode().
  prefetch() {
    this.decode().catch(() => {});
  }

  step(delta) {
    this.pause();
    this.seek(this.frame + delta);
  }

  play() {
    this.decode().then(() => {
      if (this.playing) return;
      if (this.frame === this.frameCount - 1) this.frame = 0;
      this.playing = true;
      this.playButton.textContent = "❚❚ pause";
      this.anchor();
      requestAnimationFrame((now) => this.tick(now));
    }).catch(() => {});
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    this.playButton.textContent = "▶ play";
    history.replaceState(null, "", `#${this.name}@${this.time.toFixed(3)}`);
  }

  anchor() {
    this.anchorTime = performance.now();
    this.anchorFrame = this.frame;
  }

  // Frame i is due i / fps seconds (divided by the speed) after frame 0; the recording loops.
  tick(now) {
    if (!this.playing) return;
    let frame = this.anchorFrame + Math.floor(((now - this.anchorTime) / 1000) * this.speed * this.fps + 1e-6);
    if (frame >= this.frameCount) {
      this.anchorTime += ((this.frameCount - this.anchorFrame) / this.fps / this.speed) * 1000;
      this.anchorFrame = 0;
      frame %= this.frameCount;
    }
    if (frame !== this.frame) {
      this.frame = frame;
      this.render();
    }
    requestAnimationFrame((next) => this.tick(next));
  }

  render() {
    if (this.animation) this.animation.show(this.animation.timeline[this.frame]);
    this.renderLayout();
    this.renderLayers();
    this.frameScrubber.value = this.frame;
    this.timeScrubber.value = this.time.toFixed(3);
    this.position.textContent = `frame ${this.frame} / ${this.time.toFixed(3)} s`;
    const now = this.time + 1e-6;
    const latest = Math.max(-1, ...this.events.filter((e) => e.time <= now).map((e) => e.time));
    let first = null;
    for (const event of this.events) {
      const isCurrent = event.time === latest;
      event.li.classList.toggle("past", event.time <= now);
      event.li.classList.toggle("current", isCurrent);
      if (isCurrent && !first) first = event.li;
    }
    if (first) {
      const list = this.traceList;
      const top = first.offsetTop - list.offsetTop;
      if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - first.offsetHeight) {
        list.scrollTop = top - list.clientHeight / 3;
      }
    }
  }

  showLayout(shown) {
    this.layoutToggle.checked = shown;
    this.overlay.hidden = !shown;
    this.layoutList.hidden = !shown;
    this.shownSnapshot = null;
    if (shown) this.decode().then(() => this.renderLayout()).catch(() => {});
    else this.renderLayout();
  }

  // Outlines and lists the views of the frame shown, when the overlay is on and the data is loaded.
  renderLayout() {
    if (!this.layoutToggle.checked || !this.layout) {
      this.overlay.replaceChildren();
      this.layoutList.replaceChildren();
      this.shownSnapshot = null;
      return;
    }
    const layout = this.layout;
    const snapshot = layout.snapshots[layout.frames[this.frame]] ?? [];
    if (snapshot === this.shownSnapshot) return;
    this.shownSnapshot = snapshot;
    const svg = "http://www.w3.org/2000/svg";
    this.overlay.setAttribute("viewBox", `0 0 ${layout.width} ${layout.height}`);
    const rects = [];
    const items = [];
    for (const view of snapshot) {
      const name = layout.names[view.name];
      const li = document.createElement("li");
      li.style.paddingLeft = `${view.depth + 0.5}em`;
      const title = document.createElement("span");
      title.className = "view";
      title.textContent = name;
      const frame = document.createElement("span");
      frame.className = "frame";
      frame.textContent = `frame ${formatRect(view.frame)}`;
      li.append(title, " ", frame);
      if (view.constraints.length > 0) {
        const list = document.createElement("ul");
        list.className = "constraints";
        for (const index of view.constraints) {
          const item = document.createElement("li");
          item.textContent = layout.constraints[index];
          list.append(item);
        }
        li.append(list);
      }
      items.push(li);
      if (!view.shown) continue;
      const rect = document.createElementNS(svg, "rect");
      const [x, y, width, height] = view.shown;
      for (const [key, value] of Object.entries({ x, y, width, height })) rect.setAttribute(key, value);
      rect.classList.toggle("constrained", view.constraints.length > 0);
      const tooltip = document.createElementNS(svg, "title");
      tooltip.textContent = `${name} ${formatRect(view.shown)}`;
      rect.append(tooltip);
      rects.push(rect);
      li.addEventListener("mouseenter", () => rect.classList.add("highlighted"));
      li.addEventListener("mouseleave", () => rect.classList.remove("highlighted"));
    }
    this.overlay.replaceChildren(...rects);
    this.layoutList.replaceChildren(...items);
  }

  showLayers(shown) {
    this.layersToggle.checked = shown;
    this.layersList.hidden = !shown;
    this.shownTree = null;
    if (shown) this.decode().then(() => this.renderLayers()).catch(() => {});
    else this.renderLayers();
  }

  // Lists the layers of the frame shown, when the layer tree is on and the data is loaded.
  renderLayers() {
    if (!this.layersToggle.checked || !this.layerTree) {
      this.layersList.replaceChildren();
      this.shownTree = null;
      return;
    }
    const tree = this.layerTree;
    const rows = tree.snapshots[tree.frames[this.frame]] ?? [];
    if (rows === this.shownTree) return;
    this.shownTree = rows;
    this.layersList.replaceChildren(...rows.map((index) => {
      const layer = tree.layers[index];
      const li = document.createElement("li");
      li.style.paddingLeft = `${layer.depth + 0.5}em`;
      li.classList.toggle("hidden-layer", layer.isHidden);
      const title = document.createElement("span");
      title.className = "layer";
      title.textContent = tree.names[layer.name];
      const frame = document.createElement("span");
      frame.className = "frame";
      frame.textContent = layer.frame ? `frame ${formatRect(layer.frame)}` : "frame not finite";
      const opacity = document.createElement("span");
      opacity.className = "opacity";
      opacity.textContent = `opacity ${layer.opacity}${layer.isHidden ? ", hidden" : ""}`;
      li.append(title, " ", frame, " ", opacity);
      if (layer.animations.length > 0) {
        const list = document.createElement("ul");
        list.className = "animations";
        for (const animation of layer.animations) {
          const item = document.createElement("li");
          item.textContent = tree.animations[animation];
          list.append(item);
        }
        li.append(list);
      }
      return li;
    }));
  }

  layersState() {
    return {
      shown: !this.layersList.hidden,
      layers: [...this.layersList.children].map((li) => ({
        name: li.querySelector(".layer").textContent, frame: li.querySelector(".frame").textContent,
        opacity: li.querySelector(".opacity").textContent,
        animations: [...li.querySelectorAll(".animations li")].map((item) => item.textContent),
      })),
    };
  }

  layoutState() {
    return {
      shown: !this.layoutList.hidden && !this.overlay.hidden,
      views: [...this.layoutList.children].map((li) => ({
        name: li.querySelector(".view").textContent, frame: li.querySelector(".frame").textContent,
        constraints: [...li.querySelectorAll(".constraints li")].map((item) => item.textContent),
      })),
      rects: [...this.overlay.querySelectorAll("rect")].map((rect) =>
        ["x", "y", "width", "height"].map((key) => Number(rect.getAttribute(key)))),
    };
  }

  state() {
    return {
      frame: this.frame, time: this.time, decoded: this.animation !== null, playing: this.playing,
      position: this.position.textContent, hash: location.hash,
      current: this.events.filter((e) => e.li.classList.contains("current")).map((e) => e.li.dataset.text),
      layout: this.layoutState(),
      layers: this.layersState(),
    };
  }
}

// `(x y; width height)`, as the testing product's recursive description writes frames.
const formatRect = ([x, y, width, height]) => `(${x} ${y}; ${width} ${height})`;

// Keeps the most recently decoded demos; releases older ones that are out of view and not playing.
function remember(player) {
  const at = decodedOrder.indexOf(player);
  if (at >= 0) decodedOrder.splice(at, 1);
  decodedOrder.push(player);
  for (const old of [...decodedOrder]) {
    if (decodedOrder.length <= keepDecoded) break;
    if (old !== player && !visible.has(old) && !old.playing) {
      old.release();
      decodedOrder.splice(decodedOrder.indexOf(old), 1);
    }
  }
}

function openPermalink() {
  const match = /^#([^@]+)@([0-9]+(?:\.[0-9]*)?)$/.exec(decodeURIComponent(location.hash));
  if (!match) return;
  const player = players.get(match[1]);
  if (!player) {
    console.warn(`OpenUIKit gallery: no demo named "${match[1]}" for ${location.hash}`);
    return;
  }
  player.section.scrollIntoView();
  player.seek(frameAt(Number(match[2]), player.fps), false);
}

window.OpenUIKitGallery = {
  register(data) {
    if (!loading.has(data.name)) loading.set(data.name, { promise: Promise.resolve(data) });
    else loading.get(data.name).resolve(data);
  },
  player: (name) => players.get(name),
  state: (name) => players.get(name).state(),
  seek(name, seconds) {
    const player = players.get(name);
    player.seek(frameAt(seconds, player.fps));
    return player.decode().then(() => player.state());
  },
  async frameDataURL(name) {
    const player = players.get(name);
    await player.decode();
    player.render();
    return player.canvas.toDataURL("image/png");
  },
  async decodeAll() {
    const summary = {};
    for (const [name, player] of players) {
      try {
        summary[name] = await player.decode();
      } catch (error) {
        summary[name] = { error: error.message };
      }
    }
    return summary;
  },
};

document.addEventListener("DOMContentLoaded", () => {
  for (const section of document.querySelectorAll("section.demo")) players.set(section.id, new Player(section));
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const player = players.get(entry.target.id);
      if (entry.isIntersecting) {
        visible.add(player);
        player.prefetch();
      } else {
        visible.delete(player);
      }
    }
  }, { rootMargin: "200px" });
  for (const player of players.values()) observer.observe(player.section);
  window.addEventListener("hashchange", openPermalink);
  openPermalink();
});
