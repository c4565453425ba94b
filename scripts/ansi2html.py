#!/usr/bin/env python3
"""A terminal screen captured with colours (`tmux capture-pane -e -p -N`) as an HTML page, for a screenshot.

    ansi2html.py SCREEN.txt OUT.html [--cursor X,Y] [--title TEXT] [--fg #rrggbb] [--bg #rrggbb]

Reads the SGR escapes tmux writes: bold, italic, underline, reverse, the 16 colours, the 256-colour palette and
24-bit colours, foreground and background; any other escape is dropped. Each line is one row of the grid;
--cursor draws the cursor (a reverse-video cell) at column X, row Y (0-based, as `tmux display -p
'#{cursor_x},#{cursor_y}'` says). Used by scripts/editor-screenshot.sh.
"""
import argparse
import html
import re
import unicodedata

# xterm's 16 colours.
BASE16 = [
    "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
    "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
]


def palette(n):
    """The colour of index n of the 256-colour palette."""
    if n < 16:
        return BASE16[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[n // 36], steps[(n // 6) % 6], steps[n % 6])
    v = 8 + (n - 232) * 10
    return "#%02x%02x%02x" % (v, v, v)


class Style:
    def __init__(self):
        self.reset()

    def reset(self):
        self.fg = None
        self.bg = None
        self.bold = self.italic = self.underline = self.reverse = self.dim = False

    def copy(self):
        s = Style()
        s.__dict__.update(self.__dict__)
        return s

    def key(self):
        return (self.fg, self.bg, self.bold, self.italic, self.underline, self.reverse, self.dim)

    def apply(self, params):
        """Applies one SGR sequence's parameters."""
        codes = [int(p) if p else 0 for p in params.replace(":", ";").split(";")] if params else [0]
        i = 0
        while i < len(codes):
            c = codes[i]
            if c == 0:
                self.reset()
            elif c == 1:
                self.bold = True
            elif c == 2:
                self.dim = True
            elif c == 3:
                self.italic = True
            elif c in (4, 21):
                self.underline = True
            elif c == 7:
                self.reverse = True
            elif c == 22:
                self.bold = self.dim = False
            elif c == 23:
                self.italic = False
            elif c == 24:
                self.underline = False
            elif c == 27:
                self.reverse = False
            elif 30 <= c <= 37:
                self.fg = BASE16[c - 30]
            elif 90 <= c <= 97:
                self.fg = BASE16[c - 90 + 8]
            elif 40 <= c <= 47:
                self.bg = BASE16[c - 40]
            elif 100 <= c <= 107:
                self.bg = BASE16[c - 100 + 8]
            elif c == 39:
                self.fg = None
            elif c == 49:
                self.bg = None
            elif c in (38, 48, 58) and i + 1 < len(codes):
                if codes[i + 1] == 5 and i + 2 < len(codes):
                    colour = palette(codes[i + 2])
                    i += 2
                elif codes[i + 1] == 2 and i + 4 < len(codes):
                    colour = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
                    i += 4
                else:
                    colour = None
                if c == 38:
                    self.fg = colour
                elif c == 48:
                    self.bg = colour
            i += 1

    def css(self, fg, bg):
        f = self.fg or fg
        b = self.bg or bg
        if self.reverse:
            f, b = b, f
        out = [f"color:{f}"]
        if b != bg or self.reverse:
            out.append(f"background:{b}")
        if self.bold:
            out.append("font-weight:bold")
        if self.italic:
            out.append("font-style:italic")
        if self.underline:
            out.append("text-decoration:underline")
        if self.dim:
            out.append("opacity:.7")
        return ";".join(out)


ESCAPE = re.compile(r"\x1b\[([0-9;:]*)([A-Za-z])|\x1b[()][A-Za-z0-9]|\x1b.")


def cells(line, style):
    """The (character, style) cells of one captured line; `style` carries over to the next line."""
    out = []
    pos = 0
    for m in ESCAPE.finditer(line):
        for ch in line[pos:m.start()]:
            out.append((ch, style.copy()))
            if unicodedata.east_asian_width(ch) in ("W", "F"):
                out.append(("", style.copy()))  # the second column of a wide character
        if m.group(2) == "m":
            style.apply(m.group(1))
        pos = m.end()
    for ch in line[pos:]:
        out.append((ch, style.copy()))
        if unicodedata.east_asian_width(ch) in ("W", "F"):
            out.append(("", style.copy()))
    return out


def render(text, width, height, fg, bg, cursor, title):
    style = Style()
    rows = []
    for y, line in enumerate(text.split("\n")[:height]):
        row = cells(line, style)
        if cursor and cursor[1] == y:
            x = cursor[0]
            while len(row) <= x:
                row.append((" ", Style()))
            ch, s = row[x]
            s = s.copy()
            s.reverse = not s.reverse
            row[x] = (ch, s)
        spans = []
        run, run_style = "", None
        for ch, s in row[:width]:
            if run_style is not None and s.key() != run_style.key():
                spans.append(f'<span style="{run_style.css(fg, bg)}">{html.escape(run)}</span>')
                run = ""
            run_style = s
            run += ch
        if run_style is not None and run:
            spans.append(f'<span style="{run_style.css(fg, bg)}">{html.escape(run)}</span>')
        rows.append("".join(spans))
    while len(rows) < height:
        rows.append("")
    body = "".join(f'<div class="row">{r}</div>' for r in rows)
    bar = f'<div class="title">{html.escape(title)}</div>' if title else ""
    return f"""<!doctype html>
<meta charset="utf-8">
<style>
  html, body {{ margin: 0; background: #d9d9d9; }}
  .window {{ display: inline-block; margin: 16px; border-radius: 8px; overflow: hidden;
             box-shadow: 0 4px 18px rgba(0,0,0,.35); background: {bg}; }}
  .title {{ font: 13px sans-serif; color: #ccc; background: #333; padding: 6px 12px; text-align: center; }}
  .screen {{ padding: 8px 10px; font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 15px;
             line-height: 17px; color: {fg}; width: {width}ch; }}
  .row {{ height: 17px; white-space: pre; overflow: hidden; }}
  .row span {{ display: inline-block; height: 17px; vertical-align: top; }}
</style>
<div class="window">{bar}<div class="screen">
{body}
</div></div>
"""


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("screen")
    p.add_argument("out")
    p.add_argument("--width", type=int, default=120)
    p.add_argument("--height", type=int, default=40)
    p.add_argument("--fg", default="#d0d0d0")
    p.add_argument("--bg", default="#1c1c1c")
    p.add_argument("--cursor")
    p.add_argument("--title", default="")
    a = p.parse_args()
    with open(a.screen, encoding="utf-8", errors="replace") as f:
        text = f.read()
    cursor = tuple(int(v) for v in a.cursor.split(",")) if a.cursor else None
    with open(a.out, "w", encoding="utf-8") as f:
        f.write(render(text.rstrip("\n"), a.width, a.height, a.fg, a.bg, cursor, a.title))


if __name__ == "__main__":
    main()
