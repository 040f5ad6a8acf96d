"""A 45,000-player EGD world list: loading it, and finding players in it as the secretary types.

Targets (issue 20): the list loads in under 1 s beyond the program's own start; `list find` costs
under 50 ms beyond start; in the window each keystroke's matches appear in under 30 ms.

The budgets are asserted on CPU time (the wall clock is printed beside it): on this shared 2-core machine
the wall clock varies two to four times with what else runs.

Run: .venv/bin/pytest benchmarks/bench_rating_lists.py --benchmark-only --benchmark-enable -s -p no:cacheprovider
The list is built in the real layout (byte-padded, a few Latin-1 and UTF-8 lines, placeholders).
"""

from __future__ import annotations

import random
import statistics
import time
from pathlib import Path

import pytest

from clubrater.domain.rating_list import ListIndex
from clubrater.io.rating_lists import read_list_file

PLAYERS = 45_000
LOAD_BUDGET_S = 1.0
KEYSTROKE_BUDGET_MS = 30.0
FIND_BUDGET_MS = 50.0
_SYLLABLES = ["ka", "no", "vak", "mül", "ler", "kow", "al", "ski", "du", "pont", "ros", "si", "pe", "trov", "sva", "bo",
              "da", "na", "gy", "hor", "vath", "sch", "midt", "fi", "jan", "sen", "gar", "cia", "po", "pes", "cu",
              "iva", "smir", "ko", "vač", "han", "niel", "vir", "ta", "nen", "mur", "phy", "we", "ber", "li", "ang"]
_SURNAMES = ["Novák", "Müller", "Kowalski", "Dupont", "De_Vries", "Rossi", "Kim", "Li", "Wang", "Petrov", "Svoboda",
             "Nagy", "Horváth", "Schmidt", "Fischer", "Łukasiewicz", "Öztürk", "Janssen", "García", "Popescu",
             "Ivanov", "Smirnov", "Kovač", "Hansen", "Nielsen", "Virtanen", "Ålund", "O'Brien", "Murphy", "Weber"]
_FIRST = ["Jana", "Émilie", "Anna_Maria", "Piotr", "Jan", "Minho", "Wei", "Ivan", "Tomáš", "Zoltán", "Sören", "Ewa",
          "Luca", "Marek", "Olga", "Jürgen", "Matteo", "Lars", "Aino", "Seán", "Chloé", "Ilse", "Bartosz", "Nikola"]
_COUNTRIES = ["CZ", "DE", "PL", "FR", "NL", "IT", "KR", "CN", "RU", "HU", "AT", "UK", "FI", "SE", "RO", "UA", "XX"]
# Words typed into the search one letter at a time (the window's case).
TYPED = ["emilie dup", "novak jana", "lukasiew", "de vries anna", "kim m", "12345", "ozturk", "wang wei"]


def _line(pin: int, name: str, country: str, club: str, gor: int, nt: int, rng: random.Random, latin1: bool) -> bytes:
    """One player line, padded by bytes as the EGD pads it (a UTF-8 name is as wide in bytes as any)."""
    encoding = "latin-1" if latin1 else "utf-8"
    field = name.encode(encoding, errors="replace")[:37]
    grade_ord = min(max((gor + 950) // 100 + rng.choice((-1, 0, 0, 1)), 10), 36)
    grade = f"{30 - grade_ord}k" if grade_ord < 30 else f"{grade_ord - 29}d"
    last = f"T{rng.randrange(0, 19):02d}{rng.randrange(1, 13):02d}{rng.randrange(1, 29):02d}{rng.choice('ABCDE')}"
    rest = f" {country}  {club:<4} {grade:>5}   --{gor:>7}{nt:>6}  {last if nt else ''}"
    return b" " + f"{pin:08d}".encode() + b"  " + field + b" " * (37 - len(field)) + rest.encode(encoding)


@pytest.fixture(scope="module")
def egd_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    rng = random.Random(20)
    lines = []
    for i in range(PLAYERS):
        if i % 4:  # made-up surnames, nearly all different (as in the real list) and a few with accents
            surname = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randrange(2, 5))).capitalize()
        else:
            surname = rng.choice(_SURNAMES)
        name = f"{surname} {rng.choice(_FIRST)}"
        if i % 500 == 0:
            name = f"Anonymous#{i:04d} Anonymous"
        nt = 0 if i % 50 == 0 else rng.randrange(1, 80)
        gor = 0 if nt == 0 else rng.randrange(100, 2700)
        lines.append(_line(10_000_000 + i * 7, name, rng.choice(_COUNTRIES), rng.choice(["Brno", "xxxx", "Pari", "Ham"]),
                           gor, nt, rng, latin1=i % 40 == 0))  # fmt: skip
    lines.sort(key=lambda raw: raw[11:48])
    head = (b"<html>\n<center>\n<h1>List of WORLD Players</h1>\n<hr>\n(27 Dec 2018)\n<hr>\n</center>\n<pre>\n<b>\n"
            b"   PIN          Name                              Club     Grade P&D    GoR    NT appearance\n</b>\n")  # fmt: skip
    foot = f"Number of players: {PLAYERS}\nNumber of DAN players: 1\n</pre>\n</body>\n</html>\n".encode()
    path = tmp_path_factory.mktemp("lists") / "allworld_lp.html"
    path.write_bytes(head + b"\n".join(lines) + b"\n" + foot)
    return path


@pytest.fixture(scope="module")
def club_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new club file (the lists are stored in it)."""
    from clubrater.controller.session import ClubController

    path = tmp_path_factory.mktemp("club") / "club.sqlite"
    ClubController.create(path, "egf", "Bench").close()
    return path


def test_load_45000_player_egd_list(benchmark, egd_file: Path, club_file: Path) -> None:
    """`list load`: read the file, fold the names, replace the kept list in the club file, in one transaction."""
    from clubrater.controller.rating_lists import ListStore

    store = ListStore.open(club_file, writable=True)
    cpu: list[float] = []

    def load() -> str:
        c = time.process_time()
        summary = store.load(egd_file, force=True).summary
        cpu.append(time.process_time() - c)
        return summary

    summary = benchmark.pedantic(load, rounds=5, iterations=1, warmup_rounds=1)
    store.close()
    stats = benchmark.stats.stats
    t = time.perf_counter()
    rl = read_list_file(egd_file)
    read_only = time.perf_counter() - t
    print(f"\n{summary} ({egd_file.stat().st_size / 1e6:.1f} MB): load into the club {stats.min:.2f}-{stats.max:.2f} s "
          f"over 5 runs (CPU {min(cpu):.2f}-{max(cpu):.2f} s), of which reading the file {read_only:.2f} s; "
          f"budget {LOAD_BUDGET_S:.1f} s beyond start")  # fmt: skip
    assert len(rl.entries) == PLAYERS - PLAYERS // 500
    # CPU, median of the runs: this 2-core machine is shared, its wall clock varies 2-4x with the load
    assert statistics.median(cpu) <= LOAD_BUDGET_S


def test_list_find_beyond_start(benchmark, egd_file: Path, club_file: Path) -> None:
    """`list find`: open the club file's lists (no history) and search them, as the command does after start."""
    from clubrater.controller.rating_lists import ListStore

    store = ListStore.open(club_file, writable=True)
    if not store.kept():
        store.load(egd_file)
    store.close()
    queries = ["emilie dup", "novak", "kim m", "12345", "lukasiewicz jan", "w"]
    store = ListStore.open(club_file)

    cpu: list[float] = []

    def find_all() -> list[float]:
        times = []
        for q in queries:
            t, c = time.perf_counter(), time.process_time()
            store.find(q, limit=20)
            times.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
        return times

    benchmark.pedantic(find_all, rounds=5, iterations=1, warmup_rounds=1)
    times = sorted(find_all() + find_all() + find_all())
    store.close()
    opened = []
    for q in queries:  # what the command does after Python and its imports: open the file's lists, search, close
        t = time.perf_counter()
        s = ListStore.open(club_file)
        s.find(q, limit=20)
        s.close()
        opened.append((time.perf_counter() - t) * 1000)
    print(f"\nlist find on {PLAYERS:,} entries, {len(times)} searches: median {statistics.median(times):.1f} ms, "
          f"max {times[-1]:.1f} ms (CPU max {max(cpu):.1f} ms; budget {FIND_BUDGET_MS:.0f} ms beyond start); with "
          f"opening the club file's lists read-only: median {statistics.median(opened):.1f} ms, max {max(opened):.1f} ms")  # fmt: skip
    assert max(cpu) <= FIND_BUDGET_MS  # CPU, as above


def test_keystrokes_in_45000_entries(benchmark, egd_file: Path) -> None:
    """Every prefix of a few typed names, one search per keystroke, the first 50 matches each."""
    rl = read_list_file(egd_file)
    t = time.perf_counter()
    index = ListIndex(rl.entries)
    built = time.perf_counter() - t
    prefixes = [text[:n] for text in TYPED for n in range(1, len(text) + 1)]
    times: list[float] = []
    cpu: list[float] = []

    def type_all() -> None:
        for p in prefixes:
            t, c = time.perf_counter(), time.process_time()
            index.find(p, limit=50)
            times.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)

    benchmark.pedantic(type_all, rounds=5, iterations=1, warmup_rounds=1)
    times.sort()
    worst_query = max(prefixes, key=lambda p: _time_one(index, p))
    print(f"\n{len(prefixes)} keystrokes x 5 on {len(index):,} entries: median {statistics.median(times):.1f} ms, "
          f"95th {times[int(len(times) * 0.95)]:.1f} ms, max {times[-1]:.1f} ms, CPU max {max(cpu):.1f} ms "
          f"(slowest: {worst_query!r}); "
          f"budget {KEYSTROKE_BUDGET_MS:.0f} ms; the index built once in {built:.2f} s")  # fmt: skip
    first = index.find("emilie dup")[0]
    assert first.first_name == "Émilie" and first.surname.startswith("Dup")
    assert max(cpu) <= KEYSTROKE_BUDGET_MS  # CPU, as above


def _time_one(index: ListIndex, text: str) -> float:
    t = time.perf_counter()
    index.find(text, limit=50)
    return time.perf_counter() - t
