"""A logging helper that appends the loss to a module-level list or dict entry
(`STATE["loss_hist"].append(loss)`, `HISTORY.append(loss)`), in the training file or in another
module: that list lives for the whole run, so each step's graph stays alive (AGL010, s38c z08).
A name the helper binds itself is its own and dies with the call."""
import textwrap

from autograd_lint import lint_paths, lint_source

PROGRAM = '''
import torch
import torch.nn as nn

STATE = {"step": 0, "loss_hist": []}


def log_step(loss):
    STATE["step"] += 1
    STATE["loss_hist"].append(loss)


def main():
    model = nn.Linear(4, 1)
    opt = torch.optim.Adam(model.parameters())
    for _ in range(3):
        loss = model(torch.randn(8, 4)).pow(2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        log_step(loss)


main()
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_a_loss_kept_in_a_module_level_entry_is_reported_at_the_handover():
    assert _codes(PROGRAM) == [(20, "AGL010")]


def test_its_number_kept_is_not():
    assert _codes(PROGRAM.replace("        log_step(loss)", "        log_step(loss.item())")) == []


def test_a_list_the_helper_makes_itself_is_not_kept():
    source = PROGRAM.replace('    STATE["loss_hist"].append(loss)',
                             '    STATE = {"loss_hist": []}\n    STATE["loss_hist"].append(loss)')
    assert _codes(source) == []


def test_a_history_in_another_module_is_reported(tmp_path):
    package = tmp_path / "lm"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "state.py").write_text('HISTORY = []\n')
    (package / "logbook.py").write_text(
        "from .state import HISTORY\n\n\ndef log_step(loss):\n    HISTORY.append(loss)\n")
    (package / "train.py").write_text(textwrap.dedent('''
        import torch
        import torch.nn as nn

        from .logbook import log_step

        model = nn.Linear(4, 1)
        opt = torch.optim.Adam(model.parameters())
        for _ in range(3):
            loss = model(torch.randn(8, 4)).pow(2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            log_step(loss)
        ''').lstrip())
    found = [(f.path.rsplit("/", 1)[-1], f.code) for f in lint_paths([str(tmp_path)]).findings]
    assert found == [("train.py", "AGL010")]
