"""Gradient accumulation as a context: backward each micro-batch, step once on exit."""
import torch


class accumulate:
    def __init__(self, net, opt, micro_batches, max_norm=5.0):
        self.net, self.opt = net, opt
        self.pending, self.max_norm = micro_batches, max_norm

    def __enter__(self):
        self.opt.zero_grad(set_to_none=True)
        return self

    def backward(self, loss):
        # micro-batches share the graph of the per-step head directions: keep it until the last
        self.pending -= 1
        loss.backward(retain_graph=self.pending > 0)

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.max_norm)
            self.opt.step()
        return False
