"""The engine's speed features do not change what is reported: --jobs, the cache, the prefilter,
--profile. Functional tests only; the timings live in benchmarks/static_speed.py."""
import json
import os

import pytest

from autograd_lint import analysis, engine, parallel, source
from autograd_lint.cache import Cache, file_key, settings_key
from autograd_lint.config import Config
from autograd_lint.engine import Profile, lint_paths
from expectations import GAN_SOURCE as GAN

CLEAN = GAN.replace("netD(fake)", "netD(fake.detach())")
NO_TORCH = "import os\n\nprint(os.getcwd())\n"


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A small project: GANs with a finding, clean ones, a file without torch, bad files."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("AUTOGRAD_LINT_JOBS", raising=False)
    monkeypatch.delenv("PRE_COMMIT", raising=False)
    src = tmp_path / "src"
    src.mkdir()
    for index in range(6):
        (src / f"gan_{index}.py").write_text(f"# copy {index}\n" + GAN, encoding="utf-8")
        (src / f"clean_{index}.py").write_text(f"# copy {index}\n" + CLEAN, encoding="utf-8")
    (src / "util.py").write_text(NO_TORCH, encoding="utf-8")
    (src / "broken.py").write_text("import torch\ndef f(:\n", encoding="utf-8")
    (src / "latin.py").write_bytes(b"import torch\nx = '\xe9'\n")
    return tmp_path


def as_data(result):
    return ([f.to_dict() for f in result.findings], [e.to_dict() for e in result.errors],
            result.files)


# -- --jobs ---------------------------------------------------------------------------------------------
def test_parallel_results_equal_serial_in_the_same_order(project):
    serial = lint_paths(["src"], jobs=1)
    profile = Profile()
    pooled = lint_paths(["src"], jobs=2, profile=profile)
    assert profile.jobs == 2  # enough files: a pool really ran
    assert as_data(pooled) == as_data(serial)
    assert len(serial.findings) == 6 and len(serial.errors) == 2
    assert [f.sort_key for f in pooled.findings] == sorted(f.sort_key for f in pooled.findings)
    # A worker's finding keeps what the reporters show of its fix, not the worker's tree nodes.
    fix = pooled.findings[0].fix
    assert fix is not None and fix.description and fix.replacements == ()


def test_few_small_files_are_linted_in_process(project):
    profile = Profile()
    lint_paths(["src/gan_0.py", "src/gan_1.py"], jobs=4, profile=profile)
    assert profile.jobs == 1
    assert not parallel.worth_a_pool(2, [100] * (parallel.MIN_FILES_FOR_POOL - 1))
    assert parallel.worth_a_pool(2, [100] * parallel.MIN_FILES_FOR_POOL)
    assert parallel.worth_a_pool(2, [parallel.MIN_CHARS_FOR_POOL, 1])
    assert not parallel.worth_a_pool(1, [100] * 100)


def test_default_jobs_environment(monkeypatch):
    monkeypatch.delenv("AUTOGRAD_LINT_JOBS", raising=False)
    monkeypatch.delenv("PRE_COMMIT", raising=False)
    assert parallel.resolve_jobs(None) == parallel.cpu_count()
    monkeypatch.setenv("PRE_COMMIT", "1")  # pre-commit already runs one invocation per core
    assert parallel.resolve_jobs(None) == 1
    assert parallel.resolve_jobs(3) == 3
    monkeypatch.setenv("AUTOGRAD_LINT_JOBS", "5")
    assert parallel.resolve_jobs(None) == 5 and parallel.resolve_jobs(0) == 5
    monkeypatch.setenv("AUTOGRAD_LINT_JOBS", "nonsense")
    assert parallel.resolve_jobs(None) == 1  # still under PRE_COMMIT


def _environment_of_worker(task, shared):
    return [], [], {"jobs": os.environ.get("AUTOGRAD_LINT_JOBS"), "task": task, "shared": shared}


def test_workers_never_start_pools_of_their_own(monkeypatch):
    monkeypatch.delenv("AUTOGRAD_LINT_JOBS", raising=False)
    results = parallel.run_tasks(_environment_of_worker, list(range(6)), "x", 2, [1] * 6)
    assert [info["task"] for _, _, info in results] == list(range(6))  # back in task order
    assert {info["jobs"] for _, _, info in results} == {"1"}
    assert all(info["shared"] == "x" for _, _, info in results)


# -- cache ----------------------------------------------------------------------------------------------
def _count_parses(monkeypatch):
    calls = []
    real = source.parse
    counted = lambda text: calls.append(1) or real(text)  # noqa: E731
    monkeypatch.setattr(source, "parse", counted)  # a project file's parse
    monkeypatch.setattr(analysis, "parse", counted)  # a text's own
    return calls


def test_warm_run_reads_the_cache_and_parses_nothing(project, monkeypatch):
    cache_dir = str(project / "cache")
    cold = lint_paths(["src"], jobs=1, cache_dir=cache_dir)
    assert cold.cached == 0
    assert open(os.path.join(cache_dir, ".gitignore")).read().strip().endswith("*")
    parses = _count_parses(monkeypatch)
    warm = lint_paths(["src"], jobs=1, cache_dir=cache_dir)
    assert parses == []
    assert as_data(warm) == as_data(cold)
    # Every parsed file came from the cache, the one that does not parse too (its error is in its
    # text); the one that does not decode is decoded again (cheap) and reported again.
    assert warm.cached == 13 and warm.skipped == 1 and len(warm.errors) == 2
    finding = warm.findings[0]
    assert finding.fix.description and finding.related


def test_cache_misses_when_the_file_or_the_rules_change(project, monkeypatch):
    cache_dir = str(project / "cache")
    lint_paths(["src"], jobs=1, cache_dir=cache_dir)
    (project / "src" / "gan_0.py").write_text(GAN.replace("netD(fake)", "netD(fake.detach())"))
    parses = _count_parses(monkeypatch)
    result = lint_paths(["src"], jobs=1, cache_dir=cache_dir)
    assert len(result.findings) == 5 and len(parses) == 1 and result.cached == 12
    parses.clear()
    narrowed = lint_paths(["src"], jobs=1, cache_dir=cache_dir, select=["AGL002"])
    # every file is analysed again; the trees this process parsed are reused (a file's tree is
    # parsed once per content and run), only the file that does not parse is tried again
    assert narrowed.cached == 0 and narrowed.findings == [] and len(parses) == 1
    per_file = Config(root=str(project), per_file_ignores={"src/gan_1.py": ("AGL001",)})
    ignoring = lint_paths(["src"], config=per_file, jobs=1, cache_dir=cache_dir)
    assert len(ignoring.findings) == 4  # gan_1.py was not served its cached AGL001


def test_cached_result_is_reported_under_the_path_given(project):
    cache_dir = str(project / "cache")
    first = lint_paths(["src/gan_2.py"], jobs=1, cache_dir=cache_dir)
    again = lint_paths([str(project / "src" / "gan_2.py")], jobs=1, cache_dir=cache_dir)
    assert again.cached == 1
    assert again.findings[0].path == str(project / "src" / "gan_2.py")
    assert first.findings[0].path == "src/gan_2.py"


def test_corrupt_or_unwritable_cache_is_only_a_miss(project):
    cache_dir = project / "cache"
    baseline = as_data(lint_paths(["src"], jobs=1, cache_dir=str(cache_dir)))
    entries = [os.path.join(d, f) for d, _, fs in os.walk(cache_dir) for f in fs
               if f.endswith(".json")]
    assert entries
    for entry in entries:
        with open(entry, "w") as handle:
            handle.write('{"findings": [{"line": "oops"')
    assert as_data(lint_paths(["src"], jobs=1, cache_dir=str(cache_dir))) == baseline
    blocker = project / "not_a_directory"
    blocker.write_text("")
    assert as_data(lint_paths(["src"], jobs=1, cache_dir=str(blocker / "cache"))) == baseline


def test_cache_entries_are_written_whole(project):
    cache = Cache(str(project / "cache"))
    token = settings_key(engine.select_rules())
    key = file_key("a.py", b"import torch\n", token)
    assert key != file_key("b.py", b"import torch\n", token)
    assert key != file_key("a.py", b"import torch \n", token)
    assert cache.get(key, "a.py") is None
    result = lint_paths(["src/gan_3.py"], jobs=1)
    cache.put(key, result.findings, [])
    findings, errors = cache.get(key, "a.py")
    assert [f.to_dict() for f in findings] == [
        {**f.to_dict(), "path": "a.py"} for f in result.findings]
    leftovers = [f for _, _, fs in os.walk(project / "cache") for f in fs if f.startswith(".tmp")]
    assert leftovers == []


def test_parallel_cold_then_warm(project):
    cache_dir = str(project / "cache")
    cold = lint_paths(["src"], jobs=2, cache_dir=cache_dir)
    warm = lint_paths(["src"], jobs=2, cache_dir=cache_dir)
    assert warm.cached == 13 and as_data(warm) == as_data(cold)


# -- prefilter ------------------------------------------------------------------------------------------
def test_prefilter_skips_files_without_torch_but_still_reports_bad_input(project, monkeypatch):
    (project / "src" / "binary.py").write_bytes(b"\x00\x01")
    parses = _count_parses(monkeypatch)
    result = lint_paths(["src/util.py", "src/binary.py"], jobs=1)
    assert parses == [] and result.skipped == 1 and result.files == 2
    assert [e.path for e in result.errors] == ["src/binary.py"]


# -- command line ---------------------------------------------------------------------------------------
def test_cli_cache_flags_and_profile(project, run_cli):
    code, out, err = run_cli("--no-cache", "src")
    assert code == 1 and not (project / ".autograd_lint_cache").exists()
    code2, out2, _ = run_cli("src")  # default: .autograd_lint_cache in the current directory
    assert (code2, out2) == (code, out)
    assert (project / ".autograd_lint_cache" / ".gitignore").is_file()
    code3, out3, err3 = run_cli("--cache-dir", "elsewhere", "--jobs", "2", "--profile", "src")
    assert (code3, out3) == (code, out)
    assert (project / "elsewhere").is_dir()
    assert "autograd-lint profile" in err3 and "parse (libcst)" in err3
    assert "semantic model" in err3 and "rule AGL001" in err3
    code4, _, err4 = run_cli("--cache-dir", "elsewhere", "--profile", "--format", "json", "src")
    assert code4 == 1 and "13 from the cache" in err4
    with pytest.raises(SystemExit) as usage_error:
        run_cli("--jobs", "-1", "src")
    assert usage_error.value.code == 2


def test_cli_json_is_the_same_from_the_cache(project, run_cli):
    first = json.loads(run_cli("--format", "json", "src")[1])
    second = json.loads(run_cli("--format", "json", "src")[1])
    assert first == second and first["findings"][0]["fix"]["description"]


def test_a_new_tool_version_removes_old_unused_entries(project):
    import time

    from autograd_lint.cache import MARKER

    root = project / "cache"
    old, recent, foreign = root / ("0" * 20), root / ("1" * 20), root / ("2" * 20)
    for directory in (old, recent, foreign):
        directory.mkdir(parents=True)
        (directory / "entry.json").write_text("{}")
        if directory != foreign:  # not made by autograd-lint: never deleted
            (directory / MARKER).write_text("")
    hours_ago = time.time() - 2 * 3600
    for directory in (old, foreign):
        os.utime(directory, (hours_ago, hours_ago))
    lint_paths(["src/gan_4.py"], jobs=1, cache_dir=str(root))
    assert not old.exists() and recent.exists()  # another version may still be running there
    assert foreign.exists()
    assert len([d for d in root.iterdir() if d.is_dir()]) == 3


def test_a_run_gives_the_collector_back_as_it_found_it(tmp_path):
    """During a run the cycle collector's young generation is collected less often and what
    survives each file is frozen; afterwards the process (an editor, a test session) has its own
    thresholds back and nothing frozen by the run."""
    import gc

    from autograd_lint import lint_paths

    (tmp_path / "train.py").write_text(
        "import torch\nw = torch.randn(3, requires_grad=True)\nw.add_(1)\n")
    before = gc.get_threshold()
    frozen = gc.get_freeze_count()
    gc.set_threshold(1234, 11, 12)
    try:
        result = lint_paths([str(tmp_path)], jobs=1)
        assert [f.code for f in result.findings] == ["AGL002"]
        assert gc.get_threshold() == (1234, 11, 12)
        assert gc.get_freeze_count() == frozen
    finally:
        gc.set_threshold(*before)


def test_a_run_served_by_the_cache_does_not_import_libcst(tmp_path):
    """Every file from the cache: nothing is parsed, and libcst (a quarter of such a run's time
    to import) is never loaded; a file that changed is parsed as usual."""
    import subprocess
    import sys

    project = tmp_path / "project"
    project.mkdir()
    (project / "train.py").write_text(
        "import torch\nw = torch.randn(3, requires_grad=True)\nw.add_(1)\n")
    script = ("import sys\nfrom autograd_lint.cli import main\n"
              f"code = main([{str(project)!r}, '--cache-dir', {str(tmp_path / 'cache')!r}, "
              "'--quiet'])\nprint(code, 'libcst' in sys.modules)\n")

    def run() -> str:
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              check=True)
        return done.stdout.split("\n")[-2]

    assert run() == "1 True"    # cold: parsed
    assert run() == "1 False"   # warm: the finding from the cache, libcst never imported
    (project / "train.py").write_text("import torch\nw = torch.randn(3, requires_grad=True)\n")
    assert run() == "0 True"


def test_parses_share_one_deep_thread_and_never_wait_on_each_other():
    """Parses run one at a time on a long-lived thread with the parser's stack; a second thread
    parsing meanwhile gets a thread of its own; errors reach the caller; deep code still parses."""
    import threading

    from autograd_lint import source

    module = source.parse_module("x = " + "(" * 150 + "1" + ")" * 150 + "\n")
    assert module.code.startswith("x = ((")
    worker = source._DEEP_THREAD._thread
    assert worker is not None and worker.is_alive()
    source.parse_module("y = 2\n")
    assert source._DEEP_THREAD._thread is worker  # the same thread, not one per file
    with pytest.raises(Exception):
        source.parse_module("def f(:\n")
    results, errors = [], []

    def parse_many(label: str) -> None:
        try:
            for index in range(20):
                results.append(source.parse_module(f"{label}{index} = {index}\n").code)
        except Exception as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=parse_many, args=(name,)) for name in "ab"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert not errors and len(results) == 40


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork")
def test_a_forked_worker_process_parses_on_a_thread_of_its_own():
    """A pool's worker forked after the parent parsed (its deep thread does not exist in the
    child) parses without waiting for it."""
    import multiprocessing

    from autograd_lint import source

    source.parse_module("x = 1\n")  # the parent's deep thread runs
    context = multiprocessing.get_context("fork")
    with context.Pool(1) as pool:
        assert pool.apply_async(_parsed_code, ("y = 2\n",)).get(timeout=60) == "y = 2\n"


def _parsed_code(text: str) -> str:
    from autograd_lint import source

    return source.parse_module(text).code


def test_a_folders_files_go_to_one_worker_in_fair_pieces():
    """Workers get a folder's files together (they share the project modules a worker parses),
    a folder bigger than a fair share is cut in pieces, largest batch first, each file once."""
    folders = ["a"] * 6 + ["b"] * 2 + ["c"]
    sizes = [10, 10, 10, 10, 10, 10, 7, 7, 3]
    out = parallel.batches(sizes, folders, jobs=2)  # a piece: about 77 // 8 = 9
    assert sorted(i for batch in out for i in batch) == list(range(9))
    assert all(len({folders[i] for i in batch}) == 1 for batch in out)
    weights = [sum(sizes[i] for i in batch) for batch in out]
    assert weights == sorted(weights, reverse=True)
    assert [[0], [1], [2], [3], [4], [5], [6, 7], [8]] == sorted(out)
    one = parallel.batches([5, 5, 5], ["x", "x", "x"], jobs=1)  # piece 15 // 4 = 3: one each
    assert sorted(one) == [[0], [1], [2]]


def test_profile_lists_the_slowest_files(project):
    profile = Profile()
    lint_paths(["src"], jobs=1, profile=profile)
    text = profile.render()
    assert "slowest files" in text
    listed = [line.split()[-1] for line in text.splitlines()[text.splitlines().index(
        "  slowest files (CPU s, of it parsing the file itself):") + 1:]]
    assert listed and all(os.path.basename(path).endswith(".py") for path in listed)
    assert len(listed) <= Profile.SLOWEST
    cpu = [float(line.split()[0]) for line in text.splitlines()[-len(listed):]]
    assert cpu == sorted(cpu, reverse=True)
