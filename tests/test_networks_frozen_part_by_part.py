"""A network built after another's optimizer whose every part that holds parameters was
frozen (`encoder.fine_tune(False)` setting `requires_grad = False` on its backbone, its pooling
holding none) needs no optimizer: no gradient is computed for it (the image-captioning
tutorial's encoder, frozen on purpose when `fine_tune_encoder` is off; a false AGL019 at
session 44's last look). With a trainable part left (a projection of its own), it is reported."""
import textwrap

import pytest

from autograd_lint import lint_source

CAPTIONING = '''
import torch
import torchvision
from torch import nn

fine_tune_encoder = False


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        resnet = torchvision.models.resnet18()
        self.resnet = nn.Sequential(*list(resnet.children())[:-2])
        self.pool = nn.AdaptiveAvgPool2d((4, 4))

    def forward(self, images):
        return self.pool(self.resnet(images)).flatten(1)

    def fine_tune(self, fine_tune=True):
        for p in self.resnet.parameters():
            p.requires_grad = False
        for c in list(self.resnet.children())[5:]:
            for p in c.parameters():
                p.requires_grad = fine_tune


def main(loader):
    decoder = nn.Linear(512 * 16, 10)
    decoder_optimizer = torch.optim.Adam(params=filter(lambda p: p.requires_grad, decoder.parameters()),
                                         lr=1e-3)
    encoder = Encoder()
    encoder.fine_tune(fine_tune_encoder)
    encoder_optimizer = torch.optim.Adam(params=filter(lambda p: p.requires_grad, encoder.parameters()),
                                         lr=1e-4) if fine_tune_encoder else None
    for images, labels in loader:
        scores = decoder(encoder(images))
        loss = nn.functional.cross_entropy(scores, labels)
        decoder_optimizer.zero_grad()
        if encoder_optimizer is not None:
            encoder_optimizer.zero_grad()
        loss.backward()
        decoder_optimizer.step()
        if encoder_optimizer is not None:
            encoder_optimizer.step()
'''


def test_an_encoder_frozen_part_by_part():
    source = textwrap.dedent(CAPTIONING)
    assert [f.code for f in lint_source(source, "caption.py")] == []


@pytest.mark.parametrize("extra, used", [
    ("self.project = nn.Linear(8192, 8192)",
     "self.project(features)"),
    ("self.scale = nn.Parameter(torch.ones(1))", "features * self.scale"),
])
def test_an_encoder_with_a_trainable_part_left(extra, used):
    source = textwrap.dedent(CAPTIONING).replace(
        "        self.pool = nn.AdaptiveAvgPool2d((4, 4))",
        "        self.pool = nn.AdaptiveAvgPool2d((4, 4))\n        " + extra).replace(
        "        return self.pool(self.resnet(images)).flatten(1)",
        "        features = self.pool(self.resnet(images)).flatten(1)\n        return " + used)
    assert [f.code for f in lint_source(source, "caption.py")] == ["AGL019"]
