"""Two things a self-training or hand-written Lightning loop does with tensors.

`torch.cat([x_lab, x_new])` of tensors that carry no graph is a tensor with no graph, not an
unknown that may carry one: a later loss weighted by it (`(w * per_sample).sum() / w.sum()`) is
fully known, so the pseudo-labelling forward that ran after `eval()` with grad on is no part of
that backward (AGL009).

A step's output dict (`{"loss": loss, "scores": probs}`) appended to a list for an epoch-end
hook keeps the graphs of the tensors in it (AGL010); one of `.item()`s and detached tensors
keeps none."""
import textwrap

from autograd_lint import lint_source

SELF_TRAINING = '''
import torch
import torch.nn.functional as F
from torch import nn


def pseudo_labels(model, pool):
    model.eval()
    CONTEXT
        probs = F.softmax(model(pool), dim=1)
    conf, labels = probs.max(dim=1)
    return labels, torch.tensor(conf.tolist())


def fit(model, optimizer, x, y, weights):
    model.train()
    for start in range(0, len(x), 16):
        per_sample = F.cross_entropy(model(x[start:start + 16]), y[start:start + 16],
                                     reduction="none")
        w = weights[start:start + 16]
        loss = (w * per_sample).sum() / w.sum()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()


model = nn.Sequential(nn.Linear(4, 16), nn.ReLU(), nn.Linear(16, 3))
optimizer = torch.optim.Adam(model.parameters())
x_lab, y_lab = torch.randn(32, 4), torch.randint(3, (32,))
pool = torch.randn(128, 4)
for round_ in range(3):
    y_new, conf = pseudo_labels(model, pool)
    x_all = torch.cat([x_lab, pool])
    y_all = torch.cat([y_lab, y_new])
    weights = torch.cat([torch.full((len(x_lab),), 2.0), conf])
    fit(model, optimizer, x_all, y_all, weights)
'''

STEP_OUTPUTS = '''
import torch
import torch.nn.functional as F
from torch import nn


class Scorer(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Linear(6, 1)

    def training_step(self, batch):
        x, y = batch
        logits = self.net(x).squeeze(-1)
        loss = F.binary_cross_entropy_with_logits(logits, y)
        return OUTPUT

    def epoch_end(self, outputs):
        scores = torch.cat([o["scores"] for o in outputs])
        return scores.mean().item()


model = Scorer()
optimizer = torch.optim.Adam(model.parameters())
batches = [(torch.randn(8, 6), torch.rand(8)) for _ in range(4)]
for epoch in range(3):
    outputs = []
    for batch in batches:
        out = model.training_step(batch)
        optimizer.zero_grad()
        out["loss"].backward()
        optimizer.step()
        outputs.append(out)
    model.epoch_end(outputs)
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "train.py")]


def test_pseudo_labelling_after_eval_with_grad_on_is_reported():
    source = SELF_TRAINING.replace("    CONTEXT\n        probs", "    probs")
    assert _codes(source) == [(9, "AGL009")]


def test_pseudo_labelling_under_no_grad_is_silent():
    source = SELF_TRAINING.replace("CONTEXT", "with torch.no_grad():")
    assert _codes(source) == []


def test_confidences_that_keep_the_graph_make_the_forward_part_of_the_backward():
    # weights concatenated with the confidences themselves: the first mini-batch's backward
    # walks (and frees) that graph, so no AGL009; the second walks it again (AGL005)
    source = SELF_TRAINING.replace("    CONTEXT\n        probs", "    probs")
    source = source.replace("torch.tensor(conf.tolist())", "conf")
    assert _codes(source) == [(22, "AGL005")]


def test_a_step_output_dict_kept_for_the_epoch_end_is_reported():
    source = STEP_OUTPUTS.replace(
        "OUTPUT", '{"loss": loss, "scores": torch.sigmoid(logits), "labels": y}')
    findings = lint_source(textwrap.dedent(source), "train.py")
    assert [(f.line, f.code) for f in findings] == [(33, "AGL010")]
    assert "the tensors in 'out'" in findings[0].message


def test_a_step_output_tuple_is_reported_too():
    source = STEP_OUTPUTS.replace("OUTPUT", '(loss, torch.sigmoid(logits))').replace(
        'out["loss"].backward()', "out[0].backward()").replace(
        'o["scores"]', "o[1]")
    assert _codes(source) == [(33, "AGL010")]


def test_a_step_output_of_detached_values_is_silent():
    source = STEP_OUTPUTS.replace(
        "OUTPUT", '{"loss": loss, "scores": torch.sigmoid(logits).detach(), "labels": y}')
    source = source.replace("outputs.append(out)",
                            'outputs.append({"loss": out["loss"].item(), '
                            '"scores": out["scores"]})')
    assert _codes(source) == []


ROLLOUT = '''
import torch
from torch import nn

field = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 2))
optimizer = torch.optim.Adam(field.parameters())
x0 = torch.randn(8, 2)
h = x0.clone()
path = [x0]
for _ in range(4):
    k = field(h)
    UPDATE
    path.append(h.clone())
loss = torch.cat(path, dim=1).pow(2).mean()
optimizer.zero_grad()
loss.backward()
optimizer.step()
'''


def test_a_list_appended_to_keeps_its_new_items_graphs_in_a_concatenation():
    # (the list display's items are no longer all it holds: the loss walks the appended states,
    # so the in-place step on the state the first layer saved is reported)
    assert _codes(ROLLOUT.replace("UPDATE", "h += 0.1 * k")) == [(12, "AGL006")]


def test_the_same_rollout_stepped_out_of_place_is_silent():
    assert _codes(ROLLOUT.replace("UPDATE", "h = h + 0.1 * k")) == []
