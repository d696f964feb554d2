"""`if seq and post: loss = a + b / elif seq: loss = a / elif post: loss = b`, with no `else`,
in a batch loop inside an epoch loop, over flags the loops never change: on the path taking no
branch `loss` is unbound (the first iteration took that path too), never the previous batch's
loss, even though the epoch loop's second run starts with `loss` bound, and even though a
later `loss += attn` names it again (that needs it bound). No AGL005."""
import textwrap

from autograd_lint import lint_source

TRAIN = '''
import sys

import torch
from torch import nn


def train(model, optimizer, batches, epochs, train_seq2seq=True, train_postnet=True):
    epoch = 0
    while epoch < epochs:
        for x, y in batches:
            optimizer.zero_grad()
            mel, lin = model(x), model(x).tanh()
            if train_seq2seq:
                mel_loss = (mel - y).abs().mean()
            if train_postnet:
                lin_loss = (lin - y).abs().mean()
            if train_seq2seq and train_postnet:
                loss = mel_loss + lin_loss
            elif train_seq2seq:
                loss = mel_loss
            ELIF
            if train_seq2seq:
                loss += 0.1 * mel.pow(2).mean()
            loss.backward()
            optimizer.step()
        epoch += 1


seq2seq, postnet = "--seq" in sys.argv, "--post" in sys.argv
if not seq2seq and not postnet:
    seq2seq, postnet = True, True
model = nn.Linear(4, 4)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
data = [(torch.randn(2, 4), torch.randn(2, 4)) for _ in range(3)]
train(model, opt, data, 2, train_seq2seq=seq2seq, train_postnet=postnet)
'''


def codes(elif_branch: str) -> list[str]:
    source = textwrap.dedent(TRAIN).replace("ELIF", elif_branch)
    return [f.code for f in lint_source(source, "train.py")]


def test_every_branch_binding_the_loss_leaves_no_stale_one():
    assert codes("elif train_postnet:\n                loss = lin_loss") == []


def test_a_branch_that_binds_no_loss_may_reuse_the_freed_one():
    assert codes("elif train_postnet:\n                pass") == ["AGL005"]
