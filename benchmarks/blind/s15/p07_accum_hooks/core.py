import torch


class LoopBase:
    def __init__(self, net, opt, accum_steps=1, max_norm=None, scaler=None):
        self.net, self.opt = net, opt
        self.accum_steps = accum_steps
        self.max_norm = max_norm
        self.scaler = scaler
        self.updates = 0

    def _apply_update(self):
        if self.scaler is not None:
            self.scaler.unscale_(self.opt)
        if self.max_norm:
            torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.max_norm)
        if self.scaler is not None:
            self.scaler.step(self.opt)
            self.scaler.update()
        else:
            self.opt.step()
        self.opt.zero_grad(set_to_none=True)
        self.updates += 1

    def maybe_update(self, micro_idx, last=False):
        if (micro_idx + 1) % self.accum_steps == 0 or last:
            self._apply_update()

    def scale(self, value):
        value = value / self.accum_steps
        return self.scaler.scale(value) if self.scaler is not None else value
