import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

from runtime_harness import run_fixture  # noqa: E402


class FixtureRuns:
    """Each fixture runs at most once plain and once checked per session (shared by tests)."""

    def __init__(self) -> None:
        self._cache: dict = {}

    def get(self, path: str, checked: bool):
        key = (path, checked)
        if key not in self._cache:
            self._cache[key] = run_fixture(path, checked)
        return self._cache[key]


@pytest.fixture(scope="session")
def fixture_runs() -> FixtureRuns:
    return FixtureRuns()


@pytest.fixture(scope="session", autouse=True)
def _one_torch_thread():
    """Tiny models: one thread is faster, and busy OpenMP threads on shared cores are not."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)
