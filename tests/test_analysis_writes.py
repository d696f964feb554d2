"""Writes in place: a tensor written with grad on (`preds[:, t] = out`, `acc.add_(loss)`) carries
what was written from then on, and keeps it across a loop's iterations; a parameter initialised
through a loop name (`for w in [self.w, self.b]`, `for w in self.parameters()`, an owner's loop in
another file) holds values."""
import os
import textwrap

from autograd_lint import lint_paths, lint_source

HEAD = "import torch\nimport torch.nn as nn\n"


def codes(source: str) -> list[tuple[int, str]]:
    return sorted((f.line, f.code) for f in lint_source(HEAD + textwrap.dedent(source), "t.py"))


def line_of(source: str, text: str) -> int:
    return (HEAD + textwrap.dedent(source)).splitlines().index(text) + 1


FROZEN_ENCODER = '''
class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.Linear(4, 4)

    def forward(self, feats):
        preds = torch.zeros(3, 5, 4)
        for t in range(5):
            STORE
        return preds


def train(encoder, decoder, optimizer, batches):
    encoder.eval()
    decoder.train()
    for images in batches:
        feats = encoder(images)
        optimizer.zero_grad()
        loss = decoder(feats).pow(2).mean()
        loss.backward()
        optimizer.step()


encoder = nn.Linear(4, 4)
decoder = Decoder()
train(encoder, decoder, torch.optim.Adam(decoder.parameters()), [torch.randn(3, 4)])
'''


def test_a_tensor_filled_by_item_stores_carries_their_graphs():
    # the encoder in eval mode is not trained, but the backward walks its graph through the
    # decoder's output buffer: not an evaluation without a backward (AGL009)
    for store in ("preds[:, t] = self.cell(feats)", "preds[:, t].copy_(self.cell(feats))",
                  "preds.select(1, t).add_(self.cell(feats))"):
        assert codes(FROZEN_ENCODER.replace("STORE", store)) == [], store


def test_a_filled_buffer_backpropagated_twice_frees_its_graph():
    source = '''
    model = nn.Linear(4, 3)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    scores = torch.zeros(8, 3)
    scores[:, :] = model(torch.randn(8, 4))
    opt.zero_grad()
    scores.sum().backward()
    opt.step()
    opt.zero_grad()
    scores.pow(2).mean().backward()
    opt.step()
    '''
    assert codes(source) == [(line_of(source, "scores.pow(2).mean().backward()"), "AGL005")]


LOGGED = '''
model = nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
history = torch.zeros(100)
for step in range(100):
    loss = model(torch.randn(8, 4)).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    KEEP
print(history.mean())
'''


def test_a_loss_written_into_a_tensor_each_iteration_keeps_its_graph():
    for keep in ("history[step] = loss", "history.add_(loss)"):
        source = LOGGED.replace("KEEP", keep)
        assert codes(source) == [(line_of(source, "    " + keep), "AGL010")], keep


def test_a_number_written_into_a_tensor_keeps_nothing():
    for keep in ("history[step] = loss.item()", "history[step] = loss.detach()",
                 "history.add_(loss.detach())", "history[step] = float(loss)"):
        assert codes(LOGGED.replace("KEEP", keep)) == [], keep


def test_writes_under_no_grad_carry_no_graph():
    source = LOGGED.replace("KEEP", "with torch.no_grad():\n        history[step] = loss")
    assert codes(source) == []


PARAMETERS = '''
class Attention(nn.Module):
    def __init__(self, n, k):
        super().__init__()
        self.w = nn.Parameter(torch.Tensor(n, k))
        self.b = nn.Parameter(torch.Tensor(k))
        self.h = nn.Parameter(torch.Tensor(k, 1))
        INIT

    def forward(self, x):
        return (x @ self.w + self.b) @ self.h


net = Attention(4, 3)
print(net(torch.randn(2, 4)).sum())
'''


def test_parameters_initialised_through_a_loop_name_hold_values():
    for init in ("for tensor in [self.w, self.h]:\n            nn.init.xavier_normal_(tensor, )\n"
                 "        for tensor in [self.b]:\n            nn.init.zeros_(tensor, )",
                 "for tensor in self.parameters():\n            nn.init.normal_(tensor, std=0.05)",
                 "for name, p in self.named_parameters():\n            p.data.uniform_(-0.1, 0.1)",
                 "for para in [self.w, self.h, self.b]:\n            for i in range(len(para)):\n"
                 "                nn.init.normal_(para[i])"):
        assert codes(PARAMETERS.replace("INIT", init)) == [], init


def test_a_parameter_the_loop_leaves_out_is_still_uninitialised():
    source = PARAMETERS.replace(
        "INIT", "for tensor in [self.w, self.h]:\n            nn.init.xavier_normal_(tensor)")
    assert codes(source) == [(line_of(source, "        self.b = nn.Parameter(torch.Tensor(k))"),
                              "AGL015")]


CELL = '''
import torch
import torch.nn as nn


class GateCell(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.weight_ih = nn.Parameter(torch.Tensor(3 * n, n))

    def forward(self, x):
        return x @ self.weight_ih.t()
'''

OWNER = '''
import torch.nn as nn
from cells import GateCell


class Evolving(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.cell = GateCell(n)
        for name, tensor in self.cell.named_parameters():
            INIT

    def forward(self, x):
        return self.cell(x)
'''


def _project(tmp_path, init: str) -> set:
    for name, text in (("cells.py", CELL), ("owner.py", OWNER.replace("INIT", init))):
        (tmp_path / name).write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    result = lint_paths([str(tmp_path)])
    assert not result.errors, result.errors
    return {(os.path.basename(f.path), f.code) for f in result.findings}


def test_a_cell_its_owner_initialises_in_another_file_holds_values(tmp_path):
    assert _project(tmp_path, "if 'weight' in name:\n                nn.init.normal_(tensor)") \
        == set()


def test_a_cell_whose_owner_only_clears_gradients_is_uninitialised(tmp_path):
    assert _project(tmp_path, "if tensor.grad is not None:\n                tensor.grad.zero_()") \
        == {("cells.py", "AGL015")}


def test_an_evaluation_call_running_many_layers_is_reported_once():
    # (not a write: the first look of session 28 showed the duplicate beside the buffer)
    source = '''
    class Captioner(nn.Module):
        def __init__(self):
            super().__init__()
            self.init_h = nn.Linear(4, 4)
            self.embed = nn.Embedding(10, 4)

        def start(self, feats):
            return self.init_h(feats)

        def caption(self, feats):
            h = self.start(feats)
            words = torch.zeros(3, dtype=torch.long)
            for _ in range(5):
                h = h + self.embed(words)
                words = h.argmax(1)
            return words


    model = Captioner()
    model.eval()
    print(model.caption(torch.randn(3, 4)))
    '''
    assert [code for _, code in codes(source)] == ["AGL009"]


def test_a_tensor_filled_entry_by_entry_outside_training_keeps_no_iterations_graph():
    # an analytic gradient checked against autograd's: the loop runs no backward
    source = '''
    sigma = torch.rand(3, 2, requires_grad=True)
    state = torch.randn(16, 3)
    variance = (state ** 2) @ (sigma ** 2)
    variance.log().sum().backward()
    grad = torch.zeros_like(sigma)
    for j in range(2):
        for i in range(3):
            grad[i, j] = (state[:, i] ** 2 * sigma[i, j] / variance[:, j]).mean()
    print(torch.allclose(sigma.grad, 2 * grad))
    '''
    assert codes(source) == []


GENERATOR = '''
model = nn.Linear(4, 1)
PARAMS
opt = torch.optim.SGD(params, lr=0.1)
for step in range(10):
    for p in params:
        p.grad = None
    model(torch.randn(8, 4)).pow(2).mean().backward()
    opt.step()
'''


def test_a_zeroing_loop_over_an_iterator_the_optimizer_used_up_zeroes_nothing():
    # (not a write either: a pass over `model.parameters()` kept in a name uses it up)
    for params in ("params = model.parameters()",
                   "params = (p for p in model.parameters() if p.requires_grad)"):
        source = GENERATOR.replace("PARAMS", params)
        assert codes(source) == [(line_of(source, "    opt.step()"), "AGL004")], params


def test_a_zeroing_loop_over_a_list_of_parameters():
    for params in ("params = list(model.parameters())",
                   "params = [p for p in model.parameters() if p.requires_grad]"):
        assert codes(GENERATOR.replace("PARAMS", params)) == [], params


def test_an_evaluation_call_through_a_wrapper_is_reported_at_the_wrapper_only():
    source = '''
    class Searcher(nn.Module):
        def __init__(self, encoder, decoder):
            super().__init__()
            self.encoder = encoder
            self.decoder = decoder

        def forward(self, x):
            return self.decoder(self.encoder(x))


    def evaluate(searcher, x):
        return searcher(x).argmax(1).tolist()


    encoder, decoder = nn.Linear(4, 4), nn.Linear(4, 3)
    encoder.eval()
    decoder.eval()
    print(evaluate(Searcher(encoder, decoder), torch.randn(2, 4)))
    '''
    assert codes(source) == [(line_of(source, "    return searcher(x).argmax(1).tolist()"),
                              "AGL009")]


def test_a_write_through_data_carries_no_graph():
    source = LOGGED.replace("KEEP", "history.data[step] = loss")
    assert codes(source) == []
