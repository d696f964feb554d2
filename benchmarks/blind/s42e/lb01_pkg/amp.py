"""Mixed-precision helpers shared by the training scripts."""
import contextlib

import torch


class Precision:
    def __init__(self, cfg):
        self.cfg = cfg
        self.scaler = torch.cuda.amp.GradScaler(enabled=cfg.amp and cfg.device.type == "cuda")

    def autocast(self):
        if not self.cfg.amp:
            return contextlib.nullcontext()
        return torch.autocast(device_type=self.cfg.device.type, dtype=self.cfg.amp_dtype)

    def backward(self, value):
        self.scaler.scale(value).backward()

    def step(self, opt):
        if self.scaler.is_enabled():
            self.scaler.unscale_(opt)
            self.scaler.step(opt)
            self.scaler.update()
            opt.zero_grad(set_to_none=True)
        else:
            opt.step()
