from __future__ import annotations

from typing import Dict

import torch
from torch import Tensor, nn

from .data import LABELS
from .inference import slide_inference


class Validator:
    """BraTS-style regions: whole tumour (labels 1+2) and tumour core (label 2)."""

    def __init__(self, images: Tensor, labels: Tensor, batch_size: int = 8) -> None:
        self.images, self.labels, self.batch_size = images, labels, batch_size

    def validate(self, model: nn.Module) -> Dict[str, float]:
        model.eval()
        inter = {"WT": 0.0, "TC": 0.0}
        denom = {"WT": 0.0, "TC": 0.0}
        for s in range(0, len(self.images), self.batch_size):
            img = self.images[s:s + self.batch_size]
            gt = self.labels[s:s + self.batch_size]
            pred = slide_inference(model, img, len(LABELS)).argmax(1)
            for region, cls in (("WT", (1, 2)), ("TC", (2,))):
                p = torch.isin(pred, torch.tensor(cls))
                t = torch.isin(gt, torch.tensor(cls))
                inter[region] += float((p & t).sum())
                denom[region] += float(p.sum() + t.sum())
        model.train()
        return {f"dice_{k}": 2 * inter[k] / max(denom[k], 1.0) for k in inter}
