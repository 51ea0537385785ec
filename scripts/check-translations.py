#!/usr/bin/env python3
"""Fails (exit 1) when a translation in translations/*.ts is not complete.

For every message of every .ts file it checks that
  - the translation is finished (no type="unfinished") and not empty,
  - it uses exactly the placeholders of the source (%1, %2, %L1, %n, ...),
  - a numerus message has all plural forms of its language, none empty.
Obsolete messages (type="vanished" or "obsolete") are skipped: lupdate keeps them
only as a memory and they are never shown.

Usage: check-translations.py [DIR_OR_TS_FILE ...]   (default: the translations folder)
Standard library only, so it runs in CI without extra packages.
"""

import pathlib
import re
import sys
import xml.etree.ElementTree as ET

# Plural forms per language as Qt Linguist counts them (qttools src/linguist/shared/numerus.cpp).
# A language not listed is reported, so its count gets added here rather than guessed.
PLURAL_FORMS = {
    "de": 2, "en": 2, "fr": 2, "es": 2, "it": 2, "nl": 2, "pt": 2, "sv": 2, "da": 2, "nb": 2, "fi": 2,
    "pl": 3, "ru": 3, "uk": 3, "cs": 3, "sk": 3,
    "ja": 1, "ko": 1, "zh": 1, "vi": 1, "th": 1,
}

# %1..%99, %L1 (localised number); %n, %Ln (numerus count). A lone % (as in "%1%") is text.
PLACEHOLDER = re.compile(r"%L?(?:\d{1,2}|n)")


def placeholders(text):
    return sorted(set(PLACEHOLDER.findall(text or "")))


def plural_forms(ts_root, path):
    language = ts_root.get("language", "")
    code = language.replace("-", "_").split("_")[0].lower()
    if not code:
        return None, f"{path}: the TS element has no language attribute"
    if code not in PLURAL_FORMS:
        return None, f"{path}: unknown language {language!r}: add its plural form count to {__file__}"
    return PLURAL_FORMS[code], None


def check_file(path):
    problems = []
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        return [f"{path}: not valid XML: {e}"], 0
    forms_needed, error = plural_forms(root, path)
    if error:
        problems.append(error)
    count = 0
    for context in root.iter("context"):
        name = context.findtext("name") or "?"
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else None
            if kind in ("vanished", "obsolete"):
                continue
            count += 1
            source = message.findtext("source") or ""
            where = f"{path}: [{name}] {source!r}"
            if translation is None:
                problems.append(f"{where}: no translation element")
                continue
            expected = placeholders(source)
            texts = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
            if kind == "unfinished":
                # lupdate's guesses (same text elsewhere) come unfinished too: they need a look.
                filled = any(t.strip() for t in texts)
                problems.append(f"{where}: {'unfinished (review the suggested text)' if filled else 'not translated'}")
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.findall("numerusform")]
                if forms_needed is not None and len(forms) != forms_needed:
                    problems.append(f"{where}: {len(forms)} plural form(s), the language needs {forms_needed}")
                for i, form in enumerate(forms):
                    if not form.strip():
                        problems.append(f"{where}: plural form {i + 1} is empty")
                    elif placeholders(form) != expected:  # every form shows the count (%n)
                        problems.append(f"{where}: plural form {i + 1} has placeholders {placeholders(form)}, "
                                        f"the source {expected}")
            else:
                text = translation.text or ""
                if not text.strip():
                    problems.append(f"{where}: empty translation")
                elif placeholders(text) != expected:
                    problems.append(f"{where}: placeholders {placeholders(text)}, the source {expected}")
    return problems, count


def main(argv):
    args = argv[1:] or [str(pathlib.Path(__file__).resolve().parent.parent / "translations")]
    files = []
    for a in args:
        p = pathlib.Path(a)
        files.extend(sorted(p.glob("*.ts")) if p.is_dir() else [p])
    if not files:
        print(f"check-translations: no .ts files in {' '.join(args)}")
        return 1
    all_problems = []
    for f in files:
        problems, count = check_file(f)
        all_problems.extend(problems)
        print(f"{f}: {count} messages, {len(problems)} problem(s)")
    for p in all_problems:
        print(p)
    if all_problems:
        print(f"check-translations: {len(all_problems)} problem(s); translate them in Qt Linguist or the .ts "
              "file, then run scripts/update-translations.sh")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
