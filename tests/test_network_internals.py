"""What a network's own code hides: a momentum copy of the trained encoder run with grad inside
the model's forward (MoCo's key encoder, AGL001 at its call there), a custom autograd Function
that saves its own output (a sparsemax whose result is then masked in place, AGL006), and a
layer built by `nn.Embedding.from_pretrained(vectors, freeze=False)`, whose output is no leaf
(AGL012)."""
from autograd_lint import lint_paths

MOCO = '''
import copy

import torch
import torch.nn as nn
import torch.nn.functional as F


class MomentumContrast(nn.Module):
    def __init__(self, dim=8, m=0.99):
        super().__init__()
        self.m = m
        self.encoder_q = nn.Sequential(nn.Linear(4, dim), nn.ReLU(), nn.Linear(dim, dim))
        self.encoder_k = copy.deepcopy(self.encoder_q)

    @torch.no_grad()
    def _momentum_update(self):
        for pq, pk in zip(self.encoder_q.parameters(), self.encoder_k.parameters()):
            pk.mul_(self.m).add_(pq, alpha=1.0 - self.m)

    def forward(self, view_q, view_k):
        q = F.normalize(self.encoder_q(view_q), dim=1)
        with torch.no_grad():
            self._momentum_update()
{keys}
        return (q * k).sum(1).mean()


moco = MomentumContrast()
opt = torch.optim.SGD(moco.encoder_q.parameters(), lr=0.1)
for _ in range(3):
    loss = moco(torch.randn(5, 4), torch.randn(5, 4))
    opt.zero_grad()
    loss.backward()
    opt.step()
'''

SPARSEMAX = '''
import torch
import torch.nn as nn


class Sparsemax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, z):
        z_sorted, _ = torch.sort(z, dim=-1, descending=True)
        k = torch.arange(1, z.shape[-1] + 1, dtype=z.dtype)
        cumsum = z_sorted.cumsum(dim=-1) - 1
        k_z = ((k * z_sorted) > cumsum).sum(dim=-1, keepdim=True)
        p = torch.clamp(z - cumsum.gather(-1, k_z - 1) / k_z.to(z.dtype), min=0)
        ctx.save_for_backward({saved})
        return p

    @staticmethod
    def backward(ctx, grad_p):
        (saved,) = ctx.saved_tensors
        on = (saved > 0).to(grad_p.dtype)
        return on * (grad_p - (grad_p * on).sum(-1, keepdim=True) / on.sum(-1, keepdim=True))


class Pool(nn.Module):
    def __init__(self):
        super().__init__()
        self.score = nn.Linear(4, 1)

    def forward(self, tokens, present):
        weights = Sparsemax.apply(self.score(tokens).squeeze(-1))
        weights.mul_(present)
        return (weights.unsqueeze(-1) * tokens).sum(1)


pool = Pool()
opt = torch.optim.Adam(pool.parameters(), lr=1e-2)
for _ in range(3):
    opt.zero_grad()
    pool(torch.randn(2, 5, 4), torch.ones(2, 5)).sum().backward()
    opt.step()
'''

EMBEDDING = '''
import torch
import torch.nn as nn


class Classifier(nn.Module):
    def __init__(self, vectors, freeze_vectors):
        super().__init__()
        self.freeze_vectors = freeze_vectors
        self.embedding = nn.Embedding.from_pretrained(vectors{freeze})
        self.fc = nn.Linear(vectors.shape[1], 2)

    def embed(self, ids):
        vectors = self.embedding(ids)
        if self.freeze_vectors:
            vectors.requires_grad = False
        return vectors

    def forward(self, ids):
        return self.fc(self.embed(ids).mean(1))


net = Classifier(torch.randn(20, 6), freeze_vectors=True)
opt = torch.optim.Adam([p for p in net.parameters() if p.requires_grad], lr=1e-3)
for _ in range(3):
    opt.zero_grad()
    net(torch.randint(0, 20, (4, 7))).sum().backward()
    opt.step()
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "prog.py"
    path.write_text(text.lstrip())
    return [(f.line, f.code) for f in lint_paths([str(path)], jobs=1).findings]


def test_a_momentum_copy_run_with_grad_inside_the_models_forward(tmp_path):
    keys = "        k = F.normalize(self.encoder_k(view_k), dim=1)"
    assert _lint(tmp_path, MOCO.replace("{keys}", keys)) == [(24, "AGL001")]


def test_a_momentum_copy_run_under_no_grad(tmp_path):
    keys = "            k = F.normalize(self.encoder_k(view_k), dim=1)"
    assert _lint(tmp_path, MOCO.replace("{keys}", keys)) == []


def test_a_function_that_saves_its_output_then_masked_in_place(tmp_path):
    assert _lint(tmp_path, SPARSEMAX.replace("{saved}", "p")) == [(30, "AGL006")]


def test_a_function_that_saves_its_input_only(tmp_path):
    # (its backward reads the input: the output may be edited)
    assert _lint(tmp_path, SPARSEMAX.replace("{saved}", "z")) == []


def test_requires_grad_set_on_the_output_of_a_trainable_pretrained_embedding(tmp_path):
    assert _lint(tmp_path, EMBEDDING.replace("{freeze}", ", freeze=False")) == [(15, "AGL012")]


def test_a_frozen_pretrained_embedding_outputs_a_leaf(tmp_path):
    # (`from_pretrained` freezes by default: no graph, the flag may be set)
    assert _lint(tmp_path, EMBEDDING.replace("{freeze}", "")) == []
