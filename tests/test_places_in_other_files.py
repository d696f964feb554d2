"""A message that names a line of another file says which file ("line 12 of adv.py"), never
"line 0": here AGL017's backward is a `torch.autograd.grad` in the perturbation's module, run
after the trainer's step through the same forward's graph."""
import os
import textwrap

from autograd_lint import lint_paths

FILES = {
    "adv.py": '''
        import torch


        class Perturbation:
            def __init__(self, n):
                self.delta = torch.zeros(8, n, requires_grad=True)

            def __call__(self, x):
                return x + self.delta

            def ascend(self, loss):
                (grad,) = torch.autograd.grad(loss, self.delta)
                with torch.no_grad():
                    self.delta += 0.01 * grad.sign()
        ''',
    "train.py": '''
        import torch
        import torch.nn.functional as F

        from adv import Perturbation

        model = torch.nn.Linear(4, 3)
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        perturb = Perturbation(4)
        for _ in range(3):
            x, y = torch.randn(8, 4), torch.randint(0, 3, (8,))
            loss = F.cross_entropy(model(perturb(x)), y)
            optimizer.zero_grad()
            loss.backward(retain_graph=True)
            ORDER
        ''',
}


def messages(tmp_path, order: str) -> list[tuple[str, int, str, str]]:
    for name, text in FILES.items():
        (tmp_path / name).write_text(textwrap.dedent(text).replace("ORDER", order))
    result = lint_paths([str(tmp_path)])
    return sorted((os.path.basename(f.path), f.line, f.code, f.message)
                  for f in result.findings)


def test_step_before_the_other_files_gradient(tmp_path):
    found = messages(tmp_path, "optimizer.step()\n    perturb.ascend(loss)")
    assert [(name, line, code) for name, line, code, _ in found] == [("train.py", 15, "AGL017")]
    assert "the backward on line 13 of " in found[0][3]
    assert "adv.py still needs" in found[0][3]


def test_gradient_before_the_step(tmp_path):
    assert messages(tmp_path, "perturb.ascend(loss)\n    optimizer.step()") == []
