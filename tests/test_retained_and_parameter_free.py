"""Two facts a non-leaf or a loss does not have (pytorch-adapt, session 39's development look):
a non-leaf whose `retain_grad()` was called has its .grad filled, so reading it is no AGL020 (a
VAT loss's power iteration rebinding `noise = xi * normalized(noise)` then `noise.retain_grad()`);
and a torch loss module holds no parameter, so on inputs with no known graph (a validator's
collected logits) its output has none either (no AGL013)."""
from autograd_lint import lint_paths

POWER_ITERATION = '''
import torch
import torch.nn.functional as F


def normalized(x):
    return x / x.norm()


def perturbation(model, imgs, steps, xi):
    noise = torch.randn(*imgs.shape)
    for _ in range(steps):
        noise.requires_grad = True
        noise = xi * normalized(noise)
        noise.retain_grad()
        out = F.log_softmax(model(imgs + noise), dim=1)
        out.sum().backward(retain_graph=True)
        noise = noise.grad.detach()
        model.zero_grad()
    return noise


perturbation(torch.nn.Linear(4, 3), torch.randn(2, 4), 2, 1e-6)
'''

VALIDATOR = '''
import torch


def dev_risk(collected):
    error_fn = torch.nn.CrossEntropyLoss(reduction="none")
    error = error_fn(collected["logits"], collected["labels"])
    return error[:, None].cpu().numpy()
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "code.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_a_retained_non_leaf_grad_is_read(tmp_path):
    assert _lint(tmp_path, POWER_ITERATION) == []


def test_without_retain_grad_it_is_reported(tmp_path):
    text = POWER_ITERATION.replace("        noise.retain_grad()\n", "")
    assert (13, "AGL020") in _lint(tmp_path, text)


def test_a_loss_module_on_inputs_of_unknown_origin_makes_no_graph(tmp_path):
    assert _lint(tmp_path, VALIDATOR) == []


def test_a_loss_module_on_a_network_output_still_has_its_graph(tmp_path):
    text = VALIDATOR.replace('error_fn(collected["logits"], collected["labels"])',
                             'error_fn(torch.nn.Linear(4, 3)(collected["x"]), '
                             'collected["labels"])')
    assert _lint(tmp_path, text) == [(7, "AGL013")]
