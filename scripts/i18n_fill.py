"""Fill translations into clubrater/i18n/clubrater_LANG.ts from a JSON file (issue 13): the translators' one tool.

    python scripts/i18n_fill.py de --todo > de.json    # what is still to translate, as a JSON skeleton
    python scripts/i18n_fill.py de de.json             # put the translations in; prints what is still unfinished

The JSON is {"Context": {"source text": "translation", "%n game(s)": ["form 1", "form 2"]}}; a message with
a disambiguation is keyed "source text\\u0004disambiguation". Keys beginning with "//" are notes (the
translator comments --todo writes) and are ignored, as are empty translations. The file is checked whole
first (unknown messages, the wrong number of plural forms, {placeholders} that differ from the English):
any problem and nothing is written. The .ts keeps the layout pyside6-lupdate writes, so `make translations`
and this tool can take turns on it.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import re
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from clubrater.io.words import LANGUAGES, PLURAL_FORMS, TRANSLATED  # noqa: E402

I18N = ROOT / "clubrater" / "i18n"
SEP = "\u0004"
NOTE = "//"
PLURAL_NOTES = {
    1: "1 form (the same for every count)",
    2: "2 forms: [one, other]" ,
    3: "3 forms: [1, 2-4, other (0, 5 and more)]",
}
_BRACES = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\}")


# --------------------------------------------------------------------------------------------- the .ts file
def _escape(text: str) -> str:
    """As lupdate writes text: & < > ' \" as entities, and every space but " " (no-break spaces, U+202F, U+3000,
    ...) and control character but newline and tab as a numeric reference (&#xa0;)."""
    text = (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&apos;")
            .replace('"', "&quot;"))  # fmt: skip
    if _NUMERIC.search(text):
        text = _NUMERIC.sub(lambda m: f"&#x{ord(m.group()):x};", text)
    return text


_NUMERIC = re.compile(r"[^\S \n\t]|[\x00-\x08\x0b-\x1f]")


def _attrs(el: ET.Element) -> str:
    return "".join(f' {k}="{_escape(v)}"' for k, v in el.attrib.items())


def write_ts(root: ET.Element) -> str:
    """The .ts text exactly as pyside6-lupdate lays it out (tests/test_i18n_tools.py checks the round trip)."""
    out = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", f"<TS{_attrs(root)}>"]
    for ctx in root:
        out.append(f"<context{_attrs(ctx)}>")
        for child in ctx:
            if child.tag != "message":
                out.append(f"    <{child.tag}{_attrs(child)}>{_escape(child.text or '')}</{child.tag}>")
                continue
            out.append(f"    <message{_attrs(child)}>")
            for part in child:
                if part.tag == "translation" and child.get("numerus") == "yes":
                    out.append(f"        <translation{_attrs(part)}>")
                    for form in part:
                        out.append(f"            <numerusform{_attrs(form)}>{_escape(form.text or '')}</numerusform>")
                    out.append("        </translation>")
                elif len(part):  # e.g. <location/> entries or other nested elements: written as they came
                    out.append(f"        <{part.tag}{_attrs(part)}>")
                    out.extend(f"            <{g.tag}{_attrs(g)}/>" for g in part)
                    out.append(f"        </{part.tag}>")
                elif part.tag == "location":
                    out.append(f"        <location{_attrs(part)}/>")
                else:
                    out.append(f"        <{part.tag}{_attrs(part)}>{_escape(part.text or '')}</{part.tag}>")
            out.append("    </message>")
        out.append("</context>")
    out.append("</TS>")
    return "\n".join(out) + "\n"


def read_ts(path: Path) -> ET.Element:
    if not path.is_file():
        raise SystemExit(f"There is no {path.relative_to(ROOT)}; run `make translations` first.")
    return ET.parse(path).getroot()


def key_of(msg: ET.Element) -> str:
    source, comment = msg.findtext("source") or "", msg.findtext("comment") or ""
    return f"{source}{SEP}{comment}" if comment else source


def messages(root: ET.Element) -> list[tuple[str, ET.Element]]:
    """(context, message) of every live message (obsolete and vanished ones are not the code's any more)."""
    out = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") in ("obsolete", "vanished"):
                continue
            out.append((name, msg))
    return out


def is_unfinished(msg: ET.Element) -> bool:
    tr = msg.find("translation")
    if tr is None or tr.get("type") == "unfinished":
        return True
    if msg.get("numerus") == "yes":
        return not list(tr) or any(not (f.text or "") for f in tr)
    return not (tr.text or "")


def unfinished(root: ET.Element) -> list[tuple[str, ET.Element]]:
    return [(c, m) for c, m in messages(root) if is_unfinished(m)]


# --------------------------------------------------------------------------------------------- checks
def _placeholders(text: str) -> list[str]:
    return sorted(_BRACES.findall(text))


# --------------------------------------------------------------------------------------------- the glossary
GLOSSARY = I18N / "glossary.json"


def _plain(text: str) -> str:
    """A text as the glossary reads it: {placeholders}, tags and the & of shortcuts left out."""
    return re.sub(r"<[^>]+>", " ", re.sub(r"\{[^{}]*\}", " ", text)).replace("&", "")


@functools.cache
def _terms() -> tuple[dict[str, Any], ...]:
    if not GLOSSARY.is_file():
        return ()
    return tuple(json.loads(GLOSSARY.read_text(encoding="utf-8"))["terms"])


def glossary_problems(lang: str, context: str, source: str, forms: list[str]) -> list[str]:
    """Where a translation leaves the language's glossary (clubrater/i18n/glossary.json): a word to avoid, or the
    English term said another way."""
    out: list[str] = []
    texts = [_plain(f).casefold() for f in forms if f]
    plain_source = _plain(source)
    for term in _terms():
        words: list[str] = term.get(lang, [])
        for word in term.get("avoid", {}).get(lang, []):
            if any(word.casefold() in t for t in texts):
                out.append(f"the glossary says {term['en']!r} is {' or '.join(words)} in {LANGUAGES[lang]}, not {word!r}")
        only: list[str] | None = term.get("only")
        if (only is not None and context not in only) or not texts or not words:
            continue
        if not re.search(r"(?<![\w-])" + re.escape(term["en"]) + r"(?![\w-])", plain_source, re.I):
            continue
        if any(u.casefold() in source.casefold() for u in term.get("unless", [])):
            continue
        if not all(any(w.casefold() in t for w in words) for t in texts):
            out.append(f"the glossary says {term['en']!r} is {' or '.join(map(repr, words))} in {LANGUAGES[lang]}")
    return out


def problems_with(lang: str, context: str, msg: ET.Element, value: object) -> list[str]:
    """What is wrong with one translation for one message ([] when it can go in)."""
    where = f'{context} / "{key_of(msg).replace(SEP, " | ")}"'
    source = msg.findtext("source") or ""
    numerus = msg.get("numerus") == "yes"
    forms: list[str]
    if numerus:
        if isinstance(value, str):
            forms = [value] * PLURAL_FORMS[lang] if PLURAL_FORMS[lang] == 1 else []
            if not forms:
                return [f"{where}: a count message needs a list of {PLURAL_NOTES[PLURAL_FORMS[lang]]}"]
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            forms = list(value)
        else:
            return [f"{where}: give a list of strings"]
        if len(forms) != PLURAL_FORMS[lang]:
            return [f"{where}: {LANGUAGES[lang]} needs {PLURAL_NOTES[PLURAL_FORMS[lang]]}, not {len(forms)}"]
    elif isinstance(value, str):
        forms = [value]
    else:
        return [f"{where}: give one string (only messages with %n take a list of forms)"]
    out = []
    for f in forms:
        if _placeholders(f) != _placeholders(source) and f:
            out.append(f"{where}: the translation must keep the placeholders {_placeholders(source) or 'none'}, "
                       f"not {_placeholders(f) or 'none'}: {f!r}")
        if re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f]", f):
            out.append(f"{where}: a control character in {f!r}")
    out += [f"{where}: {p}: {forms[0]!r}" for p in dict.fromkeys(glossary_problems(lang, context, source, forms))]
    return out


def fill(lang: str, data: dict[str, object], path: Path) -> tuple[int, list[str]]:
    """Put the translations of `data` into the .ts at `path` (whole, or nothing when any is wrong)."""
    root = read_ts(path)
    by_key = {(c, key_of(m)): m for c, m in messages(root)}
    problems: list[str] = []
    todo: list[tuple[ET.Element, object]] = []
    for context, entries in data.items():
        if context.startswith(NOTE):
            continue
        if not isinstance(entries, dict):
            problems.append(f"{context}: expected an object of source text -> translation")
            continue
        for key, value in entries.items():
            if key.startswith(NOTE) or value in ("", None) or (isinstance(value, list) and not any(value)):
                continue
            msg = by_key.get((context, key))
            if msg is None:
                problems.append(f'{context} / "{key.replace(SEP, " | ")}": no such message in {path.name} '
                                "(was the text changed in the code? run --todo again)")
                continue
            found = problems_with(lang, context, msg, value)
            problems += found
            if not found:
                todo.append((msg, value))
    if problems:
        return 0, problems
    for msg, value in todo:
        tr = msg.find("translation")
        if tr is None:
            tr = ET.SubElement(msg, "translation")
        tr.attrib.pop("type", None)
        for old in ("oldsource", "oldcomment"):
            for el in msg.findall(old):
                msg.remove(el)
        if msg.get("numerus") == "yes":
            forms = [value] * PLURAL_FORMS[lang] if isinstance(value, str) else list(value)  # type: ignore[call-overload]
            for el in list(tr):
                tr.remove(el)
            tr.text = None
            for f in forms:
                ET.SubElement(tr, "numerusform").text = f
        else:
            tr.text = str(value)
    _write_whole(path, write_ts(root))
    return len(todo), []


def _write_whole(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        ET.parse(tmp)  # it reads back
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@contextlib.contextmanager
def _locked(folder: Path) -> Iterator[None]:
    """The lock `make translations` holds (flock): two writers never interleave on the .ts files."""
    try:
        import fcntl
    except ImportError:  # Windows: no flock, and no make either
        yield
        return
    with open(folder / ".lock", "a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def skeleton(lang: str, root: ET.Element) -> dict[str, object]:
    """The unfinished messages as the JSON a translator fills in, with the code's translator comments."""
    n = PLURAL_FORMS[lang]
    out: dict[str, object] = {
        NOTE: (f"{LANGUAGES[lang]} ({lang}): fill in each empty string and give the file to scripts/i18n_fill.py {lang} "
               f"FILE. Messages with %n are counts and take a list of {PLURAL_NOTES[n]}; %n is the number. Keep "
               "{placeholders} and the & of a keyboard shortcut (put it before a letter of your word). Keys "
               "beginning with // are notes: the code's comment for the translator, and the disambiguation. Write a "
               "shortcut as the English does (Ctrl+S, Ctrl+Shift+A): the window shows it in the platform's words. "
               "Use the glossary's word for each of its terms (clubrater/i18n/glossary.json)."),
        NOTE + " glossary": "; ".join(f"{t['en']} = {' / '.join(t[lang])}" for t in _terms() if lang in t),
    }
    for context, msg in unfinished(root):
        entries = out.setdefault(context, {})
        assert isinstance(entries, dict)
        key = key_of(msg)
        notes = [t for t in (msg.findtext("extracomment"), msg.findtext("comment")) if t]
        if notes:
            entries[f"{NOTE} {key}"] = " | ".join(dict.fromkeys(notes))
        tr = msg.find("translation")
        if msg.get("numerus") == "yes":
            have = [(f.text or "") for f in tr] if tr is not None else []
            entries[key] = (have + [""] * n)[:n]
        else:
            entries[key] = (tr.text or "") if tr is not None else ""
    return out


def report(lang: str, root: ET.Element) -> str:
    left = unfinished(root)
    total = len(messages(root))
    if not left:
        return f"{LANGUAGES[lang]} ({lang}): all {total} messages are translated."
    by_context: dict[str, int] = {}
    for c, _m in left:
        by_context[c] = by_context.get(c, 0) + 1
    lines = [f"{LANGUAGES[lang]} ({lang}): {len(left)} of {total} messages still unfinished:"]
    lines += [f"  {c}: {k}" for c, k in sorted(by_context.items())]
    lines.append(f"(scripts/i18n_fill.py {lang} --todo lists them)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("lang", choices=TRANSLATED, help="the language: " + ", ".join(TRANSLATED))
    ap.add_argument("json", nargs="?", type=Path, help="the translations (JSON), as --todo writes them")
    ap.add_argument("--todo", action="store_true", help="print the unfinished messages as JSON to fill in")
    ap.add_argument("--ts", type=Path, help=argparse.SUPPRESS)  # another .ts (the tests' copies)
    a = ap.parse_args(argv)
    path = a.ts or I18N / f"clubrater_{a.lang}.ts"
    if a.todo == (a.json is not None):
        ap.error("give either a JSON file or --todo")
    if a.todo:
        json.dump(skeleton(a.lang, read_ts(path)), sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
        return 0
    try:
        data = json.loads(a.json.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        print(f"{a.json} could not be read as JSON: {exc}", file=sys.stderr)
        return 1
    if not isinstance(data, dict):
        print(f"{a.json} must hold an object of contexts.", file=sys.stderr)
        return 1
    with _locked(path.parent):  # `make translations` takes the same lock: it never rewrites the file meanwhile
        done, problems = fill(a.lang, data, path)
    if problems:
        print(f"Nothing was written to {path.name}; {len(problems)} problem(s):", file=sys.stderr)
        for p in problems:
            print("  " + p, file=sys.stderr)
        return 1
    print(f"{done} translation(s) put into {path.name}.")
    print(report(a.lang, read_ts(path)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
