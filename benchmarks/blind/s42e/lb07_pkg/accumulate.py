"""Gradient accumulation window.

    with GradWindow(opt, micro_batches) as win:
        for piece in win.split(batch):
            win.backward(loss_of(piece))
"""
import torch


class GradWindow:
    def __init__(self, opt, micro_batches, scaler=None):
        self.opt = opt
        self.micro_batches = micro_batches
        self.scaler = scaler or torch.amp.GradScaler("cuda", enabled=False)
        self.count = 0

    def __enter__(self):
        self.count = 0
        return self

    def split(self, tensors):
        return list(zip(*(t.chunk(self.micro_batches) for t in tensors)))

    def backward(self, value):
        self.scaler.scale(value / self.micro_batches).backward()
        self.count += 1

    def __exit__(self, exc_type, exc, tb):
        # leave a clean slate for the next window and drop grad memory early
        self.opt.zero_grad(set_to_none=True)
        return False
