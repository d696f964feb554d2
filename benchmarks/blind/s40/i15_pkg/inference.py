from __future__ import annotations

from typing import Tuple

import torch
from torch import Tensor, nn


def slide_inference(model: nn.Module, img: Tensor, num_classes: int,
                    crop: Tuple[int, int] = (32, 32), stride: Tuple[int, int] = (16, 16)) -> Tensor:
    """Sliding-window logits averaged over overlapping crops (mmseg `slide` mode)."""
    b, _, h, w = img.shape
    ch, cw = crop
    sh, sw = stride
    logits = img.new_zeros((b, num_classes, h, w))
    count = img.new_zeros((b, 1, h, w))
    for y0 in range(0, max(h - ch, 0) + 1, sh):
        for x0 in range(0, max(w - cw, 0) + 1, sw):
            patch = img[:, :, y0:y0 + ch, x0:x0 + cw]
            logits[:, :, y0:y0 + ch, x0:x0 + cw] += model(patch)
            count[:, :, y0:y0 + ch, x0:x0 + cw] += 1
    return logits / count
