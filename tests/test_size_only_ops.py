"""Walking a graph again after a backward freed it fails only where a node needs a tensor it
saved. An attribute read (`out.input_ids`, `x.T`) and a size-only op (`repeat`, `to`, `flip`,
`narrow`, `split`, `cat`, `pad`, ...) save none, nor does the analysis' own mark of a list that
holds graphs: a tensor carried across iterations through them alone is no AGL005 (eight of
diffusers' dreambooth scripts, whose prompt embeddings were taken as carried so)."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source


def codes(source: str) -> set[str]:
    return {f.code for f in lint_source(textwrap.dedent(source), "train.py")}


def test_a_leaf_tiled_and_transposed_once_can_be_walked_every_iteration():
    # runs: RepeatBackward0, ToCopyBackward0, ViewBackward0 and the transpose save no tensor
    assert codes("""
    import torch

    w = torch.randn(3, requires_grad=True)
    rows = w.repeat(4).to(torch.float64).view(4, 3).T
    opt = torch.optim.SGD([w], lr=0.1)
    for _ in range(3):
        loss = rows.sum() + (w ** 2).sum()
        opt.zero_grad()
        loss.backward()
        opt.step()
    """) == set()


def test_pieces_gathered_in_a_list_joined_and_padded_once_can_be_walked_every_iteration():
    # runs: the list only holds them, and cat / pad save no tensor
    assert codes("""
    import torch
    import torch.nn.functional as F

    w = torch.randn(3, requires_grad=True)
    parts = []
    parts.append(w.repeat(2))
    parts.append(w.flip(0))
    joined = F.pad(torch.cat(parts), (0, 1))
    opt = torch.optim.SGD([w], lr=0.1)
    for _ in range(3):
        loss = joined.sum() + (w ** 2).sum()
        opt.zero_grad()
        loss.backward()
        opt.step()
    """) == set()


def test_a_layers_output_tiled_once_is_still_a_freed_graph():
    # raises: the linear layer saved its input and weight for the first backward
    assert "AGL005" in codes("""
    import torch
    from torch import nn

    encoder, head = nn.Linear(4, 8), nn.Linear(8, 1)
    opt = torch.optim.Adam(list(encoder.parameters()) + list(head.parameters()))
    features = encoder(torch.randn(2, 4)).repeat(2, 1)
    for _ in range(10):
        loss = head(features).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    """)
